import { publicRoute } from '../../testing/access/expectations.ts';
import type { RouteAccess } from '../../testing/access/types.ts';

/** Health checks answer everyone (load balancers send no token). */
export const access: RouteAccess[] = ['/api/health', '/api/ready'].map((url) => ({
  route: `GET ${url}`,
  request: () => ({ url }),
  expect: publicRoute(200),
}));
