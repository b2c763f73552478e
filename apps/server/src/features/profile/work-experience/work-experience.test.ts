import {
  profileMessages as m,
  messages,
  profileItemLimits,
  type WorkExperience,
  type WorkExperienceInput,
  wireMessages,
} from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, workExperiences } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { type ItemRequests, itemRequests } from '../../../testing/profile-item-requests.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { expectError } from '../../../testing/requests.ts';

let app: FastifyInstance;
let api: ItemRequests<WorkExperience>;
const queries = recordQueries();
let investor: string;
/** Another freelancer: investors read a profile only once assigned (profile-visibility). */
let visitor: string;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  api = itemRequests<WorkExperience>(app, '/api/workExperience/freelancer');
  investor = (await createUser(app, { role: 'INVESTOR' })).token;
  visitor = (await createUser(app, { role: 'FREELANCER' })).token;
  admin = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app?.close());

const freelancer = async () => {
  const { user, token } = await createUser(app, { role: 'FREELANCER' });
  return { id: user.id, token };
};

const valid: WorkExperienceInput = {
  jobTitle: 'Key Account Manager',
  companyName: 'Handel Plus',
  country: 'POLAND',
  state: 'MAZOWIECKIE',
  city: 'Warszawa',
  startDate: '2019-03-01',
  endDate: '2023-08-01',
};

const rowsOf = (freelancerId: number) =>
  app.db.select().from(workExperiences).where(eq(workExperiences.freelancerId, freelancerId));

describe('D40 GET /workExperience/freelancer/:id (the freelancer id)', () => {
  it('is [] for a freelancer without entries, for any logged-in user', async () => {
    const owner = await freelancer();
    expect(await api.list(owner.id, visitor)).toEqual([]);
    expect(await api.list(owner.id, admin)).toEqual([]);
  });

  it('is 404 User not found for an unknown id or a non-freelancer, 403 without a token', async () => {
    const { user } = await createUser(app, { role: 'ADMIN' });
    expectError(await api.get(2_147_483_000, investor), 404, wireMessages.userNotFound);
    expectError(await api.get(user.id, investor), 404, wireMessages.userNotFound);
    expect((await api.get(user.id)).statusCode).toBe(403);
  });

  it('lists ongoing entries first, then the newest start, then the newest id', async () => {
    const owner = await freelancer();
    const make = (startDate: string, endDate: string | null) =>
      api.create(owner.token, { ...valid, startDate, endDate });
    const ended2018 = await make('2018-01-01', '2019-01-01');
    const ongoing2015 = await make('2015-01-01', null);
    const ended2021 = await make('2021-06-01', '2022-02-01');
    const ongoing2020 = await make('2020-03-01', null);
    const ongoing2020Later = await make('2020-03-15', null);
    await api.create((await freelancer()).token, {
      ...valid,
      startDate: '2024-01-01',
      endDate: null,
    });
    const list = await api.list(owner.id, visitor);
    expect(list.map((e) => e.id)).toEqual([
      ongoing2020Later.id,
      ongoing2020.id,
      ongoing2015.id,
      ended2021.id,
      ended2018.id,
    ]);
  });

  it('runs one statement besides the auth lookup, however many entries', async () => {
    const owner = await freelancer();
    const empty = await queries.during(() => api.get(owner.id, admin));
    for (let i = 0; i < 4; i++) await api.create(owner.token, valid);
    const full = await queries.during(() => api.get(owner.id, admin));
    expect(full.result.json<WorkExperience[]>()).toHaveLength(4);
    expect(full.statements).toHaveLength(2);
    expect(full.statements).toEqual(empty.statements);
  });
});

