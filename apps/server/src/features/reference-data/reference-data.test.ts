import { CRM_TOOL_NAMES, voivodeship } from '@handlowo/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceDataChanged } from '../../lib/reference-cache.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { bearer, createUser } from '../../testing/factories.ts';
import { recordQueries } from '../../testing/query-log.ts';
import { seedReferenceData } from './seed/seed-reference-data.ts';

let app: FastifyInstance;
let token: string;
const queries = recordQueries();
beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  ({ token } = await createUser(app, { role: 'FREELANCER' }));
});
afterAll(() => app.close());

const lists = [
  '/specialization',
  '/workingHours',
  '/incomeGoals',
  '/industries',
  '/typeOfSales',
  '/sectors',
  '/activities',
  '/tools',
  '/activity-destiny',
  '/organization-stage',
  '/strategies',
  '/business-type',
  '/investor-role',
  '/employee-count-range',
  '/countries',
  '/states',
  '/languages',
  '/company-size',
  '/buyer-person',
];

async function get<T>(url: string, auth = token): Promise<T> {
  const res = await app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(auth) });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  return res.json<T>();
}

describe('reference data', () => {
  it.each(lists)('GET %s answers a non-empty list to any logged-in user', async (url) => {
    expect((await get<unknown[]>(url)).length).toBeGreaterThan(0);
    const { token: mock } = await createUser(app, { role: 'INVESTOR', isMock: true });
    expect((await get<unknown[]>(url, mock)).length).toBeGreaterThan(0);
  });

  it.each(lists)('GET %s refuses an anonymous caller with 403', async (url) => {
    const res = await app.inject({ method: 'GET', url: `/api${url}` });
    expect(res.statusCode).toBe(403);
  });

  it('serves the item shapes of API.md 3.2 and nothing else', async () => {
    const [specialization] = await get<Record<string, unknown>[]>('/specialization');
    expect(Object.keys(specialization ?? {}).sort()).toEqual(['description', 'id', 'name']);
    const [goal] = await get<Record<string, unknown>[]>('/incomeGoals');
    expect(Object.keys(goal ?? {}).sort()).toEqual(['description', 'incomeGoal', 'range']);
    const [hours] = await get<Record<string, unknown>[]>('/workingHours');
    expect(hours).toEqual({ workingHour: 'UP_TO_10', description: 'do 10 godzin' });
    const [destiny] = await get<Record<string, unknown>[]>('/activity-destiny');
    expect(Object.keys(destiny ?? {}).sort()).toEqual(['description', 'name', 'target']);
    const [role] = await get<Record<string, unknown>[]>('/investor-role');
    expect(Object.keys(role ?? {}).sort()).toEqual(['description', 'name']);
  });

  it('serves company sizes (E7) and buyer personas (E8) in the shapes of API.md 3.2', async () => {
    const sizes = await get<Record<string, unknown>[]>('/company-size');
    expect(sizes[0]).toEqual({
      name: 'MIKRO',
      description: 'Mikroprzedsiębiorstwa (1–9 pracowników)',
      target: expect.any(String),
    });
    expect(sizes.map((s) => s.name)).toEqual(['MIKRO', 'MALE', 'SREDNIE', 'DUZE', 'KORPORACJE']);
    const persons = await get<{ id: number; name: string; groupName: string }[]>('/buyer-person');
    expect(persons.length).toBeGreaterThanOrEqual(10);
    for (const person of persons)
      expect(Object.keys(person).sort()).toEqual(['groupName', 'id', 'name']);
    expect(persons[0]).toEqual({
      id: expect.any(Number),
      name: 'Właściciel firmy',
      groupName: 'Zarząd',
    });
    expect(persons.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Dyrektor sprzedaży', 'Kierownik działu zakupów', 'Office manager']),
    );
  });

  it.each(['/company-size', '/buyer-person'])(
    'reads %s in one statement besides the auth lookup and the version, once',
    async (url) => {
      // A no-op statement still moves the version: the next answer is read afresh.
      await app.db.execute(sql`update company_sizes set name = name where false`);
      referenceDataChanged(app.db);
      const cold = await queries.during(() => get(url));
      expect(cold.statements.filter((s) => !s.includes('reference_data_version'))).toHaveLength(2);
      expect(cold.statements).toHaveLength(3);
      const warm = await queries.during(() => get(url));
      expect(warm.statements).toHaveLength(1);
      expect(warm.result).toEqual(cold.result);
    },
  );

  it('nests the sub-industries in their industries', async () => {
    const industries =
      await get<{ id: number; subIndustries: { id: number; info: string }[] }[]>('/industries');
    expect(industries.length).toBeGreaterThanOrEqual(6);
    for (const industry of industries) {
      expect(industry.subIndustries.length).toBeGreaterThanOrEqual(3);
      for (const sub of industry.subIndustries) expect(sub.info).not.toBe('');
    }
  });

  it('lists the CRMs under their exact logo names and kind CRM', async () => {
    const tools = await get<{ toolName: string; kind: string }[]>('/tools');
    const crms = tools.filter((t) => t.kind === 'CRM').map((t) => t.toolName);
    expect(crms).toEqual([...CRM_TOOL_NAMES]);
  });

  it('serves Poland, the 16 voivodeships and Polish language labels', async () => {
    expect(await get('/countries')).toEqual([{ name: 'POLAND', description: 'Polska' }]);
    const states = await get<{ state: string; description: string }[]>('/states');
    expect(states).toHaveLength(16);
    expect(states.map((s) => s.state)).toEqual(voivodeship.keys);
    expect(states[0]).toEqual({ state: 'DOLNOSLASKIE', description: 'dolnośląskie' });
    expect(await get('/languages')).toContainEqual({ name: 'Angielski', language: 'ENGLISH' });
  });

  it('is seeded idempotently: a second run keeps every id, text and order', async () => {
    const before = await Promise.all(lists.map((url) => get(url)));
    await seedReferenceData(app.db);
    const after = await Promise.all(lists.map((url) => get(url)));
    expect(after).toEqual(before);
  });
});
