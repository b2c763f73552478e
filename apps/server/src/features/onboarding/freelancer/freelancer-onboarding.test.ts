import type {
  FreelancerData,
  Industry,
  SalesTool,
  Sector,
  Specialization,
} from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { expectPolish400, getOk, sendRaw } from '../../../testing/requests.ts';

let app: FastifyInstance;
const queries = recordQueries();
let specializations: Specialization[];
let subIndustryIds: number[];
let sectors: Sector[];
let activityIds: number[];
let tools: SalesTool[];

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  const { token } = await createUser(app, { role: 'FREELANCER' });
  const read = <T>(url: string) => getOk<T>(app, `/api${url}`, token);
  specializations = await read<Specialization[]>('/specialization');
  subIndustryIds = (await read<Industry[]>('/industries')).flatMap((i) =>
    i.subIndustries.map((s) => s.id),
  );
  sectors = await read<Sector[]>('/sectors');
  activityIds = (await read<{ id: number }[]>('/activities')).map((a) => a.id);
  tools = await read<SalesTool[]>('/tools');
});
afterAll(() => app.close());

/** A fresh freelancer per test: tests share the database and must not see each other's answers. */
async function freelancer() {
  const { user, token } = await createUser(app, { role: 'FREELANCER' });
  return { id: user.id, token };
}

const patch = (url: string, token?: string, payload?: unknown, contentType?: string) =>
  sendRaw(app, 'PATCH', `/api${url}`, { token, payload, contentType });

const me = (token: string) => getOk<FreelancerData>(app, '/api/freelancer/me', token);

describe('GET /freelancer/me', () => {
  it('answers every field, with explicit nulls and empty lists before any answer', async () => {
    const { id, token } = await freelancer();
    const data = await me(token);
    expect(data).toMatchObject({
      id,
      role: 'FREELANCER',
      firstName: 'Jan',
      lastName: 'Kowalski',
      isOnboardingPassed: false,
      experienceLevel: null,
      specialization: null,
      workingDays: [],
      workingHours: null,
      incomeGoal: null,
      subIndustries: [],
      typeOfSales: null,
      sectors: [],
      selectedActivities: [],
      salesTools: [],
      workExperiences: [],
    });
    expect(data).toHaveProperty('company', null);
  });

  it('reads everything in one statement besides the auth lookup, however many answers', async () => {
    const { id, token } = await freelancer();
    const steps: [string, unknown][] = [
      ['/freelancer/me/experienceLevel', 'EXPERT'],
      [`/specialization/freelancer/${id}`, String(specializations[1]?.id)],
      ['/freelancer/me/workingDays', ['MONDAY', 'TUESDAY', 'FRIDAY']],
      ['/freelancer/me/workingHours', 'FROM_20_TO_30'],
      ['/freelancer/me/incomeGoal', 'FROM_3000_TO_5000'],
      ['/freelancer/me/industries', subIndustryIds.slice(0, 4)],
      ['/freelancer/me/typeOfSales', 'B2B_B2C'],
      ['/sector/freelancer', sectors.slice(0, 3).map((s) => s.id)],
      [
        '/freelancer/me/activities',
        activityIds.slice(0, 3).map((activityId, i) => ({ activityId, level: i + 2 })),
      ],
      ['/freelancer/tools', tools.slice(0, 5).map((t) => t.id)],
      ['/onboarding', ''],
    ];
    for (const [url, body] of steps)
      expect((await patch(url, token, body)).statusCode, url).toBe(204);

    const full = await queries.during(() => me(token));
    expect(full.result).toMatchObject({ isOnboardingPassed: true, experienceLevel: 'EXPERT' });
    expect(full.result.specialization).not.toBeNull();
    expect(full.result.subIndustries).toHaveLength(4);
    expect(full.result.sectors).toHaveLength(3);
    expect(full.result.selectedActivities).toHaveLength(3);
    expect(full.result.salesTools).toHaveLength(5);
    // 1. The `authorize` onRequest hook looks the user up by id on every request (the database, not
    //    the token, decides: a deleted user or a changed role loses access at once).
    // 2. findFreelancerData: the user, the answers row and every list in one statement.
    expect(full.statements).toHaveLength(2);
    expect(full.statements[0]).toMatch(/^select .* from "users" where "users"\."id" = \$1/);
    expect(full.statements[1]).toMatch(/json_agg/);

    // Nothing saved yet: the very same statements, so the count does not grow with the answers.
    const fresh = await freelancer();
    const empty = await queries.during(() => me(fresh.token));
    expect(empty.result.subIndustries).toEqual([]);
    expect(empty.statements).toEqual(full.statements);
  });

  it('is for freelancers only', async () => {
    const { token } = await createUser(app, { role: 'INVESTOR' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/freelancer/me',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/freelancer/me' })).statusCode).toBe(403);
  });
});

