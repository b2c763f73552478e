import type { RouteAccess } from '../../../testing/access/types.ts';
import { profileRead } from '../visibility/profile-read-access.ts';

/** D25: freelancers and admins read (investors 404, `profileRead`) freelancer A's tools. */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/freelancer/tools/:id',
    request: ({ world }) => ({ url: `/api/freelancer/tools/${world.actors.freelancerA.id}` }),
    expect: profileRead(200),
  },
];
