import { eq } from 'drizzle-orm';
import { orderActivities } from '../../../db/schema/index.ts';
import { FREELANCERS, only } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';
import { createUser } from '../../../testing/factories.ts';
import { addServiceRow, firstOrderOf, setOrder } from '../activities/order-arrange.ts';

/*
 * The freelancer's workspace (issue 25): reads of the caller's own services. The brief of a
 * service offered to freelancer A: A reads it, B gets 404 (not theirs), other roles 403.
 */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/freelancer/me/assignments',
    request: () => ({ url: '/api/freelancer/me/assignments?state=OFFERED' }),
    expect: only(FREELANCERS, 200),
  },
  {
    route: 'GET /api/freelancer/me/assignments/:orderActivityId',
    request: async ({ app, world }) => {
      const investor = (await createUser(app, { role: 'INVESTOR', company: 'Firma' })).user;
      const order = await firstOrderOf(app, investor.id);
      await setOrder(app, order.id, { status: 'VERYFICATION', pipelineId: 1 });
      const service = await addServiceRow(app, order.id, world.actors.freelancerA.id);
      await app.db
        .update(orderActivities)
        .set({ offerState: 'OFFERED', offeredAt: new Date() })
        .where(eq(orderActivities.id, service.id));
      return { url: `/api/freelancer/me/assignments/${service.id}` };
    },
    expect: { ...only(['freelancerA'], 200), freelancerB: 404 },
  },
  {
    route: 'GET /api/freelancer/me/products',
    request: () => ({ url: '/api/freelancer/me/products?search=a' }),
    expect: only(FREELANCERS, 200),
  },
  {
    route: 'GET /api/freelancer/me/guardians',
    request: () => ({ url: '/api/freelancer/me/guardians' }),
    expect: only(FREELANCERS, 200),
  },
];
