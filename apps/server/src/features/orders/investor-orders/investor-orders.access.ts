import { INVESTORS, only } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';
import { firstOrderOf } from '../activities/order-arrange.ts';
import { makeRoomForOrders, realizedOrderOf } from './investor-orders-arrange.ts';

/*
 * 'Moje zlecenia' (issue 27): every investor (the temporary one too) reads and creates its own
 * orders; another investor's order is 404 (the temporary investor on the registered one's), every
 * other role 403. Creations first make room under the limit, since the world is shared.
 */
const ownerOnly = (status: number) => ({ ...only(['investor'], status), temporaryInvestor: 404 });

export const access: RouteAccess[] = [
  {
    route: 'GET /api/investor/orders',
    request: () => ({ url: '/api/investor/orders' }),
    expect: only(INVESTORS, 200),
  },
  {
    route: 'GET /api/investor/orders/:orderId',
    request: async ({ app, world }) => {
      const order = await firstOrderOf(app, world.actors.investor.id);
      return { url: `/api/investor/orders/${order.id}` };
    },
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/investor/orders',
    request: async ({ app, world }) => {
      await makeRoomForOrders(app, world.actors.investor.id);
      await makeRoomForOrders(app, world.actors.temporaryInvestor.id);
      return { url: '/api/investor/orders' };
    },
    expect: only(INVESTORS, 201),
  },
  {
    route: 'POST /api/investor/orders/:orderId/repeat',
    request: async ({ app, world }) => {
      await makeRoomForOrders(app, world.actors.investor.id);
      const order = await realizedOrderOf(app, world.actors.investor.id);
      return { url: `/api/investor/orders/${order.id}/repeat` };
    },
    expect: ownerOnly(201),
  },
];
