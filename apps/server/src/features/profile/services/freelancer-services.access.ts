import type { Activity, FreelancerActivity } from '@handlowo/contract';
import { FREELANCERS, only } from '../../../testing/access/expectations.ts';
import { send } from '../../../testing/access/send.ts';
import type { RequestContext, RouteAccess } from '../../../testing/access/types.ts';
import { createUser } from '../../../testing/factories.ts';
import { profileRead } from '../visibility/profile-read-access.ts';

/**
 * A catalogue service the caller does not offer yet: the routes share one world, and B16 has
 * already given the freelancers services, so a fixed pick could be "already on the list".
 */
async function serviceToAdd({ app, world, actor, read }: RequestContext): Promise<number> {
  const catalogue = await read<Activity[]>('/api/activities');
  let taken = new Set<number>();
  if (actor === 'freelancerA' || actor === 'freelancerB') {
    const { id, token } = world.actors[actor];
    const res = await send(app, 'GET', { url: `/api/activities/freelancer/${id}` }, token);
    taken = new Set(res.json<FreelancerActivity[]>().map((s) => s.activityId));
  }
  const free = catalogue.findLast((a) => !taken.has(a.id));
  if (!free) throw new Error('every catalogue service is already on the list');
  return free.id;
}

/** D26–D28: reads by freelancers and admins (investors 404, `profileRead`), D27 on the caller's list, D28 by admins only. */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/activities/freelancer/:id',
    request: ({ world }) => ({ url: `/api/activities/freelancer/${world.actors.freelancerA.id}` }),
    expect: profileRead(200),
  },
  {
    route: 'POST /api/freelancer/me/activity',
    request: async (context) => ({
      url: '/api/freelancer/me/activity',
      body: { activityId: await serviceToAdd(context), level: 4 },
    }),
    expect: only(FREELANCERS, 201),
  },
  {
    // The target is a freelancer outside the world: the admin is meant to change another
    // user's rows here, and the matrix proves that no actor's rows change.
    route: 'PATCH /api/freelancer/:id/activities',
    request: async ({ app, read }) => {
      const target = await createUser(app, { role: 'FREELANCER' });
      const last = (await read<Activity[]>('/api/activities')).at(-1);
      return {
        url: `/api/freelancer/${target.user.id}/activities`,
        body: [{ activityId: last?.id, level: 2 }],
      };
    },
    expect: only(['admin'], 204),
  },
];
