import {
  type Education,
  type EducationInput,
  profileMessages as m,
  messages,
  profileItemLimits,
  wireMessages,
} from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { educations, users } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { type ItemRequests, itemRequests } from '../../../testing/profile-item-requests.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { expectError } from '../../../testing/requests.ts';

let app: FastifyInstance;
let api: ItemRequests<Education>;
const queries = recordQueries();
let investor: string;
/** Another freelancer: investors read a profile only once assigned (profile-visibility). */
let visitor: string;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  api = itemRequests<Education>(app, '/api/freelancer/education');
  investor = (await createUser(app, { role: 'INVESTOR' })).token;
  visitor = (await createUser(app, { role: 'FREELANCER' })).token;
  admin = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app?.close());

const freelancer = async () => {
  const { user, token } = await createUser(app, { role: 'FREELANCER' });
  return { id: user.id, token };
};

const krakow = { country: 'POLAND', state: 'MALOPOLSKIE', city: 'Kraków' } as const;
const valid: EducationInput = {
  nameOfEducation: 'Zarządzanie sprzedażą',
  titleOfEducation: 'Uniwersytet Ekonomiczny w Krakowie',
  startDate: '2012-10-01',
  endDate: '2015-06-01',
  localization: krakow,
};

const rowsOf = (freelancerId: number) =>
  app.db.select().from(educations).where(eq(educations.freelancerId, freelancerId));

describe('D44 GET /freelancer/education/:id (the freelancer id)', () => {
  it('is [] for a freelancer without entries, for any logged-in user', async () => {
    const owner = await freelancer();
    expect(await api.list(owner.id, visitor)).toEqual([]);
    expect(await api.list(owner.id, owner.token)).toEqual([]);
  });

  it('is 404 User not found for an unknown id or a non-freelancer, 403 without a token', async () => {
    const { user } = await createUser(app, { role: 'INVESTOR' });
    expectError(await api.get(2_147_483_000, admin), 404, wireMessages.userNotFound);
    expectError(await api.get(user.id, admin), 404, wireMessages.userNotFound);
    expect((await api.get(user.id)).statusCode).toBe(403);
  });

  it('lists ongoing entries first, then the newest start, then the newest id', async () => {
    const owner = await freelancer();
    const make = (startDate: string, endDate: string | null) =>
      api.create(owner.token, { ...valid, startDate, endDate });
    const ended2010 = await make('2010-10-01', '2013-06-01');
    const ongoing2016 = await make('2016-10-01', null);
    const ended2014 = await make('2014-10-01', '2016-06-01');
    const ongoing2022 = await make('2022-10-01', null);
    const ongoing2022Later = await make('2022-10-20', null);
    await api.create((await freelancer()).token, {
      ...valid,
      startDate: '2025-01-01',
      endDate: null,
    });
    const list = await api.list(owner.id, visitor);
    expect(list.map((e) => e.id)).toEqual([
      ongoing2022Later.id,
      ongoing2022.id,
      ongoing2016.id,
      ended2014.id,
      ended2010.id,
    ]);
  });

  it('runs one statement besides the auth lookup, however many entries', async () => {
    const owner = await freelancer();
    const empty = await queries.during(() => api.get(owner.id, admin));
    for (let i = 0; i < 4; i++) await api.create(owner.token, valid);
    const full = await queries.during(() => api.get(owner.id, admin));
    expect(full.result.json<Education[]>()).toHaveLength(4);
    expect(full.statements).toHaveLength(2);
    expect(full.statements).toEqual(empty.statements);
  });
});

