import { type Order, type OrderStatus, orderStatus } from '@handlowo/contract';

/** The tabs of the orders list, in the order's life: Nowe, Weryfikacja, Aktywne, Zrealizowane. */
export const ORDER_TABS: readonly OrderStatus[] = orderStatus.keys;

/**
 * The digits the admin typed as an order number: '#12', 'nr 12', 'Nr. 12' all mean 12. Null
 * when what is left is not a number (nothing matches then), '' for an empty box (all match).
 */
export function orderNumberQuery(query: string): string | null {
  const digits = query
    .trim()
    .replace(/^(#|nr\.?)\s*/i, '')
    .trim();
  return /^\d*$/.test(digits) ? digits : null;
}

/** The orders whose number contains the typed digits (as typed, so '1' finds 1, 10 and 21). */
export function filterByNumber(orders: readonly Order[], query: string): Order[] {
  const digits = orderNumberQuery(query);
  if (digits === null) return [];
  return orders.filter((order) => String(order.investorOrderNumber).includes(digits));
}

/** How many orders each tab holds. */
export function countByStatus(orders: readonly Order[]): Record<OrderStatus, number> {
  const counts = Object.fromEntries(ORDER_TABS.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const order of orders) counts[order.orderStatus] += 1;
  return counts;
}

/** The orders of one tab, by number. */
export function ordersInTab(orders: readonly Order[], status: OrderStatus): Order[] {
  return orders
    .filter((order) => order.orderStatus === status)
    .sort((a, b) => a.investorOrderNumber - b.investorOrderNumber);
}

/** The tab the screen opens on: the first that holds an order (Nowe when there is none). */
export function firstNonEmptyTab(orders: readonly Order[]): OrderStatus {
  return ORDER_TABS.find((status) => orders.some((o) => o.orderStatus === status)) ?? 'NEW';
}

/**
 * The tab to show after a refetch. When the shown tab has just been emptied because its orders
 * moved on (a guardian made one Weryfikacja, the last freelancer Aktywne, 'Zakończ zlecenie'
 * Zrealizowane), the list follows the order the admin was working on; otherwise it stays put,
 * and the counters tell where an order went.
 */
export function tabAfterRefetch(
  previous: readonly Order[],
  next: readonly Order[],
  tab: OrderStatus,
): OrderStatus {
  if (next.some((order) => order.orderStatus === tab)) return tab;
  for (const before of ordersInTab(previous, tab)) {
    const now = next.find((order) => order.id === before.id);
    if (now && now.orderStatus !== tab) return now.orderStatus;
  }
  return tab;
}
