import type { Order } from '@handlowo/contract';

/**
 * The orders a refetch shows newly Aktywne: in VERYFICATION in the previous data, ACTIVE now
 * (the server activates an order when its last service gets a freelancer; spec section 4).
 * Nothing on the first load (no previous data) or for orders that were active already.
 */
export function newlyActiveOrders(
  previous: readonly Order[] | undefined,
  next: readonly Order[],
): Order[] {
  if (!previous) return [];
  const before = new Map(previous.map((order) => [order.id, order.orderStatus]));
  return next.filter(
    (order) => order.orderStatus === 'ACTIVE' && before.get(order.id) === 'VERYFICATION',
  );
}
