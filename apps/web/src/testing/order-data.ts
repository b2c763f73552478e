import type { AdminSummary, Order, OrderActivity } from '@handlowo/contract';
import type { z } from 'zod';

/* Orders as A10 and F9 answer them, for the tests of every screen that shows one. */

/** A service of an order, unassigned unless `freelancer` is given. */
export function orderActivityData(overrides: Partial<OrderActivity> = {}): OrderActivity {
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
    offerState: null,
    declineReason: null,
    opinion: null,
    ...overrides,
  };
}

/** Order #1, NEW, at stage 1 with one service and no guardian. */
export function orderData(overrides: Partial<Order> = {}): Order {
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
    orderActivities: [orderActivityData()],
    orderStatus: 'NEW',
    orderStatusDescription: 'Nowe',
    averageScore: null,
    orderAdminDTO: null,
    ...overrides,
  };
}

type Admin = z.infer<typeof AdminSummary>;

/** An admin as a guardian or a row of the admins list. */
export function adminSummaryData(overrides: Partial<Admin> = {}): Admin {
  return {
    id: 5,
    firstName: 'Ewa',
    lastName: 'Kowalska',
    email: 'ewa.kowalska@handlowo.test',
    pictureData: null,
    ...overrides,
  };
}
