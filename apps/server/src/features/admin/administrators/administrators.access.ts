import { only } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';
import { createUser, uniqueEmail } from '../../../testing/factories.ts';

/*
 * F10, F11, the invitation and the removal of an admin: ADMIN only. The removed admin is a fresh
 * one outside the world (made for each caller), so no actor's rows change.
 */

export const access: RouteAccess[] = [
  {
    route: 'GET /api/admin-panel/admins',
    request: () => ({ url: '/api/admin-panel/admins?page=0&size=10' }),
    expect: only(['admin'], 200),
  },
  {
    route: 'GET /api/admin-panel/admins/search/:query',
    request: ({ world }) => ({
      url: `/api/admin-panel/admins/search/${encodeURIComponent(world.actors.admin.email)}?size=5`,
    }),
    expect: only(['admin'], 200),
  },
  {
    route: 'POST /api/admin-panel/admins',
    request: () => ({
      url: '/api/admin-panel/admins',
      body: { email: uniqueEmail('invited-admin'), firstName: 'Anna', lastName: 'Nowak' },
    }),
    expect: only(['admin'], 201),
  },
  {
    route: 'DELETE /api/admin-panel/admins/:id',
    request: async ({ app }) => {
      const { user } = await createUser(app, { role: 'ADMIN' });
      return { url: `/api/admin-panel/admins/${user.id}` };
    },
    expect: only(['admin'], 204),
  },
];
