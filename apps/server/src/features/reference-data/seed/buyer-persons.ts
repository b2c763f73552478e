import type { BuyerPersonSeed } from './types.ts';

/**
 * E8 'Wybierz personę kupującego': who decides about the purchase at the customer's side. Personas of
 * one `groupName` stay next to each other, so the select's groups follow this order.
 */
export const buyerPersons: readonly BuyerPersonSeed[] = [
  { code: 'OWNER', name: 'Właściciel firmy', groupName: 'Zarząd' },
  { code: 'CEO', name: 'Prezes zarządu (CEO)', groupName: 'Zarząd' },
  { code: 'SALES_DIRECTOR', name: 'Dyrektor sprzedaży', groupName: 'Sprzedaż i marketing' },
  { code: 'MARKETING_DIRECTOR', name: 'Dyrektor marketingu', groupName: 'Sprzedaż i marketing' },
  { code: 'CFO', name: 'Dyrektor finansowy (CFO)', groupName: 'Finanse i administracja' },
  {
    code: 'PROCUREMENT_MANAGER',
    name: 'Kierownik działu zakupów',
    groupName: 'Finanse i administracja',
  },
  { code: 'OFFICE_MANAGER', name: 'Office manager', groupName: 'Finanse i administracja' },
  { code: 'COO', name: 'Dyrektor operacyjny (COO)', groupName: 'Operacje i kadry' },
  { code: 'HR_DIRECTOR', name: 'Dyrektor HR', groupName: 'Operacje i kadry' },
  { code: 'IT_MANAGER', name: 'Kierownik IT', groupName: 'Technologia' },
];
