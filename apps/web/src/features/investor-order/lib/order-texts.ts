import type { InvestorData, Order, OrderActivity, OrderStatus } from '@handlowo/contract';
import { serviceAmount, servicePeriod } from '@/lib/order-texts.ts';

/**
 * What happens next in each status (ours, issue 9): the investor reads it under the status badge.
 * The guardian ('opiekun') is the admin who looks after the order.
 */
export const statusExplanations: Record<OrderStatus, string> = {
  NEW: 'Zlecenie czeka na opiekuna, który je zweryfikuje i skontaktuje się z Tobą.',
  VERYFICATION: 'Opiekun weryfikuje zlecenie i dobiera handlowców do Twoich usług.',
  ACTIVE: 'Handlowcy realizują Twoje usługi. Opiekun czuwa nad przebiegiem zlecenia.',
  REALIZED: 'Zlecenie zostało zrealizowane. Dziękujemy za współpracę!',
};

/** The status badge's colour, on the order page and in 'Moje zlecenia'. */
export const statusColors: Record<OrderStatus, string> = {
  NEW: 'gray',
  VERYFICATION: 'yellow',
  ACTIVE: 'blue',
  REALIZED: 'green',
};

export const NO_GUARDIAN = 'Opiekun nie został jeszcze przydzielony';
export const NO_FREELANCER = 'Handlowiec nie został jeszcze przydzielony';

/**
 * The order '/investor/order' follows: A10's first (issue 27: the current draft, else the newest
 * order; the wizard edits the same), or null when the investor has none.
 */
export function currentOrder(data: Pick<InvestorData, 'orders'>): Order | null {
  return data.orders[0] ?? null;
}

/** An order is defined once it has a stage and at least one service. */
export function isDefined(order: Order): boolean {
  return order.pipeline !== null && order.orderActivities.length > 0;
}

/** '120 szt. · 3 miesiące' */
export function serviceScope(activity: Pick<OrderActivity, 'amount' | 'period'>): string {
  return `${serviceAmount(activity.amount)} · ${servicePeriod(activity.period)}`;
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
