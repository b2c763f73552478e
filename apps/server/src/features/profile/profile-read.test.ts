import type { FreelancerBar, FreelancerData } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { bearer, createUser } from '../../testing/factories.ts';
import { insertOrderActivity } from '../../testing/order-factories.ts';
import { recordQueries } from '../../testing/query-log.ts';
import { getOk, sendRaw } from '../../testing/requests.ts';
import { insertReview, type NewReview } from './reviews/reviews.repository.ts';

let app: FastifyInstance;
const queries = recordQueries();
let admin: string;
let investor: { id: number; token: string };

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  admin = (await createUser(app, { role: 'ADMIN' })).token;
  const created = await createUser(app, { role: 'INVESTOR' });
  investor = { id: created.user.id, token: created.token };
});
afterAll(() => app.close());

async function freelancer() {
  const { user, token } = await createUser(app, { role: 'FREELANCER' });
  return { id: user.id, token };
}

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers: token ? bearer(token) : {} });

const patch = (url: string, token: string, payload: unknown) =>
  sendRaw(app, 'PATCH', `/api${url}`, { token, payload });

function expectUserNotFound(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ message: 'User not found' });
}

async function temporaryInvestorToken(): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/start' });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

const scores = (a: number, b: number, c: number, d: number): NewReview['scores'] => ({
  JAKOSC_WSPOLPRACY_I_ZAANGAZOWANIE: a,
  RESPONSYWNOSC_I_KONTAKT_Z_HANDLOWCEM: b,
  EFEKTY_WSPOLPRACY_I_LICZBA_AKTYWNOSCI: c,
  ZADOWOLENIE_Z_WYKONANYCH_AKTYWNOSCI: d,
});

/**
 * A real service of a fresh investor's order with `freelancerId` assigned: a review of an order
 * references its service by foreign key, so made-up ids would be refused.
 */
async function serviceOf(freelancerId: number): Promise<number> {
  const { user } = await createUser(app, { role: 'INVESTOR' });
  return (await insertOrderActivity(app, { investorId: user.id, freelancerId })).id;
}

const review = (freelancerId: number, values: NewReview['scores'], orderActivityId?: number) =>
  app.db.transaction((tx) =>
    insertReview(tx, {
      freelancerId,
      authorId: null,
      authorFirstName: 'Anna',
      authorLastName: 'Nowak',
      orderActivityId: orderActivityId ?? null,
      text: 'Dobra współpraca',
      scores: values,
    }),
  );

describe('D1 GET /freelancer/me/:id', () => {
  it('answers the owner and admins with the same FreelancerData as GET /freelancer/me', async () => {
    const owner = await freelancer();
    await patch('/freelancer/me/experienceLevel', owner.token, 'SENIOR');
    const own = await getOk<FreelancerData>(app, '/api/freelancer/me', owner.token);
    expect(own.experienceLevel).toBe('SENIOR');
    expect(await getOk(app, `/api/freelancer/me/${owner.id}`, owner.token)).toEqual(own);
    expect(await getOk(app, `/api/freelancer/me/${owner.id}`, admin)).toEqual(own);
  });

  it('answers everybody else 404 User not found, never 403', async () => {
    const owner = await freelancer();
    const other = await freelancer();
    for (const token of [other.token, investor.token, await temporaryInvestorToken()]) {
      expectUserNotFound(await get(`/freelancer/me/${owner.id}`, token));
    }
    expect((await get(`/freelancer/me/${owner.id}`)).statusCode).toBe(403);
  });

  it('is 404 User not found for an unknown id and for a user who is not a freelancer', async () => {
    expectUserNotFound(await get('/freelancer/me/2147483000', admin));
    expectUserNotFound(await get(`/freelancer/me/${investor.id}`, admin));
    // An investor asking for its own id: not a freelancer either.
    expectUserNotFound(await get(`/freelancer/me/${investor.id}`, investor.token));
  });

  it('leaves the literal `me` route to the caller and refuses ids that are not digits', async () => {
    const owner = await freelancer();
    expect((await getOk<FreelancerData>(app, '/api/freelancer/me', owner.token)).id).toBe(owner.id);
    expect((await get('/freelancer/me/abc', owner.token)).statusCode).toBe(404);
    expect((await get('/freelancer/me/0', owner.token)).statusCode).toBe(400);
  });
});