describe('B3 PATCH /freelancer/me/experienceLevel', () => {
  it.each([
    ['bare text sent as JSON', 'SENIOR', 'application/json'],
    ['bare text sent as text/plain', 'SENIOR', 'text/plain; charset=utf-8'],
    ['a JSON string', '"SENIOR"', 'application/json'],
    ['a {field} object', '{"experienceLevel":"SENIOR"}', 'application/json'],
  ])('accepts %s', async (_, payload, type) => {
    const { token } = await freelancer();
    expect((await patch('/freelancer/me/experienceLevel', token, payload, type)).statusCode).toBe(
      204,
    );
    expect((await me(token)).experienceLevel).toBe('SENIOR');
  });

  it.each([
    ['an unknown key', 'GURU'],
    ['a number', 5],
    ['an empty body', undefined],
    ['an object without the field', { level: 'SENIOR' }],
  ])('refuses %s with a Polish 400 and changes nothing', async (_, payload) => {
    const { token } = await freelancer();
    await patch('/freelancer/me/experienceLevel', token, 'JUNIOR');
    expectPolish400(await patch('/freelancer/me/experienceLevel', token, payload));
    expect((await me(token)).experienceLevel).toBe('JUNIOR');
  });
});

describe('B2 PATCH /specialization/freelancer/{freelancerId}', () => {
  it.each([
    ['a bare number', (id: number) => String(id)],
    ['a JSON string', (id: number) => `"${id}"`],
    ['a {field} object', (id: number) => JSON.stringify({ specializationId: id })],
  ])('saves the specialization sent as %s', async (_, body) => {
    const { id, token } = await freelancer();
    const chosen = specializations[3];
    if (!chosen) throw new Error('seed has too few specializations');
    expect(
      (await patch(`/specialization/freelancer/${id}`, token, body(chosen.id))).statusCode,
    ).toBe(204);
    expect((await me(token)).specialization).toEqual(chosen);
  });

  it('also takes both ids in the path, ignoring any body', async () => {
    const { id, token } = await freelancer();
    const chosen = specializations[1];
    if (!chosen) throw new Error('seed has too few specializations');
    expect((await patch(`/specialization/freelancer/${id}/${chosen.id}`, token)).statusCode).toBe(
      204,
    );
    expect((await me(token)).specialization).toEqual(chosen);
  });

  it("answers 404 for another freelancer's id and changes nothing", async () => {
    const other = await freelancer();
    const { token } = await freelancer();
    const chosenId = specializations[0]?.id ?? 1;
    const res = await patch(`/specialization/freelancer/${other.id}`, token, String(chosenId));
    expect(res.statusCode).toBe(404);
    const alias = await patch(`/specialization/freelancer/${other.id}/${chosenId}`, token);
    expect(alias.statusCode).toBe(404);
    expect((await me(other.token)).specialization).toBeNull();
    expect((await me(token)).specialization).toBeNull();
  });

  it('refuses unknown ids and non-numbers with 400', async () => {
    const { id, token } = await freelancer();
    expectPolish400(await patch(`/specialization/freelancer/${id}`, token, '999999'));
    expectPolish400(await patch(`/specialization/freelancer/${id}/999999`, token));
    expectPolish400(await patch(`/specialization/freelancer/${id}`, token, 'abc'));
    expect((await me(token)).specialization).toBeNull();
  });

  it('only matches digits in the path', async () => {
    const { token } = await freelancer();
    expect((await patch('/specialization/freelancer/me', token, '1')).statusCode).toBe(404);
  });
});

describe('ids beyond the database integer range', () => {
  // PostgreSQL `integer` ends at 2^31 - 1; a larger id sent to a query fails it (was a 500).
  const tooBig = 2 ** 31;

  it('are refused with 400 by every save that takes ids', async () => {
    const { id, token } = await freelancer();
    expectPolish400(await patch(`/specialization/freelancer/${id}`, token, String(tooBig)));
    expectPolish400(await patch('/freelancer/me/industries', token, [tooBig]));
    expectPolish400(await patch('/sector/freelancer', token, [tooBig]));
    expectPolish400(
      await patch('/freelancer/me/activities', token, [{ activityId: tooBig, level: 3 }]),
    );
    expectPolish400(await patch('/freelancer/tools', token, [tooBig]));
  });
});

