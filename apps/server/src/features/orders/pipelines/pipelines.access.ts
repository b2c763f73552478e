import { INVESTORS, only } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';

/** E1, E2: investors, the temporary one included (API.md E). */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/pipeline',
    request: () => ({ url: '/api/pipeline' }),
    expect: only(INVESTORS, 200),
  },
  {
    route: 'GET /api/pipeline/:id/main-task',
    request: () => ({ url: '/api/pipeline/3/main-task' }),
    expect: only(INVESTORS, 200),
  },
];
