import { foldForSearch, type Role, SEARCH_FOLD_FROM } from '@handlowo/contract';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, searchFold, users } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser, uniqueEmail } from '../../../testing/factories.ts';
import { getOk } from '../../../testing/requests.ts';
import { searchNeedle } from './search.ts';

/*
 * Issue 28: every admin search finds what people type, accents and case folded both ways and
 * phones by their digits, through the one fold of the contract (JS) and of `users.search_text`
 * (SQL translate()), which must agree on PGlite and on PostgreSQL alike.
 */

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp();
  admin = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app.close());

async function sqlFold(texts: readonly string[]): Promise<string[]> {
  const folded: string[] = [];
  for (const text of texts) {
    const result = (await app.db.execute(
      sql`select ${searchFold(sql`${text}::text`)} as folded`,
    )) as { rows: { folded: string }[] };
    folded.push(result.rows[0]?.folded ?? '');
  }
  return folded;
}

describe('the fold', () => {
  const mixed = [
    'Słoneczna',
    'Złoty Kłos',
    'Wąsowska',
    'ŻÓŁKIEWSKA',
    'Brzęczyszczykiewicz',
    'Łódzka 12/3, 90-001 Łódź',
    'Gęślą jaźń zażółć',
    'Müller-Dvořák & Søn',
    'Ωmega ß Ж 100% _\\',
  ];

  it('gives in SQL what foldForSearch gives in JS, for every letter of the map and mixed text', async () => {
    const letters = [...SEARCH_FOLD_FROM, ...'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ'];
    const texts = [...letters, letters.join(''), ...mixed];
    expect(await sqlFold(texts)).toEqual(texts.map(foldForSearch));
  });

  it('keeps users.search_text as the folded names, company and e-mail, then the phone digits', async () => {
    const email = uniqueEmail('fold');
    // A freelancer who matches none of the searches below (no phone of theirs, no name).
    const [row] = await app.db
      .insert(users)
      .values({
        role: 'FREELANCER',
        email,
        firstName: 'Żaneta',
        lastName: 'Łęcka-Ćwik',
        company: 'Gęśla Jaźń',
        phone: '+48 700-800-900',
      })
      .returning({ searchText: users.searchText });
    expect(row?.searchText).toBe(
      `${foldForSearch(`Żaneta Łęcka-Ćwik Gęśla Jaźń ${email}`)} 48700800900`,
    );
    expect(row?.searchText).toBe(`zaneta lecka-cwik gesla jazn ${email} 48700800900`);
  });

  it('reads a phrase of digits and phone separators as digits, anything else as folded text', () => {
    expect(searchNeedle('601234567')).toBe('601234567');
    expect(searchNeedle(' 601 234 567 ')).toBe('601234567');
    expect(searchNeedle('+48 (601) 234-567')).toBe('48601234567');
    // '00' dialled before the country code is the '+' of a full number, not part of it.
    expect(searchNeedle('0048 601 234 567')).toBe('48601234567');
    expect(searchNeedle('00123')).toBe('00123');
    expect(searchNeedle('Złoty Kłos 2')).toBe('zloty klos 2');
    expect(searchNeedle('100%')).toBe('100%');
  });
});

/** One person of each kind per role, named as the issue's admin types them. */
const PEOPLE = {
  sun: { firstName: 'Anna', lastName: 'Wąsowska', company: 'Słoneczna Sp. z o.o.' },
  ear: { firstName: 'Grzegorz', lastName: 'Brzęczyszczykiewicz', company: 'Złoty Kłos' },
  lodz: {
    firstName: 'Ewa',
    lastName: 'Żółkiewska',
    company: 'Łódzka Hurtownia',
    phone: '+48 601-234-567',
  },
  ascii: { firstName: 'Piotr', lastName: 'Nowak', company: 'LODZKA TRADE' },
} as const;
type Person = keyof typeof PEOPLE;

/** What an admin types, and whom it must find (nobody else of the role). */
const CASES: [phrase: string, found: Person[]][] = [
  ['sloneczna', ['sun']],
  ['SŁONECZNA', ['sun']],
  ['zloty klos', ['ear']],
  ['ZŁOTY KŁOS', ['ear']],
  ['wasowska', ['sun']],
  ['zolkiewska', ['lodz']],
  ['Żółkiewska', ['lodz']],
  ['brzeczy', ['ear']],
  ['łódzka', ['lodz', 'ascii']],
  ['lodzka', ['lodz', 'ascii']],
  ['ŁÓDZKA', ['lodz', 'ascii']],
  ['601234567', ['lodz']],
  ['601 234 567', ['lodz']],
  ['+48601234567', ['lodz']],
  ['48601234567', ['lodz']],
  ['+48 601-234-567', ['lodz']],
  ['0048 601 234 567', ['lodz']],
  ['234-567', ['lodz']],
  ['602234567', []],
];

