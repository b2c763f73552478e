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
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { decodeJwt } from '../decode-jwt.ts';
import { createUser } from '../factories.ts';
import { send } from './send.ts';
import type { ActorSession, RequestContext, World } from './types.ts';

type Read = RequestContext['read'];

/** A reader of reference lists (readable by any logged-in user), cached for the app's life. */
export function referenceReader(app: FastifyInstance): Read {
  const cache = new Map<string, Promise<unknown>>();
  let reader: Promise<string> | undefined;
  return <T>(url: string) => {
    let entry = cache.get(url);
    if (!entry) {
      reader ??= createUser(app, { role: 'ADMIN' }).then((created) => created.token);
      entry = reader.then(async (token) => {
        const res = await send(app, 'GET', { url }, token);
        if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
        return res.json();
      });
      cache.set(url, entry);
    }
    return entry as Promise<T>;
  };
}

const first = <T>(list: T[], what: string): T => {
  const item = list[0];
  if (item === undefined) throw new Error(`no ${what} in the reference data`);
  return item;
};

/** The reference lists a freelancer's onboarding picks from, read in parallel. */
export function readOnboardingOptions(read: Read) {
  return Promise.all([
    read<Specialization[]>('/api/specialization'),
    read<WorkingHourOption[]>('/api/workingHours'),
    read<IncomeGoalOption[]>('/api/incomeGoals'),
    read<Industry[]>('/api/industries'),
    read<TypeOfSalesOption[]>('/api/typeOfSales'),
    read<Sector[]>('/api/sectors'),
    read<Activity[]>('/api/activities'),
    read<SalesTool[]>('/api/tools'),
  ]);
}

/** Answers every onboarding step through the API and finishes it (isOnboardingPassed). */
async function onboardFreelancer(app: FastifyInstance, session: ActorSession, read: Read) {
  const [specializations, hours, goals, industries, types, sectors, activities, tools] =
    await readOnboardingOptions(read);
  const subIndustry = first(first(industries, 'industry').subIndustries, 'sub-industry');
  const saves: [string, unknown][] = [
    ['/api/freelancer/me/experienceLevel', 'SENIOR'],
    [
      `/api/specialization/freelancer/${session.id}`,
      String(first(specializations, 'specialization').id),
    ],
    ['/api/freelancer/me/workingDays', ['MONDAY', 'FRIDAY']],
    ['/api/freelancer/me/workingHours', first(hours, 'working hour').workingHour],
    ['/api/freelancer/me/incomeGoal', first(goals, 'income goal').incomeGoal],
    ['/api/freelancer/me/industries', [subIndustry.id]],
    ['/api/freelancer/me/typeOfSales', first(types, 'type of sales').typeOfSales],
    ['/api/sector/freelancer', [first(sectors, 'sector').id]],
    ['/api/freelancer/me/activities', [{ activityId: first(activities, 'activity').id, level: 3 }]],
    ['/api/freelancer/tools', [first(tools, 'tool').id]],
    ['/api/onboarding', undefined],
  ];
  for (const [url, body] of saves) {
    const res = await send(app, 'PATCH', { url, body }, session.token);
    expect(res.statusCode, `onboarding save ${url}: ${res.body}`).toBe(204);
  }
}

/** A temporary investor exactly as the start screen makes one (API.md A7). */
async function startTemporaryInvestor(app: FastifyInstance): Promise<ActorSession> {
  const res = await send(app, 'POST', { url: '/api/auth/start' }, undefined);
  expect(res.statusCode, res.body).toBe(200);
  const { token, email } = res.json<{ token: string; email: string }>();
  return { id: Number(decodeJwt(token).sub), email, token, password: null };
}

async function account(app: FastifyInstance, role: 'FREELANCER' | 'INVESTOR' | 'ADMIN') {
  const { user, token, password } = await createUser(app, { role });
  return { id: user.id, email: user.email, token, password };
}

/**
 * The five logged-in actors of the matrix, fresh for every route so that one route's writes (a
 * temporary investor that registers, a finished onboarding) never change another route's start.
 */
export async function createWorld(app: FastifyInstance, read: Read): Promise<World> {
  const [freelancerA, freelancerB, temporaryInvestor, investor, admin] = await Promise.all([
    account(app, 'FREELANCER'),
    account(app, 'FREELANCER'),
    startTemporaryInvestor(app),
    account(app, 'INVESTOR'),
    account(app, 'ADMIN'),
  ]);
  await Promise.all([
    onboardFreelancer(app, freelancerA, read),
    onboardFreelancer(app, freelancerB, read),
  ]);
  return { actors: { freelancerA, freelancerB, temporaryInvestor, investor, admin } };
}
