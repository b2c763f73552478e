import { FREELANCERS, only, ownAnswerSave } from '../../testing/access/expectations.ts';
import type { RouteAccess } from '../../testing/access/types.ts';
import { profileRead } from './visibility/profile-read-access.ts';

const save = (url: string, body: unknown) => ownAnswerSave(FREELANCERS, url, () => body);

/**
 * D1 (freelancer A's data: A and admins only, everyone else 404 as for an unknown id), D2 (
 * `profileRead`), D3 (the caller's own), D11–D14 and D18 (the caller's own saves).
 */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/freelancer/me/:id',
    request: ({ world }) => ({ url: `/api/freelancer/me/${world.actors.freelancerA.id}` }),
    expect: {
      anonymous: 403,
      freelancerA: 200,
      freelancerB: 404,
      temporaryInvestor: 404,
      investor: 404,
      admin: 200,
    },
  },
  {
    route: 'GET /api/freelancer/bar/:id',
    request: ({ world }) => ({ url: `/api/freelancer/bar/${world.actors.freelancerA.id}` }),
    expect: profileRead(200),
  },
  {
    route: 'GET /api/complete/freelancer/me',
    request: () => ({ url: '/api/complete/freelancer/me' }),
    expect: only(FREELANCERS, 200),
  },
  {
    route: 'GET /api/complete/freelancer/me/details',
    request: () => ({ url: '/api/complete/freelancer/me/details' }),
    expect: only(FREELANCERS, 200),
  },
  save('/api/freelancer/me/name', { firstName: 'Anna', lastName: 'Nowak-Kowalska' }),
  // The snapshot's scalar form; the multipart form is covered by the feature's tests.
  save('/api/freelancer/me/company', 'Firma Testowa'),
  save('/api/freelancer/me/localization', {
    country: 'POLAND',
    state: 'MAZOWIECKIE',
    city: 'Radom',
  }),
  save('/api/freelancer/me/localization/workingArea', {
    workingArea: 'STATE',
    workingAreaValue: 'MAZOWIECKIE',
  }),
  save('/api/languages', [
    { language: 'POLISH', level: 5 },
    { language: 'ENGLISH', level: 3 },
  ]),
];
