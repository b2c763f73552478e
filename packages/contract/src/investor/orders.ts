import { z } from 'zod';
import type { OrderStatus } from '../common/enum-schemas.ts';
import { coercedIdField } from '../common/fields.ts';
import { counted } from '../common/plural.ts';
import { Order } from './schemas.ts';

/*
 * Several orders per investor (issue 27): 'Moje zlecenia', a new draft, 'Zamów ponownie'. The
 * wizard works on the investor's current draft; A10 lists it first (`orders[0]`).
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

/** `GET /api/investor/orders/{orderId}`, `POST …/{orderId}/repeat`. */
export const InvestorOrderParams = z.object({ orderId: coercedIdField });

/** `GET /api/investor/orders`: every order of the caller, the current draft first. */
export const InvestorOrderList = z.array(Order);
export type InvestorOrderList = z.infer<typeof InvestorOrderList>;

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
