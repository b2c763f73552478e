import { FREELANCERS, only } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';
import { sampleVideo } from '../../../testing/media-samples.ts';
import { multipartBody } from '../../../testing/multipart.ts';
import { profileRead } from '../visibility/profile-read-access.ts';

/** D19, D20. Reads by id: freelancers and admins, investors 404 (`profileRead`); the save acts on the calling freelancer. */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/about/freelancer/:id',
    request: ({ world }) => ({ url: `/api/about/freelancer/${world.actors.freelancerA.id}` }),
    expect: profileRead(200),
  },
  {
    route: 'PATCH /api/about',
    request: () => ({
      url: '/api/about',
      ...multipartBody([
        { name: 'about', value: 'Sprzedaję oprogramowanie od ośmiu lat.' },
        { name: 'mainPassion', value: 'Długie rozmowy z klientami.' },
        { name: 'video', filename: 'My video', contentType: 'video/mp4', data: sampleVideo('mp4') },
      ]),
    }),
    expect: only(FREELANCERS, 204),
  },
];