describe('B4 PATCH /freelancer/me/workingDays', () => {
  it('saves the days in the order sent', async () => {
    const { token } = await freelancer();
    const res = await patch('/freelancer/me/workingDays', token, ['FRIDAY', 'MONDAY']);
    expect(res.statusCode).toBe(204);
    expect((await me(token)).workingDays).toEqual(['FRIDAY', 'MONDAY']);
  });

  it.each([
    ['an empty list', []],
    ['a duplicate', ['MONDAY', 'MONDAY']],
    ['an unknown day', ['FUNDAY']],
    ['a bare string', 'MONDAY'],
  ])('refuses %s with 400', async (_, payload) => {
    const { token } = await freelancer();
    await patch('/freelancer/me/workingDays', token, ['SUNDAY']);
    expectPolish400(await patch('/freelancer/me/workingDays', token, payload));
    expect((await me(token)).workingDays).toEqual(['SUNDAY']);
  });

  it('names the rule of an empty list', async () => {
    const { token } = await freelancer();
    const res = await patch('/freelancer/me/workingDays', token, []);
    expect(res.json()).toMatchObject({ message: 'Wybierz co najmniej jeden dzień' });
  });
});

describe.each([
  ['/freelancer/me/workingHours', 'workingHour', 'workingHours', 'FROM_10_TO_20', 'OVER_40'],
  ['/freelancer/me/incomeGoal', 'incomeGoal', 'incomeGoal', 'FROM_2000_TO_3000', 'OVER_5000'],
  ['/freelancer/me/typeOfSales', 'typeOfSales', 'typeOfSales', 'B2B', 'B2C'],
] as const)('PATCH %s (option key)', (url, field, dataField, key, otherKey) => {
  it.each([
    ['bare text sent as JSON', () => key],
    ['a JSON string', () => `"${key}"`],
    ['a {field} object', () => JSON.stringify({ [field]: key })],
  ])('accepts %s', async (_, body) => {
    const { token } = await freelancer();
    expect((await patch(url, token, body())).statusCode).toBe(204);
    expect((await me(token))[dataField]).toBe(key);
  });

  it('refuses an unknown key or a wrong type with 400 and keeps the previous answer', async () => {
    const { token } = await freelancer();
    await patch(url, token, otherKey);
    const unknown = await patch(url, token, 'NO_SUCH_KEY');
    expectPolish400(unknown);
    expect(unknown.json().message).toBe('Wybrana opcja nie istnieje');
    expectPolish400(await patch(url, token, { [field]: 7 }));
    expectPolish400(await patch(url, token, [key]));
    expect((await me(token))[dataField]).toBe(otherKey);
  });
});

describe('B10 PATCH /freelancer/me/industries', () => {
  it('saves the sub-industries in the order sent', async () => {
    const { token } = await freelancer();
    const ids = [subIndustryIds[5], subIndustryIds[0], subIndustryIds[9]] as number[];
    expect((await patch('/freelancer/me/industries', token, ids)).statusCode).toBe(204);
    expect((await me(token)).subIndustries.map((s) => s.id)).toEqual(ids);
    const reordered = [ids[2], ids[1]] as number[];
    await patch('/freelancer/me/industries', token, reordered);
    const saved = (await me(token)).subIndustries;
    expect(saved.map((s) => s.id)).toEqual(reordered);
    expect(Object.keys(saved[0] ?? {}).sort()).toEqual(['id', 'info', 'name']);
  });

  it.each([
    ['an unknown id', () => [subIndustryIds[0], 999_999]],
    ['a duplicate', () => [subIndustryIds[1], subIndustryIds[1]]],
    ['an empty list', () => []],
    ['ids as strings', () => [String(subIndustryIds[0])]],
    ['a scalar', () => subIndustryIds[0]],
  ])('refuses %s with 400 and keeps the previous list', async (_, body) => {
    const { token } = await freelancer();
    const kept = [subIndustryIds[2]] as number[];
    await patch('/freelancer/me/industries', token, kept);
    expectPolish400(await patch('/freelancer/me/industries', token, body()));
    expect((await me(token)).subIndustries.map((s) => s.id)).toEqual(kept);
  });
});

