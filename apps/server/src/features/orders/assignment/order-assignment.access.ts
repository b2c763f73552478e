import { only } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';
import { onboardedFreelancer, verifiedOrderWithService } from '../activities/order-arrange.ts';

/*
 * F12 and F15 (and their /admin-panel/orders variants), ADMIN only. The order is a fresh
 * investor's outside the world, and the assigned freelancer a fresh one: the admin is meant to
 * change someone else's rows here, and the matrix proves no actor's rows change.
 */

export const access: RouteAccess[] = [
  {
    route: 'PATCH /api/order/:orderId/admin/:adminId',
    request: async ({ app, world }) => {
      const { order } = await verifiedOrderWithService(app);
      return { url: `/api/order/${order.id}/admin/${world.actors.admin.id}` };
    },
    expect: only(['admin'], 204),
  },
  {
    route: 'PATCH /api/admin-panel/orders/admin',
    request: async ({ app, world }) => {
      const { order } = await verifiedOrderWithService(app);
      return {
        url: '/api/admin-panel/orders/admin',
        body: { orderId: order.id, adminId: world.actors.admin.id },
      };
    },
    expect: only(['admin'], 204),
  },
  {
    route: 'PATCH /api/order-activity/:orderActivityId/freelancer/:freelancerId',
    request: async ({ app }) => {
      const { service } = await verifiedOrderWithService(app);
      const freelancer = await onboardedFreelancer(app);
      return { url: `/api/order-activity/${service.id}/freelancer/${freelancer.id}` };
    },
    expect: only(['admin'], 204),
  },
  {
    route: 'PATCH /api/admin-panel/orders/freelancer',
    request: async ({ app }) => {
      const { service } = await verifiedOrderWithService(app);
      const freelancer = await onboardedFreelancer(app);
      return {
        url: '/api/admin-panel/orders/freelancer',
        body: { orderActivityId: service.id, freelancerId: freelancer.id },
      };
    },
    expect: only(['admin'], 204),
  },
];
