import { only } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';

/** F4, F5: ADMIN only. */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/admin-panel/freelancers',
    request: () => ({ url: '/api/admin-panel/freelancers?page=0&size=5&sort=lastName,asc' }),
    expect: only(['admin'], 200),
  },
  {
    route: 'GET /api/admin-panel/freelancers/search/:query',
    request: () => ({ url: `/api/admin-panel/freelancers/search/${encodeURIComponent('Łukasz')}` }),
    expect: only(['admin'], 200),
  },
];
