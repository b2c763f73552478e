import type { InvestorData, Order, OrderActivity, Product } from '@handlowo/contract';
import { registeredInvestorData } from '@/testing/investor-data.ts';

/** A service of the order (A10 shape), unassigned unless `freelancer` is given. */
export function activity(overrides: Partial<OrderActivity> = {}): OrderActivity {
  return {
    id: 31,
    name: 'Umawianie spotkań',
    pipelineMainTask: { id: 3, name: 'Umawianie spotkań', description: 'Telefony do firm' },
    amount: 120,
    period: 3,
    startDate: '2027-02-01',
    description: 'Telefony do firm z listy.',
    freelancer: null,
    score: null,
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 11,
    investorOrderNumber: 1,
    pipeline: {
      id: 1,
      name: 'Pozyskiwanie leadów',
      description: 'Pierwszy kontakt',
      goal: 'Spotkania',
      pipelineMainTasks: [],
    },
    orderActivities: [activity()],
    orderStatus: 'NEW',
    orderStatusDescription: 'Nowe',
    averageScore: null,
    orderAdminDTO: null,
    ...overrides,
  };
}

export const product: Product = {
  id: 51,
  investorProductNumber: 1,
  name: 'System CRM dla biur rachunkowych',
  subIndustry: { id: 4, name: 'Oprogramowanie', info: 'SaaS' },
  description: null,
  sectors: [],
  companySize: [],
  buyerPersons: [],
  additionalNotes: null,
  country: 'POLAND',
  state: null,
  city: null,
};

/** A registered investor with one order (A10 shape). */
export function registeredInvestor(overrides: Partial<InvestorData> = {}): InvestorData {
  return registeredInvestorData({ orders: [order()], products: [product], ...overrides });
}
