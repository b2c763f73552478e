import { only } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';
import { offeredService } from './offer-arrange.ts';

/*
 * The freelancer's answers (issue 25): each call gets a fresh service offered to freelancer A.
 * Freelancer B answering it gets 404 (not theirs), every other role 403.
 */

const answer = (action: 'accept' | 'decline', body?: unknown): RouteAccess => ({
  route: `POST /api/freelancer/me/assignments/:orderActivityId/${action}`,
  request: async ({ app, world }) => {
    const { service } = await offeredService(app, world.actors.freelancerA.id);
    return { url: `/api/freelancer/me/assignments/${service.id}/${action}`, body };
  },
  expect: { ...only(['freelancerA'], 204), freelancerB: 404 },
});

export const access: RouteAccess[] = [
  answer('accept'),
  answer('decline', { reason: 'Nie mam wolnych terminów w tym okresie.' }),
];
