import type { FastifyInstance } from 'fastify';
import { loggedIn, only } from '../../testing/access/expectations.ts';
import type { Actor, RouteAccess, World } from '../../testing/access/types.ts';
import { conversationOrder, newUserId, storeMessage } from './conversation-arrange.ts';

/*
 * Issue 26. Reads use an order of the world's investor, guarded by the world's admin, with a
 * service of freelancer A: those three are members, freelancer B and the temporary investor are
 * not (404, never 403). A write to a conversation also changes the rows of everyone the order
 * belongs to (the investor's order, the guardian's), so each write gets an order of its own
 * where the caller is the only actor of the world: the investor's new order, freelancer A's
 * service, or an order of new people that any admin may write in and the others do not belong to.
 */

/** An order of the world's investor, guarded by the world's admin, served by freelancer A. */
const worldOrder = (app: FastifyInstance, world: World) =>
  conversationOrder(app, {
    investorId: world.actors.investor.id,
    guardianId: world.actors.admin.id,
    freelancerIds: [world.actors.freelancerA.id],
  });

/** An order whose only world member is `actor` (none for freelancer B, the temporary investor). */
async function orderOf(app: FastifyInstance, world: World, actor: Actor) {
  const investorId =
    actor === 'investor' ? world.actors.investor.id : await newUserId(app, 'INVESTOR');
  const freelancerId =
    actor === 'freelancerA' ? world.actors.freelancerA.id : await newUserId(app, 'FREELANCER');
  const guardianId = await newUserId(app, 'ADMIN');
  const order = await conversationOrder(app, {
    investorId,
    guardianId,
    freelancerIds: [freelancerId],
  });
  return { order, investorId, freelancerId, guardianId };
}

/** The caller's own fresh message in `orderOf`'s order (the fresh freelancer's for non-members). */
async function ownMessage(app: FastifyInstance, world: World, actor: Actor) {
  const { order, freelancerId } = await orderOf(app, world, actor);
  const outsider =
    actor === 'anonymous' || actor === 'freelancerB' || actor === 'temporaryInvestor';
  const messageId = await storeMessage(app, {
    orderId: order.id,
    authorId: outsider ? freelancerId : world.actors[actor].id,
    authorRole: actor === 'admin' ? 'ADMIN' : actor === 'investor' ? 'INVESTOR' : 'FREELANCER',
  });
  return `/api/orders/${order.id}/messages/${messageId}`;
}

/** The members get `status`; the others who are logged in 404, the anonymous caller 403. */
const membersOnly = (status: number): Record<Actor, number> => ({
  anonymous: 403,
  freelancerA: status,
  freelancerB: 404,
  temporaryInvestor: 404,
  investor: status,
  admin: status,
});

export const access: RouteAccess[] = [
  {
    route: 'GET /api/conversations',
    request: () => ({ url: '/api/conversations' }),
    expect: loggedIn(200),
  },
  {
    route: 'GET /api/conversations/unread-count',
    request: () => ({ url: '/api/conversations/unread-count' }),
    expect: loggedIn(200),
  },
  {
    route: 'GET /api/orders/:orderId/messages',
    async request({ app, world }) {
      const order = await worldOrder(app, world);
      await storeMessage(app, {
        orderId: order.id,
        authorId: world.actors.investor.id,
        authorRole: 'INVESTOR',
      });
      return { url: `/api/orders/${order.id}/messages?limit=20` };
    },
    // Freelancer A's service in the investor's order opens A's profile to the investor: the
    // shared world's profile routes expect it closed.
    freshWorld: true,
    expect: membersOnly(200),
  },
  {
    route: 'POST /api/orders/:orderId/messages',
    async request({ app, world, actor }) {
      const { order } = await orderOf(app, world, actor);
      return { url: `/api/orders/${order.id}/messages`, body: { text: 'Dzień dobry!' } };
    },
    expect: membersOnly(201),
  },
  {
    route: 'PATCH /api/orders/:orderId/messages/:messageId',
    request: async ({ app, world, actor }) => ({
      url: await ownMessage(app, world, actor),
      body: { text: 'Poprawiona treść' },
    }),
    expect: membersOnly(200),
  },
  {
    route: 'DELETE /api/orders/:orderId/messages/:messageId',
    request: async ({ app, world, actor }) => ({ url: await ownMessage(app, world, actor) }),
    expect: membersOnly(204),
  },
  {
    route: 'POST /api/orders/:orderId/messages/read',
    async request({ app, world, actor }) {
      const { order, guardianId } = await orderOf(app, world, actor);
      const upTo = await storeMessage(app, {
        orderId: order.id,
        authorId: guardianId,
        authorRole: 'ADMIN',
      });
      return { url: `/api/orders/${order.id}/messages/read`, body: { upTo } };
    },
    expect: membersOnly(204),
  },
  {
    route: 'POST /api/admin-panel/messages/:messageId/hide',
    async request({ app }) {
      const investorId = await newUserId(app, 'INVESTOR');
      const order = await conversationOrder(app, { investorId, guardianId: null });
      const id = await storeMessage(app, {
        orderId: order.id,
        authorId: investorId,
        authorRole: 'INVESTOR',
      });
      return { url: `/api/admin-panel/messages/${id}/hide` };
    },
    expect: only(['admin'], 204),
  },
];
