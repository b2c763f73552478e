import { loggedIn } from '../../testing/access/expectations.ts';
import type { RouteAccess } from '../../testing/access/types.ts';

/** D25: any logged-in user reads freelancer A's tools. */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/freelancer/tools/:id',
    request: ({ world }) => ({ url: `/api/freelancer/tools/${world.actors.freelancerA.id}` }),
    expect: loggedIn(200),
  },
];
