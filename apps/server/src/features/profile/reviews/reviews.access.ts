import type { RouteAccess } from '../../../testing/access/types.ts';
import { profileRead } from '../visibility/profile-read-access.ts';

/** D37–D39: freelancers and admins read (investors 404, `profileRead`) freelancer A's reviews. */
export const access: RouteAccess[] = [
  '/api/opinions/freelancer',
  '/api/opinions/freelancer/general',
  '/api/opinions/freelancer/distribution',
].map((path) => ({
  route: `GET ${path}/:id`,
  request: ({ world }) => ({ url: `${path}/${world.actors.freelancerA.id}` }),
  expect: profileRead(200),
}));