/** The people of `role`, their e-mails tagged so that no other row of the file matches. */
async function insertPeople(role: Role, extra: Partial<typeof users.$inferInsert> = {}) {
  const ids = {} as Record<Person, number>;
  for (const [key, person] of Object.entries(PEOPLE) as [Person, (typeof PEOPLE)[Person]][]) {
    const [row] = await app.db
      .insert(users)
      .values({ role, email: uniqueEmail(`p-${key}`), ...person, ...extra })
      .returning({ id: users.id });
    ids[key] = row?.id as number;
  }
  return ids;
}

type Finder = (phrase: string) => Promise<number[]>;

async function expectCases(find: Finder, ids: Record<Person, number>) {
  for (const [phrase, people] of CASES) {
    const expected = people.map((person) => ids[person]).sort((a, b) => a - b);
    expect(
      (await find(phrase)).sort((a, b) => a - b),
      phrase,
    ).toEqual(expected);
  }
}

const path = (base: string, phrase: string) => `${base}/${encodeURIComponent(phrase)}?size=50`;
const idsOf = async (url: string) =>
  (await getOk<{ content: { id: number }[] }>(app, url, admin)).content.map((row) => row.id);

describe('every admin search', () => {
  it('the investors table (F3)', async () => {
    const ids = await insertPeople('INVESTOR');
    await expectCases((q) => idsOf(path('/api/admin-panel/investors/search', q)), ids);
  });

  it('the freelancers table (F5)', async () => {
    const ids = await insertPeople('FREELANCER');
    await expectCases((q) => idsOf(path('/api/admin-panel/freelancers/search', q)), ids);
  });

  it('the assignable freelancers of the assignment modal (F14)', async () => {
    const ids = await insertPeople('FREELANCER', { isOnboardingPassed: true });
    await expectCases((q) => idsOf(path('/api/admin-panel/freelancers/assignable/search', q)), ids);
  });

  it('the admins list (F11)', async () => {
    const ids = await insertPeople('ADMIN');
    await expectCases((q) => idsOf(path('/api/admin-panel/admins/search', q)), ids);
  });

  it('the order queue, by its investor', async () => {
    const ids = await insertPeople('INVESTOR');
    const people = Object.values(ids);
    await app.db
      .insert(orders)
      .values(people.map((investorId) => ({ investorId, investorOrderNumber: 1 })));
    const orderOf = new Map(
      (
        await app.db
          .select({ id: orders.id, investorId: orders.investorId })
          .from(orders)
          .where(inArray(orders.investorId, people))
      ).map((row) => [row.id, row.investorId]),
    );
    const investorsFound: Finder = async (q) => {
      const url = `/api/admin-panel/orders?size=50&q=${encodeURIComponent(q)}`;
      // The earlier tests' investors have no orders: only this test's show here.
      return (await idsOf(url)).map((id) => orderOf.get(id) as number);
    };
    await expectCases(investorsFound, ids);
    // Up to 6 bare digits are still an order number, and '#' makes a long one a number too.
    expect(await investorsFound('1')).toEqual(expect.arrayContaining(people));
    expect(await investorsFound('#601234567')).toEqual([]);
  });
});

describe('the OpenAPI text of each search parameter', () => {
  it('says it folds accents and case and how phone digits match', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    type Parameter = { name: string; in: string; description?: string };
    const paths = res.json<{ paths: Record<string, { get?: { parameters?: Parameter[] } }> }>()
      .paths;
    const searchParameter = (route: string, name: string) =>
      paths[route]?.get?.parameters?.find((p) => p.name === name)?.description ?? '';
    for (const [route, name] of [
      ['/api/admin-panel/investors/search/{query}', 'query'],
      ['/api/admin-panel/freelancers/search/{query}', 'query'],
      ['/api/admin-panel/freelancers/assignable/search/{query}', 'query'],
      ['/api/admin-panel/admins/search/{query}', 'query'],
      ['/api/admin-panel/orders', 'q'],
    ] as const) {
      const description = searchParameter(route, name);
      expect(description, route).toContain('Accent- and case-insensitive');
      expect(description, route).toContain('`+48601234567`');
    }
  });
});
