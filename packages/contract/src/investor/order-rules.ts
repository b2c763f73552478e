import type { OrderStatus } from '../common/enum-schemas.ts';
import { counted } from '../common/plural.ts';
import type { Order } from './schemas.ts';

/*
 * The rules of an investor's orders that screens apply without validating anything: no zod here
 * (orders.ts and wizard.ts have the schemas), so the order pages load without it.
 */

/** Ours: drafts (NEW) and orders in verification one investor may have at once. */
export const OPEN_ORDERS_MAX = 3;

const ordersNoun = { one: 'zlecenie', few: 'zlecenia', many: 'zleceń' };

/** Texts are ours (docs/copy.md). */
export const investorOrderMessages = {
  openOrdersLimit:
    `Możesz mieć jednocześnie najwyżej ${counted(OPEN_ORDERS_MAX, ordersNoun)} nowe lub w ` +
    'weryfikacji. ' +
    'Dokończ jedno z nich albo poczekaj, aż opiekun je zweryfikuje.',
  repeatNotRealized: 'Ponownie można zamówić tylko zrealizowane zlecenie',
} as const;

/** Rank of a status when choosing the current draft: a NEW draft before one in verification. */
const draftRank: Partial<Record<OrderStatus, number>> = { NEW: 0, VERYFICATION: 1 };

/**
 * The investor's current draft, which the service wizard works on: the newest NEW order, else
 * the newest one in verification (still editable, `isOrderEditable`); undefined when neither.
 * The server's SQL (`lockInvestorOrder` without an id) ranks the same way: keep them equal.
 */
export function currentDraftOf<T extends Pick<Order, 'orderStatus' | 'investorOrderNumber'>>(
  orders: readonly T[],
): T | undefined {
  let best: T | undefined;
  for (const order of orders) {
    const rank = draftRank[order.orderStatus];
    if (rank === undefined) continue;
    const bestRank = best === undefined ? undefined : draftRank[best.orderStatus];
    if (
      best === undefined ||
      bestRank === undefined ||
      rank < bestRank ||
      (rank === bestRank && order.investorOrderNumber > best.investorOrderNumber)
    ) {
      best = order;
    }
  }
  return best;
}

/**
 * A10's order of the orders: the current draft first, then the others newest first (API.md says
 * "oldest first" because there was one order; E3 of older clients takes `orders[0]`).
 */
export function draftFirst<T extends Pick<Order, 'orderStatus' | 'investorOrderNumber'>>(
  orders: readonly T[],
): T[] {
  const draft = currentDraftOf(orders);
  const others = orders
    .filter((order) => order !== draft)
    .sort((a, b) => b.investorOrderNumber - a.investorOrderNumber);
  return draft === undefined ? others : [draft, ...others];
}

/** Services and products change only while the order is new or being verified (ours). */
export function isOrderEditable(status: OrderStatus): boolean {
  return status === 'NEW' || status === 'VERYFICATION';
}
