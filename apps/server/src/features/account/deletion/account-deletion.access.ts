import { only } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';
import { createUser, DEFAULT_PASSWORD } from '../../../testing/factories.ts';

/*
 * Issue 12. The owner's deletion deletes the actors themselves, so it gets a world of its own:
 * each actor confirms with their own password and is gone afterwards. The temporary investor has
 * none (400: nothing to delete by hand). The world's admin is not the last one (the bootstrap
 * admin of the template and the matrix's reference reader exist), so it may go too. The admin's
 * deletion targets a fresh freelancer outside the world per call: no actor's rows change.
 */
export const access: RouteAccess[] = [
  {
    route: 'POST /api/account/deletion',
    request: ({ world, actor }) => ({
      url: '/api/account/deletion',
      body: {
        password:
          actor === 'anonymous'
            ? DEFAULT_PASSWORD
            : (world.actors[actor].password ?? DEFAULT_PASSWORD),
      },
    }),
    expect: {
      ...only(['freelancerA', 'freelancerB', 'investor', 'admin'], 204),
      temporaryInvestor: 400,
    },
    freshWorld: true,
  },
  {
    route: 'POST /api/admin-panel/users/:id/deletion',
    request: async ({ app }) => {
      const { user } = await createUser(app, { role: 'FREELANCER' });
      return { url: `/api/admin-panel/users/${user.id}/deletion`, body: { email: user.email } };
    },
    expect: only(['admin'], 204),
  },
];
