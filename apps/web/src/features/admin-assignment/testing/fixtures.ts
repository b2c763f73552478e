import type { AssignableFreelancer, Order } from '@handlowo/contract';
import { adminSummaryData, orderActivityData, orderData } from '@/testing/order-data.ts';

export const admin = adminSummaryData;
export const service = orderActivityData;

/** Order #2, NEW, without a stage. */
export function order(overrides: Partial<Order> = {}): Order {
  return orderData({ investorOrderNumber: 2, pipeline: null, ...overrides });
}

export function freelancer(overrides: Partial<AssignableFreelancer> = {}): AssignableFreelancer {
  return {
    id: 7,
    firstName: 'Jan',
    lastName: 'Nowak',
    company: 'Nowak Sprzedaż',
    email: 'jan.nowak@handlowo.test',
    experienceLevel: 'SENIOR',
    userAvatar: null,
    fit: {
      score: 82,
      reasons: [
        {
          factor: 'ACTIVITY_LEVEL',
          label: 'Doświadczenie w usłudze',
          points: 30,
          maxPoints: 30,
          detail: 'Umawianie spotkań: poziom 5 z 5',
        },
        {
          factor: 'LOAD',
          label: 'Obecne obciążenie',
          points: 7.5,
          maxPoints: 10,
          detail: 'Jedna aktywna usługa',
        },
      ],
    },
    ...overrides,
  };
}

/** One page of a list answer: `totalPages` from the total and the page size of 10. */
export function pageOf<T>(content: T[], page = 0, totalElements = content.length) {
  return { content, page, size: 10, totalElements, totalPages: Math.ceil(totalElements / 10) };
}
