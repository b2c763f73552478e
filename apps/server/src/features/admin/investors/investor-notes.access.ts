import { only } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';

/** The investor detail's 'Ankieta' and preference notes (issue 27): ADMIN only. */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/admin-panel/investors/:id/questionnaire',
    request: ({ world }) => ({
      url: `/api/admin-panel/investors/${world.actors.investor.id}/questionnaire`,
    }),
    expect: only(['admin'], 200),
  },
  {
    route: 'GET /api/admin-panel/investors/:id/order-preferences',
    request: ({ world }) => ({
      url: `/api/admin-panel/investors/${world.actors.investor.id}/order-preferences`,
    }),
    expect: only(['admin'], 200),
  },
];