describe('D45 POST /freelancer/education', () => {
  it('answers 201 with the created entry (field of study, institution, localization)', async () => {
    const owner = await freelancer();
    const res = await api.post(owner.token, {
      ...valid,
      nameOfEducation: ` ${'K'.repeat(100)} `,
      titleOfEducation: ' Uniwersytet Ekonomiczny w Krakowie ',
      localization: { ...krakow, city: ' Kraków ' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Education>();
    expect(created).toEqual({
      id: expect.any(Number),
      nameOfEducation: 'K'.repeat(100),
      titleOfEducation: 'Uniwersytet Ekonomiczny w Krakowie',
      startDate: '2012-10-01',
      endDate: '2015-06-01',
      localization: { country: 'POLAND', state: 'MALOPOLSKIE', city: 'Kraków' },
    });
    expect(await api.list(owner.id, admin)).toEqual([created]);
    const [row] = await rowsOf(owner.id);
    expect(row).toMatchObject({
      fieldOfStudy: 'K'.repeat(100),
      institution: 'Uniwersytet Ekonomiczny w Krakowie',
    });
  });

  it('stores the first day of the month sent; the day is ignored', async () => {
    const owner = await freelancer();
    const created = await api.create(owner.token, {
      ...valid,
      startDate: '2024-02-29',
      endDate: '2026-01-31',
    });
    expect(created).toMatchObject({ startDate: '2024-02-01', endDate: '2026-01-01' });
    const [row] = await rowsOf(owner.id);
    expect(row).toMatchObject({ startDate: '2024-02-01', endDate: '2026-01-01' });
  });

  it('means ongoing with endDate null or omitted', async () => {
    const owner = await freelancer();
    const withNull = await api.create(owner.token, { ...valid, endDate: null });
    const { endDate: _, ...bare } = valid;
    const omitted = await api.create(owner.token, bare);
    expect(withNull.endDate).toBeNull();
    expect(omitted.endDate).toBeNull();
  });

  const tooLong = 'x'.repeat(101);
  const at = (change: Partial<typeof krakow> | Record<string, unknown>) => ({
    localization: { ...krakow, ...change },
  });
  it.each<[string, Record<string, unknown>, string]>([
    ['no field of study', { nameOfEducation: undefined }, m.fieldOfStudyRequired],
    ['a blank field of study', { nameOfEducation: ' ' }, m.fieldOfStudyRequired],
    ['a field of study over 100', { nameOfEducation: tooLong }, m.fieldOfStudyMax],
    ['no institution', { titleOfEducation: undefined }, m.institutionRequired],
    ['an empty institution', { titleOfEducation: '' }, m.institutionRequired],
    ['an institution over 100', { titleOfEducation: tooLong }, m.institutionMax],
    ['no localization', { localization: undefined }, m.countryRequired],
    ['no country', at({ country: undefined }), m.countryRequired],
    ['another country', at({ country: 'GERMANY' }), m.countryRequired],
    ['no state', at({ state: undefined }), m.stateRequired],
    ['an unknown state', at({ state: 'TYROL' }), m.stateRequired],
    ['no city', at({ city: undefined }), m.cityRequired],
    ['a blank city', at({ city: '  ' }), m.cityRequired],
    ['a city over 50', at({ city: 'x'.repeat(51) }), m.cityMax],
    ['no startDate', { startDate: undefined }, m.dateInvalid],
    ['a start not YYYY-MM-DD', { startDate: '2012-10' }, m.dateInvalid],
    ['a bad endDate', { endDate: '2015-06-32' }, m.dateInvalid],
    [
      'an end before the start',
      { startDate: '2012-10-01', endDate: '2012-09-01' },
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

  it(`keeps ${profileItemLimits.educations} when more are added at once; the rest get 400`, async () => {
    const owner = await freelancer();
    const max = profileItemLimits.educations;
    const answers = await Promise.all(
      Array.from({ length: max + 5 }, (_, i) =>
        api.post(owner.token, { ...valid, nameOfEducation: `Kierunek ${i}` }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(max);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(5);
    for (const res of refused) expectError(res, 400, m.tooManyEducations);
    expect(await rowsOf(owner.id)).toHaveLength(max);
  });
});

describe('D46 PATCH and D47 DELETE /freelancer/education/:id (the entry id)', () => {
  it('replaces the whole entry (an omitted endDate makes it ongoing), 204', async () => {
    const owner = await freelancer();
    const created = await api.create(owner.token, valid);
    const res = await api.patch(owner.token, created.id, {
      nameOfEducation: 'Marketing',
      titleOfEducation: 'Politechnika Gdańska',
      startDate: '2020-10-15',
      localization: { country: 'POLAND', state: 'POMORSKIE', city: 'Gdańsk' },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await api.list(owner.id, admin)).toEqual([
      {
        id: created.id,
        nameOfEducation: 'Marketing',
        titleOfEducation: 'Politechnika Gdańska',
        startDate: '2020-10-01',
        endDate: null,
        localization: { country: 'POLAND', state: 'POMORSKIE', city: 'Gdańsk' },
      },
    ]);
  });

  it('validates the replacement like an add and changes nothing when refused', async () => {
    const owner = await freelancer();
    const created = await api.create(owner.token, valid);
    expectError(
      await api.patch(owner.token, created.id, { ...valid, endDate: '2011-01-01' }),
      400,
      m.endBeforeStart,
    );
    expectError(
      await api.patch(owner.token, created.id, { ...valid, titleOfEducation: '' }),
      400,
      m.institutionRequired,
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
    expectError(await api.remove(owner.token, gone.id), 404, m.educationNotFound);
  });

  it('is 404 for another freelancer’s or an unknown entry, and changes nothing', async () => {
    const owner = await freelancer();
    const other = await freelancer();
    const created = await api.create(owner.token, valid);
    expectError(await api.patch(other.token, created.id, valid), 404, m.educationNotFound);
    expectError(await api.remove(other.token, created.id), 404, m.educationNotFound);
    expectError(await api.patch(owner.token, 2_147_483_000, valid), 404, m.educationNotFound);
    expectError(await api.remove(owner.token, 2_147_483_000), 404, m.educationNotFound);
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
    expect((await api.remove(owner.token, '-1')).statusCode).toBe(404);
    expectError(await api.remove(owner.token, '99999999999'), 400, messages.invalidId);
  });
});

it('goes with the account: deleting the user deletes its education', async () => {
  const owner = await freelancer();
  await api.create(owner.token, valid);
  await app.db.delete(users).where(eq(users.id, owner.id));
  expect(await rowsOf(owner.id)).toEqual([]);
});

it('is documented in OpenAPI: D44–D47 with their summaries and the POST body', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  type Operation = { summary?: string; requestBody?: unknown };
  const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  const byId = paths['/api/freelancer/education/{id}'];
  expect(byId?.get?.summary).toMatch(/^D44: /);
  expect(paths['/api/freelancer/education']?.post?.summary).toMatch(/^D45: /);
  expect(paths['/api/freelancer/education']?.post?.requestBody).toBeDefined();
  expect(byId?.patch?.summary).toMatch(/^D46: /);
  expect(byId?.delete?.summary).toMatch(/^D47: /);
});
