import type {
  Activity,
  IncomeGoalOption,
  Industry,
  SalesTool,
  Sector,
  Specialization,
  TypeOfSalesOption,
  WorkingHourOption,
} from '@handlowo/contract';
import { FREELANCERS, only, ownAnswerSave } from '../../../testing/access/expectations.ts';
import type { RequestContext, RouteAccess } from '../../../testing/access/types.ts';

/** The last item: the actors were onboarded with the first ones, so a save really changes data. */
const last = async <T>(read: RequestContext['read'], url: string): Promise<T> => {
  const list = await read<T[]>(url);
  const item = list.at(-1);
  if (item === undefined) throw new Error(`${url} is empty`);
  return item;
};

/** A freelancer's own answers: both freelancers may save theirs, nobody else. */
const save = (url: string, body: Parameters<typeof ownAnswerSave>[2]) =>
  ownAnswerSave(FREELANCERS, url, body);

/** A9, B2–B19: the caller's own data; B2 names freelancer A, so B gets 404 (API.md 1.5). */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/freelancer/me',
    request: () => ({ url: '/api/freelancer/me' }),
    expect: only(FREELANCERS, 200),
  },
  {
    route: 'PATCH /api/specialization/freelancer/:freelancerId',
    request: async ({ world, read }) => ({
      url: `/api/specialization/freelancer/${world.actors.freelancerA.id}`,
      body: String((await last<Specialization>(read, '/api/specialization')).id),
    }),
    expect: { ...only(['freelancerA'], 204), freelancerB: 404 },
  },
  {
    route: 'PATCH /api/specialization/freelancer/:freelancerId/:specializationId',
    request: async ({ world, read }) => ({
      url: `/api/specialization/freelancer/${world.actors.freelancerA.id}/${(await last<Specialization>(read, '/api/specialization')).id}`,
    }),
    expect: { ...only(['freelancerA'], 204), freelancerB: 404 },
  },
  save('/api/freelancer/me/experienceLevel', () => 'EXPERT'),
  save('/api/freelancer/me/workingDays', () => ['TUESDAY', 'WEDNESDAY']),
  save(
    '/api/freelancer/me/workingHours',
    async (read) => (await last<WorkingHourOption>(read, '/api/workingHours')).workingHour,
  ),
  save(
    '/api/freelancer/me/incomeGoal',
    async (read) => (await last<IncomeGoalOption>(read, '/api/incomeGoals')).incomeGoal,
  ),
  save('/api/freelancer/me/industries', async (read) => [
    (await last<Industry>(read, '/api/industries')).subIndustries.at(-1)?.id,
  ]),
  save(
    '/api/freelancer/me/typeOfSales',
    async (read) => (await last<TypeOfSalesOption>(read, '/api/typeOfSales')).typeOfSales,
  ),
  save('/api/sector/freelancer', async (read) => [(await last<Sector>(read, '/api/sectors')).id]),
  save('/api/freelancer/me/activities', async (read) => [
    { activityId: (await last<Activity>(read, '/api/activities')).id, level: 5 },
  ]),
  save('/api/freelancer/tools', async (read) => [(await last<SalesTool>(read, '/api/tools')).id]),
  // Both freelancers answered everything, so finishing (again) is allowed.
  save('/api/onboarding', () => undefined),
];
