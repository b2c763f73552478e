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
          factor: 'REVIEWS',
          label: 'Opinie klientów',
          points: 22,
          maxPoints: 25,
          detail: '4 opinie, średnia 4,75; wyrównana do średniej platformy 4,2: 4,51',
        },
        {
          factor: 'REALISED_ORDERS',
          label: 'Zrealizowane zlecenia',
          points: 8,
          maxPoints: 10,
          detail: '4 zrealizowane zlecenia',
        },
        {
          factor: 'ACTIVITY_LEVEL',
          label: 'Deklarowany poziom w usłudze',
          points: 15,
          maxPoints: 15,
          detail: 'Umawianie spotkań: poziom 5 z 5',
        },
        {
          factor: 'LOAD',
          label: 'Obecne obciążenie',
          points: 3.5,
          maxPoints: 5,
          detail: '1 aktywne zlecenie',
        },
      ],
      isNew: false,
      isPreferred: false,
    },
    ...overrides,
  };
}

/** One page of a list answer: `totalPages` from the total and the page size of 10. */
export function pageOf<T>(content: T[], page = 0, totalElements = content.length) {
  return { content, page, size: 10, totalElements, totalPages: Math.ceil(totalElements / 10) };
}
