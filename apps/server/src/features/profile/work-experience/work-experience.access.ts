import type { WorkExperienceBody } from '@handlowo/contract';
import { FREELANCERS, only } from '../../../testing/access/expectations.ts';
import type { RequestContext, RouteAccess } from '../../../testing/access/types.ts';
import { profileRead } from '../visibility/profile-read-access.ts';
import { insertExperience } from './work-experience.repository.ts';

const body: WorkExperienceBody = {
  jobTitle: 'Key Account Manager',
  companyName: 'Handel Plus',
  country: 'POLAND',
  state: 'MAZOWIECKIE',
  city: 'Warszawa',
  startDate: '2019-03-01',
  endDate: null,
};

/** A fresh entry of freelancer A for each request: B must get 404 for it, A changes it. */
const experienceOfA = async ({ app, world }: RequestContext) =>
  (await insertExperience(app.db, world.actors.freelancerA.id, body)).id;

const ownerOnly = { ...only(FREELANCERS, 204), freelancerB: 404 };

/** D40–D43. Reads by freelancer id: freelancers and admins, investors 404 (`profileRead`); writes: the owning freelancer. */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/workExperience/freelancer/:id',
    request: ({ world }) => ({
      url: `/api/workExperience/freelancer/${world.actors.freelancerA.id}`,
    }),
    expect: profileRead(200),
  },
  {
    route: 'POST /api/workExperience/freelancer',
    request: () => ({ url: '/api/workExperience/freelancer', body }),
    expect: only(FREELANCERS, 201),
  },
  {
    route: 'PATCH /api/workExperience/freelancer/:id',
    request: async (context) => ({
      url: `/api/workExperience/freelancer/${await experienceOfA(context)}`,
      body: { ...body, endDate: '2024-06-01' },
    }),
    expect: ownerOnly,
  },
  {
    route: 'DELETE /api/workExperience/freelancer/:id',
    request: async (context) => ({
      url: `/api/workExperience/freelancer/${await experienceOfA(context)}`,
    }),
    expect: ownerOnly,
  },
];
