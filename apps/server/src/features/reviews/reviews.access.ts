import { loggedIn } from '../../testing/access/expectations.ts';
import type { RouteAccess } from '../../testing/access/types.ts';

/** D37–D39: any logged-in user reads freelancer A's reviews. */
export const access: RouteAccess[] = [
  '/api/opinions/freelancer',
  '/api/opinions/freelancer/general',
  '/api/opinions/freelancer/distribution',
].map((path) => ({
  route: `GET ${path}/:id`,
  request: ({ world }) => ({ url: `${path}/${world.actors.freelancerA.id}` }),
  expect: loggedIn(200),
}));
