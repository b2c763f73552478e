import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { OrdersOverview } from '@/features/admin-shell/components/orders-overview.tsx';

/** /admin/orders: the order count and where orders are handled (an investor's detail). */
export default function AdminOrdersRoute() {
  return (
    <>
      <PageTitle title={titles.admin.orders} />
      <OrdersOverview />
    </>
  );
}
