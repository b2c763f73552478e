import { expect } from 'vitest';
import { FREELANCERS, loggedIn, only } from '../../../testing/access/expectations.ts';
import { imageUploadRequest } from '../../../testing/access/image-upload-request.ts';
import { send } from '../../../testing/access/send.ts';
import type { RequestContext, RouteAccess, World } from '../../../testing/access/types.ts';
import { profileRead } from '../visibility/profile-read-access.ts';

/** Freelancer A's avatar and background, uploaded once per world, so that reads answer 200. */
const uploads = new WeakMap<World, Promise<void>>();
function withPicturesOfA({ app, world }: RequestContext): Promise<void> {
  let done = uploads.get(world);
  if (!done) {
    done = (async () => {
      for (const url of ['/api/user/avatar', '/api/freelancer/backgroundPicture']) {
        const res = await send(
          app,
          'PATCH',
          { url, ...(await imageUploadRequest()) },
          world.actors.freelancerA.token,
        );
        expect(res.statusCode, `${url}: ${res.body}`).toBe(204);
      }
    })();
    uploads.set(world, done);
  }
  return done;
}

/** D4-D10. Reads by id: freelancers and admins, investors 404 (`profileRead`); writes act on the caller. */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/user/avatar/:id',
    request: async (context) => {
      await withPicturesOfA(context);
      return { url: `/api/user/avatar/${context.world.actors.freelancerA.id}` };
    },
    expect: profileRead(200),
  },
  {
    route: 'PATCH /api/user/avatar',
    request: async () => ({ url: '/api/user/avatar', ...(await imageUploadRequest()) }),
    expect: loggedIn(204),
  },
  {
    route: 'DELETE /api/user/avatar',
    request: () => ({ url: '/api/user/avatar' }),
    expect: loggedIn(204),
  },
  {
    route: 'GET /api/freelancer/backgroundPicture/:id',
    request: async (context) => {
      await withPicturesOfA(context);
      return { url: `/api/freelancer/backgroundPicture/${context.world.actors.freelancerA.id}` };
    },
    expect: profileRead(200),
  },
  ...(['PATCH', 'POST'] as const).map(
    (method): RouteAccess => ({
      route: `${method} /api/freelancer/backgroundPicture`,
      request: async () => ({
        url: '/api/freelancer/backgroundPicture',
        ...(await imageUploadRequest()),
      }),
      expect: only(FREELANCERS, 204),
    }),
  ),
  {
    route: 'DELETE /api/freelancer/backgroundPicture',
    request: () => ({ url: '/api/freelancer/backgroundPicture' }),
    expect: only(FREELANCERS, 204),
  },
];