describe('B14 PATCH /sector/freelancer', () => {
  it('saves the sectors in the order sent and accepts an empty list', async () => {
    const { token } = await freelancer();
    const chosen = [sectors[4], sectors[1], sectors[7]] as Sector[];
    expect(
      (
        await patch(
          '/sector/freelancer',
          token,
          chosen.map((s) => s.id),
        )
      ).statusCode,
    ).toBe(204);
    expect((await me(token)).sectors).toEqual(chosen);
    expect((await patch('/sector/freelancer', token, [])).statusCode).toBe(204);
    expect((await me(token)).sectors).toEqual([]);
  });

  it('refuses unknown ids and duplicates with 400 and keeps the previous list', async () => {
    const { token } = await freelancer();
    const kept = [sectors[0]?.id] as number[];
    await patch('/sector/freelancer', token, kept);
    expectPolish400(await patch('/sector/freelancer', token, [kept[0], 999_999]));
    expectPolish400(await patch('/sector/freelancer', token, [kept[0], kept[0]]));
    expectPolish400(await patch('/sector/freelancer', token, { sectors: kept }));
    expect((await me(token)).sectors.map((s) => s.id)).toEqual(kept);
  });
});

describe('B16 PATCH /freelancer/me/activities', () => {
  it('replaces the set in the order sent and drops level 0', async () => {
    const { token } = await freelancer();
    const [a, b, c] = activityIds as [number, number, number];
    const body = [
      { activityId: c, level: 5 },
      { activityId: a, level: 0 },
      { activityId: b, level: 2 },
    ];
    expect((await patch('/freelancer/me/activities', token, body)).statusCode).toBe(204);
    const saved = (await me(token)).selectedActivities;
    expect(saved.map((s) => [s.activityId, s.level])).toEqual([
      [c, 5],
      [b, 2],
    ]);
    expect(saved[0]).toMatchObject({ points: null, orderCount: null });
    expect(saved[0]?.name).toBeTruthy();
    expect(saved[0]?.info).toBeTruthy();
    expect(
      (await patch('/freelancer/me/activities', token, [{ activityId: a, level: 3 }])).statusCode,
    ).toBe(204);
    expect((await me(token)).selectedActivities.map((s) => s.activityId)).toEqual([a]);
  });

  it('accepts an empty or all-zero list as "no services"', async () => {
    const { token } = await freelancer();
    await patch('/freelancer/me/activities', token, [{ activityId: activityIds[0], level: 4 }]);
    expect(
      (await patch('/freelancer/me/activities', token, [{ activityId: activityIds[0], level: 0 }]))
        .statusCode,
    ).toBe(204);
    expect((await me(token)).selectedActivities).toEqual([]);
  });

  it.each([
    [
      'a duplicate activity',
      () => [
        { activityId: activityIds[0], level: 2 },
        { activityId: activityIds[0], level: 3 },
      ],
    ],
    ['a level above 5', () => [{ activityId: activityIds[0], level: 6 }]],
    ['an unknown activity', () => [{ activityId: 999_999, level: 2 }]],
    ['a missing level', () => [{ activityId: activityIds[0] }]],
  ])('refuses %s with 400 and keeps the previous set', async (_, body) => {
    const { token } = await freelancer();
    await patch('/freelancer/me/activities', token, [{ activityId: activityIds[1], level: 1 }]);
    expectPolish400(await patch('/freelancer/me/activities', token, body()));
    expect((await me(token)).selectedActivities.map((s) => s.activityId)).toEqual([activityIds[1]]);
  });
});

describe('B18 PATCH /freelancer/tools', () => {
  it('saves the tools in the order sent', async () => {
    const { token } = await freelancer();
    const chosen = [tools[10], tools[0], tools[3]] as SalesTool[];
    expect(
      (
        await patch(
          '/freelancer/tools',
          token,
          chosen.map((t) => t.id),
        )
      ).statusCode,
    ).toBe(204);
    expect((await me(token)).salesTools).toEqual(chosen);
  });

  it('refuses an empty list, duplicates and unknown ids with 400', async () => {
    const { token } = await freelancer();
    const kept = [tools[2]?.id] as number[];
    await patch('/freelancer/tools', token, kept);
    const empty = await patch('/freelancer/tools', token, []);
    expectPolish400(empty);
    expect(empty.json().message).toBe('Wybierz co najmniej jedno narzędzie');
    expectPolish400(await patch('/freelancer/tools', token, [kept[0], kept[0]]));
    expectPolish400(await patch('/freelancer/tools', token, [999_999]));
    expect((await me(token)).salesTools.map((t) => t.id)).toEqual(kept);
  });
});

