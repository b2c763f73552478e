import type { RouteAccess } from '../../../testing/access/types.ts';
import { profileRead } from '../visibility/profile-read-access.ts';

/**
 * The aggregate of freelancer A's profile: as its section reads (`profileRead`), freelancer B
 * included (its D1 section is null then); both investors 404, A being assigned to none of their
 * services in the matrix's world.
 */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/freelancer/:id/profile-page',
    request: ({ world }) => ({
      url: `/api/freelancer/${world.actors.freelancerA.id}/profile-page`,
    }),
    expect: profileRead(200),
  },
];
