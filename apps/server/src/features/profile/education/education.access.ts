import type { EducationBody } from '@handlowo/contract';
import { FREELANCERS, only } from '../../../testing/access/expectations.ts';
import type { RequestContext, RouteAccess } from '../../../testing/access/types.ts';
import { profileRead } from '../visibility/profile-read-access.ts';
import { insertEducation } from './education.repository.ts';

const body: EducationBody = {
  nameOfEducation: 'Zarządzanie sprzedażą',
  titleOfEducation: 'Uniwersytet Ekonomiczny w Krakowie',
  startDate: '2012-10-01',
  endDate: '2015-06-01',
  localization: { country: 'POLAND', state: 'MALOPOLSKIE', city: 'Kraków' },
};

/** A fresh entry of freelancer A for each request: B must get 404 for it, A changes it. */
const educationOfA = async ({ app, world }: RequestContext) =>
  (await insertEducation(app.db, world.actors.freelancerA.id, body)).id;

const ownerOnly = { ...only(FREELANCERS, 204), freelancerB: 404 };

/** D44–D47. Reads by freelancer id: freelancers and admins, investors 404 (`profileRead`); writes: the owning freelancer. */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/freelancer/education/:id',
    request: ({ world }) => ({
      url: `/api/freelancer/education/${world.actors.freelancerA.id}`,
    }),
    expect: profileRead(200),
  },
  {
    route: 'POST /api/freelancer/education',
    request: () => ({ url: '/api/freelancer/education', body }),
    expect: only(FREELANCERS, 201),
  },
  {
    route: 'PATCH /api/freelancer/education/:id',
    request: async (context) => ({
      url: `/api/freelancer/education/${await educationOfA(context)}`,
      body: { ...body, endDate: null },
    }),
    expect: ownerOnly,
  },
  {
    route: 'DELETE /api/freelancer/education/:id',
    request: async (context) => ({
      url: `/api/freelancer/education/${await educationOfA(context)}`,
    }),
    expect: ownerOnly,
  },
];
