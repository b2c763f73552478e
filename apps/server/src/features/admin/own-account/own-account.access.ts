import { expect } from 'vitest';
import { only } from '../../../testing/access/expectations.ts';
import { imageUploadRequest } from '../../../testing/access/image-upload-request.ts';
import { send } from '../../../testing/access/send.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';

/* F17–F21: the admin acts on their own account; every other actor 403. */

export const access: RouteAccess[] = [
  {
    route: 'GET /api/admin/avatar',
    // The admin's call finds an avatar (200); the upload is the admin's own row.
    request: async ({ app, world, actor }) => {
      if (actor === 'admin') {
        const url = '/api/admin/avatar';
        const res = await send(
          app,
          'PATCH',
          { url, ...(await imageUploadRequest()) },
          world.actors.admin.token,
        );
        expect(res.statusCode, res.body).toBe(204);
      }
      return { url: '/api/admin/avatar' };
    },
    expect: only(['admin'], 200),
  },
  {
    route: 'PATCH /api/admin/avatar',
    request: async () => ({ url: '/api/admin/avatar', ...(await imageUploadRequest()) }),
    expect: only(['admin'], 204),
  },
  {
    route: 'DELETE /api/admin/avatar',
    request: () => ({ url: '/api/admin/avatar' }),
    expect: only(['admin'], 204),
  },
  {
    route: 'PATCH /api/admin/primary-data',
    // Names only: the world's admin keeps the e-mail other routes may log in with.
    request: () => ({ url: '/api/admin/primary-data', body: { firstName: 'Zofia', lastName: '' } }),
    expect: only(['admin'], 204),
  },
  {
    route: 'PATCH /api/admin/password',
    request: ({ world }) => ({
      url: '/api/admin/password',
      body: { oldPassword: world.actors.admin.password, newPassword: 'NoweHaslo123!' },
    }),
    expect: only(['admin'], 204),
    // Success ends the admin's sessions: the world's admin token stops working.
    freshWorld: true,
  },
];