describe('access to the freelancer saves', () => {
  const saves: [string, unknown][] = [
    ['/freelancer/me/experienceLevel', 'SENIOR'],
    ['/freelancer/me/workingDays', ['MONDAY']],
    ['/freelancer/me/workingHours', 'UP_TO_10'],
    ['/freelancer/me/incomeGoal', 'OVER_5000'],
    ['/freelancer/me/industries', [1]],
    ['/freelancer/me/typeOfSales', 'B2B'],
    ['/sector/freelancer', [1]],
    ['/freelancer/me/activities', [{ activityId: 1, level: 1 }]],
    ['/freelancer/tools', [1]],
    ['/onboarding', undefined],
  ];

  it.each(saves)(
    'PATCH %s is refused to investors and anonymous callers with 403',
    async (url, body) => {
      const { token } = await createUser(app, { role: 'INVESTOR' });
      expect((await patch(url, token, body)).statusCode).toBe(403);
      expect((await patch(url, undefined, body)).statusCode).toBe(403);
    },
  );

  it('PATCH /specialization/freelancer/{id} is refused to investors with 403', async () => {
    const { user, token } = await createUser(app, { role: 'INVESTOR' });
    expect((await patch(`/specialization/freelancer/${user.id}`, token, '1')).statusCode).toBe(403);
  });
});

describe('B19 PATCH /onboarding and the full flow', () => {
  it('is refused until every required answer is given, naming what is missing', async () => {
    const { token } = await freelancer();
    const res = await patch('/onboarding', token);
    expectPolish400(res);
    expect(res.json().message).toContain('Doświadczenie w sprzedaży');
    expect(res.json().message).toContain('Narzędzia sprzedażowe');
    await patch('/freelancer/me/experienceLevel', token, 'EXPERT');
    const after = await patch('/onboarding', token, '');
    expect(after.json().message).not.toContain('Doświadczenie w sprzedaży');
    expect((await me(token)).isOnboardingPassed).toBe(false);
  });

  it('walks the ten steps, resumes with every answer and finishes', async () => {
    const { id, token } = await freelancer();
    const specialization = specializations[0] as Specialization;
    const steps: [string, unknown][] = [
      ['/freelancer/me/experienceLevel', 'INTERMEDIATE'],
      [`/specialization/freelancer/${id}`, String(specialization.id)],
      ['/freelancer/me/workingDays', ['MONDAY', 'WEDNESDAY']],
      ['/freelancer/me/workingHours', 'FROM_20_TO_30'],
      ['/freelancer/me/incomeGoal', 'FROM_3000_TO_5000'],
      ['/freelancer/me/industries', [subIndustryIds[3], subIndustryIds[1]]],
      ['/freelancer/me/typeOfSales', 'B2B_B2C'],
      ['/sector/freelancer', [sectors[2]?.id]],
      ['/freelancer/me/activities', [{ activityId: activityIds[0], level: 4 }]],
      ['/freelancer/tools', [tools[0]?.id, tools[1]?.id]],
    ];
    for (const [url, body] of steps)
      expect((await patch(url, token, body)).statusCode, url).toBe(204);
    // The client sends the finish with an empty JSON-typed body.
    expect((await patch('/onboarding', token, '')).statusCode).toBe(204);
    const data = await me(token);
    expect(data).toMatchObject({
      isOnboardingPassed: true,
      experienceLevel: 'INTERMEDIATE',
      specialization,
      workingDays: ['MONDAY', 'WEDNESDAY'],
      workingHours: 'FROM_20_TO_30',
      incomeGoal: 'FROM_3000_TO_5000',
      typeOfSales: 'B2B_B2C',
    });
    expect(data.subIndustries.map((s) => s.id)).toEqual([subIndustryIds[3], subIndustryIds[1]]);
    expect(data.sectors).toEqual([sectors[2]]);
    expect(data.selectedActivities).toHaveLength(1);
    expect(data.salesTools).toEqual([tools[0], tools[1]]);
    // Finishing again is harmless.
    expect((await patch('/onboarding', token)).statusCode).toBe(204);
  });

  it('does not need the activities step', async () => {
    const { id, token } = await freelancer();
    await patch('/freelancer/me/experienceLevel', token, 'BEGINNER');
    await patch(`/specialization/freelancer/${id}`, token, String(specializations[0]?.id));
    await patch('/freelancer/me/workingDays', token, ['MONDAY']);
    await patch('/freelancer/me/workingHours', token, 'UP_TO_10');
    await patch('/freelancer/me/incomeGoal', token, 'UP_TO_1000');
    await patch('/freelancer/me/industries', token, [subIndustryIds[0]]);
    await patch('/freelancer/me/typeOfSales', token, 'B2C');
    await patch('/sector/freelancer', token, [sectors[0]?.id]);
    await patch('/freelancer/tools', token, [tools[0]?.id]);
    expect((await patch('/onboarding', token)).statusCode).toBe(204);
  });
});
