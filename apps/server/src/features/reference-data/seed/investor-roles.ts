import type { PlainOptionSeed } from './types.ts';

/** C11 'Twoja rola': the position of the person filling in the questionnaire. */
export const investorRoles: readonly PlainOptionSeed[] = [
  { name: 'OWNER', description: 'Właściciel lub współzałożyciel' },
  { name: 'BOARD_MEMBER', description: 'Członek zarządu' },
  { name: 'SALES_DIRECTOR', description: 'Dyrektor sprzedaży' },
  { name: 'SALES_MANAGER', description: 'Kierownik zespołu sprzedaży' },
  { name: 'MARKETING', description: 'Marketing lub growth' },
  { name: 'BUSINESS_DEVELOPMENT', description: 'Business development' },
  { name: 'OTHER', description: 'Inna rola' },
];
