import { only } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';
import { setOrder, verifiedOrderWithService } from '../activities/order-arrange.ts';

/*
 * G2, ADMIN only. The order is a fresh investor's outside the world (active, its one service
 * without a freelancer is enough for the status rule): the matrix proves no actor's rows change.
 */
export const access: RouteAccess[] = [
  {
    route: 'PATCH /api/admin-panel/orders/:orderId/status',
    request: async ({ app }) => {
      const { order } = await verifiedOrderWithService(app);
      await setOrder(app, order.id, { status: 'ACTIVE' });
      return { url: `/api/admin-panel/orders/${order.id}/status`, body: 'REALIZED' };
    },
    expect: only(['admin'], 204),
  },
];
