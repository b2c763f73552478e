import { only } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';

/** The order queue (issue 27): ADMIN only, with every filter at once. */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/admin-panel/orders',
    request: () => ({
      url:
        '/api/admin-panel/orders?status=NEW&guardian=none&awaitingAnswer=false&olderThanDays=3' +
        `&q=${encodeURIComponent('Łódź')}&page=0&size=5&sort=createdAt,desc`,
    }),
    expect: only(['admin'], 200),
  },
];
