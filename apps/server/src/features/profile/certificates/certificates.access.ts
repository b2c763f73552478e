import type { CertificateBody } from '@handlowo/contract';
import { FREELANCERS, only } from '../../../testing/access/expectations.ts';
import type { RequestContext, RouteAccess } from '../../../testing/access/types.ts';
import { profileRead } from '../visibility/profile-read-access.ts';
import { insertCertificate } from './certificates.repository.ts';

const body: CertificateBody = {
  name: 'Certyfikat Salesforce Administrator',
  info: 'Salesforce',
  dateOfObtaining: '2023-05-01',
  certificateType: 'CERTIFICATE',
  endDate: '2026-05-01',
};

/** A fresh certificate of freelancer A for each request: B must get 404 for it, A changes it. */
const certificateOfA = async ({ app, world }: RequestContext) =>
  (await insertCertificate(app.db, world.actors.freelancerA.id, body)).id;

const ownerOnly = { ...only(FREELANCERS, 204), freelancerB: 404 };

/** D21–D24. Reads by freelancer id: freelancers and admins, investors 404 (`profileRead`); writes: the owning freelancer. */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/certificate/freelancer/:id',
    request: ({ world }) => ({
      url: `/api/certificate/freelancer/${world.actors.freelancerA.id}`,
    }),
    expect: profileRead(200),
  },
  {
    route: 'POST /api/certificate/freelancer',
    request: () => ({ url: '/api/certificate/freelancer', body }),
    expect: only(FREELANCERS, 201),
  },
  {
    route: 'PATCH /api/certificate/freelancer/:id',
    request: async (context) => ({
      url: `/api/certificate/freelancer/${await certificateOfA(context)}`,
      body: { ...body, name: 'Licencja agenta ubezpieczeniowego', certificateType: 'LICENSE' },
    }),
    expect: ownerOnly,
  },
  {
    route: 'DELETE /api/certificate/freelancer/:id',
    request: async (context) => ({
      url: `/api/certificate/freelancer/${await certificateOfA(context)}`,
    }),
    expect: ownerOnly,
  },
];
