import { only } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';

/** F1: ADMIN only. */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/admin-panel/stats',
    request: () => ({ url: '/api/admin-panel/stats' }),
    expect: only(['admin'], 200),
  },
];
