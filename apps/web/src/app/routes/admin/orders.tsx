import { OrderQueueScreen } from '@/features/admin-orders/index.ts';

/** /admin/orders: the order queue (issue 27; the spec's empty panel). */
export default function AdminOrdersRoute() {
  return <OrderQueueScreen />;
}