describe('D2 GET /freelancer/bar/:id', () => {
  it('has defaults and explicit nulls before anything is saved', async () => {
    const owner = await freelancer();
    const viewer = await freelancer();
    const bar = await getOk<FreelancerBar>(app, `/api/freelancer/bar/${owner.id}`, viewer.token);
    expect(bar).toEqual({
      rate: 0,
      count: 0,
      points: 0,
      ordersCount: 0,
      accountStatus: 'LIMITED',
      visibilityStatus: 'NORMAL',
      localization: null,
      workingArea: null,
      workingAreaValue: null,
      languagesLevel: [],
    });
  });

  it('answers the saved location, working area and languages in order', async () => {
    const owner = await freelancer();
    await patch('/freelancer/me/localization', owner.token, {
      country: 'POLAND',
      state: 'MALOPOLSKIE',
      city: '  Kraków ',
    });
    await patch('/freelancer/me/localization/workingArea', owner.token, {
      workingArea: 'COUNTRY',
      workingAreaValue: 'POLAND',
    });
    const languages = [
      { language: 'GERMAN', level: 2 },
      { language: 'POLISH', level: 5 },
      { language: 'ENGLISH', level: 4 },
    ];
    await patch('/languages', owner.token, languages);
    // Another freelancer may read it (an investor only when assigned: profile-visibility tests).
    const visitor = await freelancer();
    const bar = await getOk<FreelancerBar>(app, `/api/freelancer/bar/${owner.id}`, visitor.token);
    expect(bar).toMatchObject({
      localization: { country: 'POLAND', state: 'MALOPOLSKIE', city: 'Kraków' },
      workingArea: 'COUNTRY',
      workingAreaValue: 'POLAND',
      languagesLevel: languages,
    });

    // Without a city the field is left out, not null.
    await patch('/freelancer/me/localization', owner.token, {
      country: 'POLAND',
      state: 'SLASKIE',
    });
    const again = await getOk<FreelancerBar>(app, `/api/freelancer/bar/${owner.id}`, owner.token);
    expect(again.localization).toStrictEqual({ country: 'POLAND', state: 'SLASKIE' });
  });

  it('computes rate, count, points and ordersCount from the freelancer’s own reviews', async () => {
    const owner = await freelancer();
    const someoneElse = await freelancer();
    await review(owner.id, scores(5, 4, 4, 4), await serviceOf(owner.id)); // mean 4.25, 17 points, an order
    await review(owner.id, scores(3, 3, 3, 2)); // mean 2.75, 11 points
    await review(owner.id, scores(5, 5, 5, 4), await serviceOf(owner.id)); // mean 4.75, 19 points, an order
    await review(someoneElse.id, scores(1, 1, 1, 1), await serviceOf(someoneElse.id));
    const bar = await getOk<FreelancerBar>(app, `/api/freelancer/bar/${owner.id}`, admin);
    // (4.25 + 2.75 + 4.75) / 3 = 3.9166… → 3.9
    expect(bar).toMatchObject({ rate: 3.9, count: 3, points: 47, ordersCount: 2 });
  });

  it('rounds the rate half up to one decimal', async () => {
    const owner = await freelancer();
    await review(owner.id, scores(5, 4, 4, 4)); // 4.25 → 4.3
    const bar = await getOk<FreelancerBar>(app, `/api/freelancer/bar/${owner.id}`, admin);
    expect(bar.rate).toBe(4.3);
  });

  it('is 404 User not found for an unknown id or a non-freelancer, 403 anonymous', async () => {
    expectUserNotFound(await get('/freelancer/bar/2147483000', admin));
    expectUserNotFound(await get(`/freelancer/bar/${investor.id}`, admin));
    expect((await get(`/freelancer/bar/${investor.id}`)).statusCode).toBe(403);
  });

  it('runs one statement besides the auth lookup, however many reviews and languages', async () => {
    const owner = await freelancer();
    const empty = await queries.during(() => get(`/freelancer/bar/${owner.id}`, admin));
    for (let i = 0; i < 5; i++) {
      await review(owner.id, scores(4, 4, 5, 3), await serviceOf(owner.id));
    }
    await patch('/languages', owner.token, [
      { language: 'POLISH', level: 5 },
      { language: 'FRENCH', level: 1 },
    ]);
    const full = await queries.during(() => get(`/freelancer/bar/${owner.id}`, admin));
    expect(full.result.json<FreelancerBar>().count).toBe(5);
    expect(full.statements).toHaveLength(2);
    expect(full.statements).toEqual(empty.statements);
  });
});
