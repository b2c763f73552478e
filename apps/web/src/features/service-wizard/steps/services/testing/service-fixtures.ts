import type { InvestorData, Order, OrderActivity, Pipeline } from '@handlowo/contract';
import { registeredInvestorData } from '@/testing/investor-data.ts';
import { order } from '../../../testing/wizard-fixtures.ts';

/** A funnel stage with three main tasks (E1/E2 shape). */
export const pipeline: Pipeline = {
  id: 1,
  name: 'Generowanie leadów',
  description: 'Pierwszy kontakt z rynkiem',
  goal: 'Lista zainteresowanych firm',
  pipelineMainTasks: [
    { id: 11, name: 'Cold calling', description: 'Telefony do firm z listy' },
    { id: 12, name: 'Cold mailing', description: 'Sekwencje wiadomości e-mail' },
    { id: 13, name: 'Umawianie spotkań', description: 'Spotkania z decydentami' },
  ],
};

const [calling, mailing] = pipeline.pipelineMainTasks as [
  Pipeline['pipelineMainTasks'][number],
  Pipeline['pipelineMainTasks'][number],
];

export const callingService: OrderActivity = {
  id: 7,
  name: calling.name,
  pipelineMainTask: calling,
  amount: 120,
  period: 3,
  startDate: '2027-02-01',
  description: 'Telefony do biur rachunkowych.',
  freelancer: null,
  score: null,
  offerState: null,
  declineReason: null,
  opinion: null,
};

export const mailingService: OrderActivity = {
  id: 8,
  name: mailing.name,
  pipelineMainTask: mailing,
  amount: 12_000,
  period: 1,
  startDate: '2027-01-31',
  description: 'Trzy wiadomości w odstępach tygodnia.',
  freelancer: null,
  score: null,
  offerState: null,
  declineReason: null,
  opinion: null,
};

export function orderWith(services: OrderActivity[], overrides: Partial<Order> = {}): Order {
  return order({ id: 3, pipeline, orderActivities: services, ...overrides });
}

/** A10 of a registered investor whose first order is `order`. */
export function investorWith(order: Order): InvestorData {
  return registeredInvestorData({ lastName: 'Nowak', orders: [order] });
}
