import { only } from '../../testing/access/expectations.ts';
import type { RouteAccess } from '../../testing/access/types.ts';
import { firstOrderOf, setOrder } from './activities/order-arrange.ts';

/**
 * E3 on the registered investor's order: the temporary investor (an investor too) gets 404 for
 * an order that is not its own; every other role 403. Another route's entry may have moved the
 * shared world's order on (E3 needs NEW), so it is reopened first.
 */
export const access: RouteAccess[] = [
  {
    route: 'PATCH /api/order/:orderId/pipeline/:pipelineId',
    request: async ({ app, world }) => {
      const order = await firstOrderOf(app, world.actors.investor.id);
      if (order.status !== 'NEW') await setOrder(app, order.id, { status: 'NEW' });
      return { url: `/api/order/${order.id}/pipeline/${order.pipelineId === 2 ? 3 : 2}` };
    },
    expect: { ...only(['investor'], 204), temporaryInvestor: 404 },
  },
];
