import { only } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';
import { verifiedOrderWithService } from '../../orders/activities/order-arrange.ts';

/*
 * F13 and F14, ADMIN only, read-only. One entry per route (the matrix allows no more): F13 with
 * `orderActivityId` (the scored path: a fresh investor's service), F14 without it (the plain
 * path); the API tests run both paths on both routes.
 */

export const access: RouteAccess[] = [
  {
    route: 'GET /api/admin-panel/freelancers/assignable',
    request: async ({ app }) => {
      const { service } = await verifiedOrderWithService(app);
      return {
        url: `/api/admin-panel/freelancers/assignable?page=0&size=5&orderActivityId=${service.id}`,
      };
    },
    expect: only(['admin'], 200),
  },
  {
    route: 'GET /api/admin-panel/freelancers/assignable/search/:query',
    request: () => ({ url: '/api/admin-panel/freelancers/assignable/search/kowal?size=5' }),
    expect: only(['admin'], 200),
  },
];
