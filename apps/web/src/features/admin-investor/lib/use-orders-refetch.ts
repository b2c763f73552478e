import type { Order, OrderStatus } from '@handlowo/contract';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { detailTexts as t } from './detail-texts.ts';
import { newlyActiveOrders } from './newly-active.ts';
import { tabAfterRefetch } from './order-tabs.ts';

/** The success toast's time on screen (spec section 9: 4000 ms). */
export const ACTIVE_TOAST_MS = 4000;

/**
 * Reacts to each new copy of the orders (F9 refetched after an assignment, a finish or a
 * rating): a 4 s success toast for every order that has just become Aktywne, and the tab follows
 * an order that left the (now empty) shown tab.
 */
export function useOrdersRefetch(
  orders: readonly Order[],
  setTab: (update: (tab: OrderStatus) => OrderStatus) => void,
) {
  const previous = useRef<readonly Order[] | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = orders;
    if (!before || before === orders) return;
    for (const order of newlyActiveOrders(before, orders)) {
      notifications.show({
        id: `order-active-${order.id}`,
        color: 'green',
        // No title: Mantine greys a titled toast's text below 4.5:1.
        message: t.activeToast,
        autoClose: ACTIVE_TOAST_MS,
      });
    }
    setTab((tab) => tabAfterRefetch(before, orders, tab));
  }, [orders, setTab]);
}
