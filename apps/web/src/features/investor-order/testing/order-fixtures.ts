import type { InvestorData, Product } from '@handlowo/contract';
import { registeredInvestorData } from '@/testing/investor-data.ts';
import { orderActivityData, orderData } from '@/testing/order-data.ts';

/** A service of the order (A10 shape), unassigned unless `freelancer` is given. */
export const activity = orderActivityData;
export const order = orderData;

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
