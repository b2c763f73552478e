import type { FastifyInstance } from 'fastify';
import { notifications } from '../../db/schema/index.ts';
import { loggedIn } from '../../testing/access/expectations.ts';
import type { LoggedActor, RouteAccess } from '../../testing/access/types.ts';

/** A notification of freelancer A's for each request, so an allowed call finds one unread. */
async function freelancerANotification(app: FastifyInstance, userId: number): Promise<number> {
  const [row] = await app.db
    .insert(notifications)
    .values({
      userId,
      kind: 'ORDER_ACTIVE',
      params: { orderNumber: 1 },
      link: '/freelancer/orders',
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('no notification inserted');
  return row.id;
}

/** A kind each role receives, for a valid settings body. */
const kindOf: Record<LoggedActor | 'anonymous', string> = {
  anonymous: 'ORDER_ACTIVE',
  freelancerA: 'OFFER_RECEIVED',
  freelancerB: 'REVIEW_RECEIVED',
  temporaryInvestor: 'GUARDIAN_ASSIGNED',
  investor: 'ORDER_REALIZED',
  admin: 'OFFER_DECLINED',
};

/**
 * Issue 25: every logged-in actor reads and marks its own notifications and sets its own e-mail
 * settings; freelancer A's notification is nobody else's (404). The stream ends at once in tests
 * (testing/test-config.ts), so its 200 is read whole.
 */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/notifications',
    request: () => ({ url: '/api/notifications?page=0&size=20' }),
    expect: loggedIn(200),
  },
  {
    route: 'GET /api/notifications/unread-count',
    request: () => ({ url: '/api/notifications/unread-count' }),
    expect: loggedIn(200),
  },
  {
    route: 'POST /api/notifications/:id/read',
    async request({ app, world }) {
      const id = await freelancerANotification(app, world.actors.freelancerA.id);
      return { url: `/api/notifications/${id}/read` };
    },
    expect: {
      anonymous: 403,
      freelancerA: 204,
      freelancerB: 404,
      temporaryInvestor: 404,
      investor: 404,
      admin: 404,
    },
  },
  {
    route: 'POST /api/notifications/read-all',
    request: () => ({ url: '/api/notifications/read-all' }),
    expect: loggedIn(204),
  },
  {
    route: 'GET /api/notifications/stream',
    request: () => ({ url: '/api/notifications/stream' }),
    expect: loggedIn(200),
  },
  {
    route: 'GET /api/account/notification-settings',
    request: () => ({ url: '/api/account/notification-settings' }),
    expect: loggedIn(200),
  },
  {
    route: 'PATCH /api/account/notification-settings',
    request: ({ actor }) => ({
      url: '/api/account/notification-settings',
      body: { kinds: [{ kind: kindOf[actor], email: false }] },
    }),
    expect: loggedIn(204),
  },
];
