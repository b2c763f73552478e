import { loggedIn, only } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';

/**
 * Issue 12: every logged-in actor downloads its own data; only admins download a user's, here
 * freelancer A's (reads: no rows change).
 */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/account/export',
    request: () => ({ url: '/api/account/export' }),
    expect: loggedIn(200),
  },
  {
    route: 'GET /api/admin-panel/users/:id/export',
    request: ({ world }) => ({
      url: `/api/admin-panel/users/${world.actors.freelancerA.id}/export`,
    }),
    expect: only(['admin'], 200),
  },
];
