import { INVESTORS, only } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';
import { uniqueEmail } from '../../../testing/factories.ts';

/** A8: only the temporary investor registers; a registered investor gets 400 (API.md A8). */
export const access: RouteAccess[] = [
  {
    route: 'PATCH /api/register/mock-investor',
    request: () => ({
      url: '/api/register/mock-investor',
      body: {
        firstName: 'Anna',
        lastName: 'Nowak',
        company: 'Firma',
        email: uniqueEmail('mock'),
        phone: '+48 511-222-333',
        privacy: true,
        regulations: true,
      },
    }),
    expect: { ...only(INVESTORS, 204), investor: 400 },
    // The temporary investor stops being temporary.
    freshWorld: true,
  },
];
