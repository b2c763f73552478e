import { only } from '../../../testing/access/expectations.ts';
import type { RequestContext, RouteAccess } from '../../../testing/access/types.ts';
import { firstOrderOf, freeTaskOf, setOrder, someServiceOf } from './order-arrange.ts';

/**
 * E4–E6 on the registered investor's order and services: the temporary investor gets 404 (not
 * its order), every other role 403. E4 names the order, since without `orderId` the temporary
 * investor would add to its own order.
 */
const ownerOnly = (status: number) => ({ ...only(['investor'], status), temporaryInvestor: 404 });

/** The investor's first order, reopened when another route's entry has moved it on. */
async function investorOrder({ app, world }: RequestContext) {
  const order = await firstOrderOf(app, world.actors.investor.id);
  if (order.status === 'ACTIVE' || order.status === 'REALIZED') {
    await setOrder(app, order.id, { status: 'NEW' });
  }
  return order;
}

const service = (pipelineMainTaskId: number) => ({
  amount: 12,
  period: 3,
  startDate: '2027-05-04',
  description: 'Telefoniczne umawianie spotkań z dyrektorami sprzedaży.',
  pipelineMainTaskId,
});

const add = (url: string): RouteAccess => ({
  route: `POST ${url}`,
  request: async (context) => {
    const order = await investorOrder(context);
    const taskId = await freeTaskOf(context.app, order.id);
    return { url, body: { ...service(taskId), orderId: order.id } };
  },
  expect: ownerOnly(201),
});

export const access: RouteAccess[] = [
  add('/api/order-activity'),
  add('/api/orders-activity'),
  {
    route: 'PATCH /api/order-activity/:id',
    request: async (context) => {
      const row = await someServiceOf(context.app, (await investorOrder(context)).id);
      return { url: `/api/order-activity/${row.id}`, body: service(row.pipelineMainTaskId) };
    },
    expect: ownerOnly(204),
  },
  {
    route: 'DELETE /api/order-activity/:id',
    request: async (context) => {
      const row = await someServiceOf(context.app, (await investorOrder(context)).id);
      return { url: `/api/order-activity/${row.id}` };
    },
    expect: ownerOnly(204),
  },
];
