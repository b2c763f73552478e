import type { InvestorData, Order, OrderActivity, Pipeline, Product } from '@handlowo/contract';
import { investorData } from '@/features/onboarding/investor/testing/investor-fixtures.ts';

/** E1: two of the five stages, enough for the choice and the warning. */
export const pipelines: Pipeline[] = [
  {
    id: 1,
    name: 'Generowanie leadów',
    description: 'Szukanie firm, które mogą kupić',
    goal: 'Lista firm zainteresowanych ofertą',
    pipelineMainTasks: [
      { id: 11, name: 'Cold calling', description: 'Telefony do nowych firm' },
      { id: 12, name: 'Cold mailing', description: 'Wiadomości do nowych firm' },
    ],
  },
  {
    id: 4,
    name: 'Negocjacje',
    description: 'Warunki umowy',
    goal: 'Podpisana umowa',
    pipelineMainTasks: [{ id: 41, name: 'Negocjacje cenowe', description: 'Rozmowy o cenie' }],
  },
];

export const activity: OrderActivity = {
  id: 101,
  name: 'Cold calling',
  pipelineMainTask: { id: 11, name: 'Cold calling', description: 'Telefony do nowych firm' },
  amount: 1200,
  period: 3,
  startDate: '2027-02-01',
  description: 'Telefony do firm z listy, umawianie spotkań.',
  freelancer: null,
  score: null,
  offerState: null,
  declineReason: null,
  opinion: null,
};

export const product: Product = {
  id: 201,
  investorProductNumber: 1,
  name: 'System CRM dla biur rachunkowych',
  subIndustry: { id: 5, name: 'Oprogramowanie', info: 'SaaS' },
  description: null,
  sectors: [],
  companySize: [],
  buyerPersons: [],
  additionalNotes: null,
  country: null,
  state: 'MAZOWIECKIE',
  city: null,
};

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 31,
    investorOrderNumber: 1,
    pipeline: null,
    orderActivities: [],
    orderStatus: 'NEW',
    orderStatusDescription: 'Nowe',
    averageScore: null,
    orderAdminDTO: null,
    ...overrides,
  };
}

/** An investor (registered unless `isMock`) whose first order is `orderOverrides`. */
export function wizardInvestor(
  orderOverrides: Partial<Order> = {},
  overrides: Partial<InvestorData> = {},
): InvestorData {
  return investorData({
    isMock: false,
    firstName: 'Ewa',
    lastName: 'Nowak',
    orders: [order(orderOverrides)],
    ...overrides,
  });
}

/** The investors whose wizard opens on each step. */
export const atStep = {
  0: () => wizardInvestor(),
  1: () => wizardInvestor({ pipeline: pipelines[0] ?? null }),
  2: () => wizardInvestor({ pipeline: pipelines[0] ?? null, orderActivities: [activity] }),
  3: (overrides: Partial<InvestorData> = {}) =>
    wizardInvestor(
      { pipeline: pipelines[0] ?? null, orderActivities: [activity] },
      { products: [product], ...overrides },
    ),
};
