import type { InvestorPrimaryData, Product } from '@handlowo/contract';
import { orderActivityData, orderData } from '@/testing/order-data.ts';

/* F6, F7, F9 answers for the investor detail's tests. */

export const investorId = 7;

export function primaryData(overrides: Partial<InvestorPrimaryData> = {}): InvestorPrimaryData {
  return {
    id: investorId,
    firstName: 'Łucja',
    lastName: 'Żółkiewska',
    company: 'Źródło Sp. z o.o.',
    email: 'lucja@zrodlo.pl',
    phone: '+48 600 100 200',
    createdAt: '2025-03-03T10:00:00.000Z',
    ordersAmount: 2,
    ...overrides,
  };
}

export const service = orderActivityData;

export const freelancer = { id: 90, firstName: 'Marek', lastName: 'Nowak', userAvatar: null };
export const guardian = {
  id: 1,
  firstName: 'Ala',
  lastName: 'Admin',
  email: 'ala@handlowo.pl',
  pictureData: null,
};

export const order = orderData;

export const product: Product = {
  id: 51,
  investorProductNumber: 1,
  name: 'System CRM dla biur rachunkowych',
  subIndustry: { id: 4, name: 'Oprogramowanie', info: 'SaaS' },
  description: 'Chmurowy CRM.',
  sectors: [{ id: 2, name: 'Usługi finansowe', description: '' }],
  companySize: [{ name: 'SMALL', description: 'Małe firmy (10-49)', target: '' }],
  buyerPersons: [{ id: 5, name: 'Właściciel firmy', groupName: 'Zarząd' }],
  additionalNotes: null,
  country: null,
  state: 'MAZOWIECKIE',
  city: null,
};
