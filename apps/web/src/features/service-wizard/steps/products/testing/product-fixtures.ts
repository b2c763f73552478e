import type {
  BuyerPerson,
  CompanySize,
  Industry,
  InvestorData,
  Order,
  Product,
  Sector,
  StateOption,
} from '@handlowo/contract';
import { investorData } from '@/features/onboarding/investor/testing/investor-fixtures.ts';
import { order as wizardOrder } from '../../../testing/wizard-fixtures.ts';

/** B9, B13, D16, E7, E8: small dictionaries for the product modal. */
export const industries: Industry[] = [
  {
    id: 1,
    name: 'IT',
    subIndustries: [
      { id: 11, name: 'Oprogramowanie', info: 'SaaS' },
      { id: 12, name: 'Sprzęt komputerowy', info: 'Hardware' },
    ],
  },
  { id: 2, name: 'Finanse', subIndustries: [{ id: 21, name: 'Księgowość', info: 'Biura' }] },
];
export const sectors: Sector[] = [
  { id: 31, name: 'Usługi profesjonalne', description: 'Kancelarie, biura' },
  { id: 32, name: 'Handel', description: 'Sklepy' },
];
export const companySizes: CompanySize[] = [
  { name: 'MICRO', description: 'Mikroprzedsiębiorstwa', target: 'do 9 osób' },
  { name: 'SMALL', description: 'Małe firmy', target: '10–49 osób' },
];
export const buyerPersons: BuyerPerson[] = [
  { id: 41, name: 'Prezes zarządu', groupName: 'Zarząd' },
  { id: 42, name: 'Dyrektor finansowy', groupName: 'Zarząd' },
  { id: 43, name: 'Główna księgowa', groupName: 'Finanse' },
];
export const states: StateOption[] = [
  { state: 'MAZOWIECKIE', description: 'mazowieckie' },
  { state: 'SLASKIE', description: 'śląskie' },
];

export const dictionaries = {
  'GET /api/industries': { json: industries },
  'GET /api/sectors': { json: sectors },
  'GET /api/company-size': { json: companySizes },
  'GET /api/buyer-person': { json: buyerPersons },
  'GET /api/states': { json: states },
};

export const cityProduct: Product = {
  id: 201,
  investorProductNumber: 3,
  name: 'System CRM dla biur rachunkowych',
  subIndustry: { id: 11, name: 'Oprogramowanie', info: 'SaaS' },
  description: 'Abonament z wdrożeniem i szkoleniem zespołu.',
  sectors: [sectors[0] as Sector],
  companySize: [companySizes[1] as CompanySize],
  buyerPersons: [buyerPersons[0] as BuyerPerson, buyerPersons[2] as BuyerPerson],
  additionalNotes: null,
  country: null,
  state: null,
  city: 'Kraków',
};

export const stateProduct: Product = {
  ...cityProduct,
  id: 202,
  investorProductNumber: 4,
  name: 'Audyt finansowy',
  description: null,
  city: null,
  state: 'MAZOWIECKIE',
};

export const order: Order = wizardOrder({ id: 9 });

export function investorWith(
  products: Product[],
  status: Order['orderStatus'] = 'NEW',
): InvestorData {
  return investorData({ isMock: false, orders: [{ ...order, orderStatus: status }], products });
}