describe('D41 POST /workExperience/freelancer', () => {
  it('answers 201 with the created entry, texts trimmed, listed after', async () => {
    const owner = await freelancer();
    const res = await api.post(owner.token, {
      ...valid,
      jobTitle: ` ${'J'.repeat(50)} `,
      companyName: ' Handel Plus ',
      city: ' Warszawa ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<WorkExperience>();
    expect(created).toEqual({
      id: expect.any(Number),
      jobTitle: 'J'.repeat(50),
      companyName: 'Handel Plus',
      country: 'POLAND',
      state: 'MAZOWIECKIE',
      city: 'Warszawa',
      startDate: '2019-03-01',
      endDate: '2023-08-01',
    });
    expect(await api.list(owner.id, admin)).toEqual([created]);
  });

  it('stores the first day of the month sent; the day is ignored', async () => {
    const owner = await freelancer();
    const created = await api.create(owner.token, {
      ...valid,
      startDate: '2024-02-29',
      endDate: '2024-12-31',
    });
    expect(created).toMatchObject({ startDate: '2024-02-01', endDate: '2024-12-01' });
    const [row] = await rowsOf(owner.id);
    expect(row).toMatchObject({ startDate: '2024-02-01', endDate: '2024-12-01' });
    const sameMonth = await api.create(owner.token, {
      ...valid,
      startDate: '2024-05-31',
      endDate: '2024-05-01',
    });
    expect(sameMonth).toMatchObject({ startDate: '2024-05-01', endDate: '2024-05-01' });
  });

  it('means ongoing with endDate null or omitted', async () => {
    const owner = await freelancer();
    const withNull = await api.create(owner.token, { ...valid, endDate: null });
    const { endDate: _, ...bare } = valid;
    const omitted = await api.create(owner.token, bare);
    expect(withNull.endDate).toBeNull();
    expect(omitted.endDate).toBeNull();
  });

  const tooLong = 'x'.repeat(51);
  it.each<[string, Record<string, unknown>, string]>([
    ['no job title', { jobTitle: undefined }, m.jobTitleRequired],
    ['a blank job title', { jobTitle: '  ' }, m.jobTitleRequired],
    ['a job title over 50', { jobTitle: tooLong }, m.jobTitleMax],
    ['no company', { companyName: undefined }, m.previousCompanyRequired],
    ['an empty company', { companyName: '' }, m.previousCompanyRequired],
    ['a company over 50', { companyName: tooLong }, m.previousCompanyMax],
    ['no country', { country: undefined }, m.countryRequired],
    ['another country', { country: 'GERMANY' }, m.countryRequired],
    ['no state', { state: undefined }, m.stateRequired],
    ['an unknown state', { state: 'BAWARIA' }, m.stateRequired],
    ['no city', { city: undefined }, m.cityRequired],
    ['a blank city', { city: ' ' }, m.cityRequired],
    ['a city over 50', { city: tooLong }, m.cityMax],
    ['no startDate', { startDate: undefined }, m.dateInvalid],
    ['a start not YYYY-MM-DD', { startDate: '2019-3-1' }, m.dateInvalid],
    ['month 00', { startDate: '2019-00-01' }, m.dateInvalid],
    ['a bad endDate', { endDate: 'teraz' }, m.dateInvalid],
    [
      'an end before the start',
      { startDate: '2019-03-01', endDate: '2019-02-28' },
      m.endBeforeStart,
    ],
  ])('refuses %s with its message and stores nothing', async (_case, change, message) => {
    const owner = await freelancer();
    expectError(await api.post(owner.token, { ...valid, ...change }), 400, message);
    expect(await rowsOf(owner.id)).toEqual([]);
  });

  it('refuses a missing body with the generic message', async () => {
    const owner = await freelancer();
    expectError(await api.post(owner.token, undefined), 400, messages.invalidBody);
  });

  it('is 403 for admins, investors and anonymous callers', async () => {
    for (const token of [admin, investor, undefined]) {
      expect((await api.post(token, valid)).statusCode).toBe(403);
    }
  });

  it(`keeps ${profileItemLimits.experiences} when more are added at once; the rest get 400`, async () => {
    const owner = await freelancer();
    const max = profileItemLimits.experiences;
    const answers = await Promise.all(
      Array.from({ length: max + 5 }, (_, i) =>
        api.post(owner.token, { ...valid, jobTitle: `Stanowisko ${i}` }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(max);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(5);
    for (const res of refused) expectError(res, 400, m.tooManyExperiences);
    expect(await rowsOf(owner.id)).toHaveLength(max);
  });
});

describe('D42 PATCH and D43 DELETE /workExperience/freelancer/:id (the entry id)', () => {
  it('replaces the whole entry (an omitted endDate makes it ongoing), 204', async () => {
    const owner = await freelancer();
    const created = await api.create(owner.token, valid);
    const res = await api.patch(owner.token, created.id, {
      jobTitle: 'Dyrektor sprzedaży',
      companyName: 'Nowa Firma',
      country: 'POLAND',
      state: 'POMORSKIE',
      city: 'Gdańsk',
      startDate: '2023-09-30',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await api.list(owner.id, admin)).toEqual([
      {
        id: created.id,
        jobTitle: 'Dyrektor sprzedaży',
        companyName: 'Nowa Firma',
        country: 'POLAND',
        state: 'POMORSKIE',
        city: 'Gdańsk',
        startDate: '2023-09-01',
        endDate: null,
      },
    ]);
  });

  it('validates the replacement like an add and changes nothing when refused', async () => {
    const owner = await freelancer();
    const created = await api.create(owner.token, valid);
    expectError(
      await api.patch(owner.token, created.id, { ...valid, endDate: '2019-01-01' }),
      400,
      m.endBeforeStart,
    );
    expectError(
      await api.patch(owner.token, created.id, { ...valid, city: '' }),
      400,
      m.cityRequired,
    );
    expect(await api.list(owner.id, admin)).toEqual([created]);
  });

  it('deletes, 204; the entry is gone and a second delete is 404', async () => {
    const owner = await freelancer();
    const kept = await api.create(owner.token, valid);
    const gone = await api.create(owner.token, valid);
    const res = await api.remove(owner.token, gone.id);
    expect(res.statusCode, res.body).toBe(204);
    expect(await api.list(owner.id, admin)).toEqual([kept]);
    expectError(await api.remove(owner.token, gone.id), 404, m.experienceNotFound);
  });

  it('is 404 for another freelancer’s or an unknown entry, and changes nothing', async () => {
    const owner = await freelancer();
    const other = await freelancer();
    const created = await api.create(owner.token, valid);
    expectError(await api.patch(other.token, created.id, valid), 404, m.experienceNotFound);
    expectError(await api.remove(other.token, created.id), 404, m.experienceNotFound);
    expectError(await api.patch(owner.token, 2_147_483_000, valid), 404, m.experienceNotFound);
    expectError(await api.remove(owner.token, 2_147_483_000), 404, m.experienceNotFound);
    expect(await api.list(owner.id, admin)).toEqual([created]);
  });

  it('is 403 for admins and investors, even on an existing entry', async () => {
    const owner = await freelancer();
    const created = await api.create(owner.token, valid);
    for (const token of [admin, investor, undefined]) {
      expect((await api.patch(token, created.id, valid)).statusCode).toBe(403);
      expect((await api.remove(token, created.id)).statusCode).toBe(403);
    }
    expect(await api.list(owner.id, admin)).toEqual([created]);
  });

  it('takes only digits as the id', async () => {
    const owner = await freelancer();
    expect((await api.patch(owner.token, '1a', valid)).statusCode).toBe(404);
    expectError(await api.patch(owner.token, '99999999999', valid), 400, messages.invalidId);
  });
});

it('goes with the account: deleting the user deletes its experience', async () => {
  const owner = await freelancer();
  await api.create(owner.token, valid);
  await app.db.delete(users).where(eq(users.id, owner.id));
  expect(await rowsOf(owner.id)).toEqual([]);
});

it('is documented in OpenAPI: D40–D43 with their summaries and the POST body', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  type Operation = { summary?: string; requestBody?: unknown };
  const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  const byId = paths['/api/workExperience/freelancer/{id}'];
  expect(byId?.get?.summary).toMatch(/^D40: /);
  expect(paths['/api/workExperience/freelancer']?.post?.summary).toMatch(/^D41: /);
  expect(paths['/api/workExperience/freelancer']?.post?.requestBody).toBeDefined();
  expect(byId?.patch?.summary).toMatch(/^D42: /);
  expect(byId?.delete?.summary).toMatch(/^D43: /);
});
