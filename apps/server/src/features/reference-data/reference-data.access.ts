import { loggedIn } from '../../testing/access/expectations.ts';
import type { RouteAccess } from '../../testing/access/types.ts';

const lists = [
  '/api/specialization',
  '/api/workingHours',
  '/api/incomeGoals',
  '/api/industries',
  '/api/typeOfSales',
  '/api/sectors',
  '/api/activities',
  '/api/tools',
  '/api/activity-destiny',
  '/api/organization-stage',
  '/api/strategies',
  '/api/business-type',
  '/api/investor-role',
  '/api/employee-count-range',
  '/api/countries',
  '/api/states',
  '/api/languages',
  '/api/company-size',
  '/api/buyer-person',
];

/** B1, B5, …, D15–D17, E7, E8: any logged-in user, the temporary investor included (the wizard reads them). */
export const access: RouteAccess[] = lists.map((url) => ({
  route: `GET ${url}`,
  request: () => ({ url }),
  expect: loggedIn(200),
}));
