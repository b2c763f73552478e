import { only } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';
import { reviewOf } from '../../orders/opinions/opinion-arrange.ts';

/*
 * Issue 27, FREELANCER: freelancer A answers a fresh review of them (written by an investor
 * outside the world); freelancer B may not answer it (404), other roles 403.
 */
export const access: RouteAccess[] = [
  {
    route: 'POST /api/freelancer/me/opinions/:opinionId/reply',
    request: async ({ app, world }) => ({
      url: `/api/freelancer/me/opinions/${await reviewOf(app, world.actors.freelancerA.id)}/reply`,
      body: { text: 'Dziękuję za współpracę!' },
    }),
    expect: { ...only(['freelancerA'], 201), freelancerB: 404 },
  },
];
