import type { FreelancerPage } from '@handlowo/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NewUserRow, users } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { getOk } from '../../../testing/requests.ts';
import { walkPages } from '../lists/list-testing.ts';
import { searchPattern } from '../lists/search.ts';

/*
 * F5 with a mail domain's phrase ('@wp.pl') takes the domain index (issue 29): it must find
 * exactly what the substring search of `search_text` finds, whatever else holds an '@'.
 */

let app: FastifyInstance;
let admin: string;
const queries = recordQueries();
const d = `dom${Date.now().toString(36)}`;
const ids: Record<string, number> = {};

type Fixture = Pick<NewUserRow, 'email'> & Partial<NewUserRow>;

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  admin = (await createUser(app, { role: 'ADMIN' })).token;
  const named: [string, Fixture][] = [
    ['plain', { email: `anna@${d}.pl`, lastName: 'Zielińska' }],
    ['longer', { email: `bartek@${d}.pl.example.com`, lastName: 'Adamski' }],
    ['other', { email: `cezary@x${d}.pl`, lastName: 'Bąk' }],
    ['company', { email: `dorota@firma-${d}.pl`, company: `Biuro @${d}.pl`, lastName: 'Cis' }],
    ['polish', { email: `ewa@${d}łódź.pl`, lastName: 'Dąb' }],
    // Not a valid address for the API, but a row the search must still judge exactly.
    ['twoAts', { email: `filip@odd-${d}@${d}.net`, lastName: 'Ekiert' }],
    ['upper', { email: `gosia@${d.toUpperCase()}.PL`, lastName: 'Fik' }],
  ];
  const rows = await app.db
    .insert(users)
    .values(
      named.map(([, f]) => ({
        firstName: 'Test',
        lastName: 'Test',
        ...f,
        role: 'FREELANCER' as const,
      })),
    )
    .returning({ id: users.id });
  named.forEach(([name], i) => {
    ids[name] = rows[i]?.id as number;
  });
  await app.db.insert(users).values({
    email: `investor@${d}.pl`,
    firstName: 'Inwestor',
    lastName: 'Domenowy',
    role: 'INVESTOR',
  });
});
afterAll(() => app.close());

const idsOf = (...names: string[]) => names.map((n) => ids[n] as number).sort((a, b) => a - b);

async function found(phrase: string) {
  const url = `/api/admin-panel/freelancers/search/${encodeURIComponent(phrase)}?size=50`;
  const page = await getOk<FreelancerPage>(app, url, admin);
  expect(page.totalElements).toBe(page.content.length);
  return page.content.map((item) => item.id).sort((a, b) => a - b);
}

/** What the trigram path answers: the substring test of `search_text` over every freelancer. */
async function bySubstring(phrase: string) {
  const rows = await app.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.role, 'FREELANCER'), sql`${users.searchText} like ${searchPattern(phrase)}`),
    );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe('F5 with a mail domain', () => {
  it('finds the domain, longer domains that start with it, and an @ in a company', async () => {
    expect(await found(`@${d}.pl`)).toEqual(idsOf('plain', 'longer', 'company', 'upper'));
    expect(await found(`@x${d}`)).toEqual(idsOf('other'));
  });

  it('folds Polish letters and capitals of the domain as the search does', async () => {
    expect(await found(`@${d}lodz`)).toEqual(idsOf('polish'));
    expect(await found(`@${d}ŁÓDŹ.PL`)).toEqual(idsOf('polish'));
  });

  it('reads a domain through the domain column, any other phrase through the trigrams', async () => {
    const statementsOf = async (phrase: string) =>
      (await queries.during(() => found(phrase))).statements.join('\n');
    expect(await statementsOf(`@${d}.pl`)).toMatch(/"email_domain" >= \$/);
    expect(await statementsOf(`${d}.pl`)).not.toContain('email_domain');
  });

  it('finds an @ inside an address before its domain', async () => {
    expect(await found(`@odd-${d}`)).toEqual(idsOf('twoAts'));
  });

  it('answers exactly what the substring search answers, for every phrase', async () => {
    const phrases = [`@${d}`, `@${d}.pl`, `@${d}.pl.`, `@x${d}`, `@firma-${d}`, `@${d}.net`, '@'];
    for (const phrase of phrases) {
      expect(await found(phrase), phrase).toEqual(await bySubstring(phrase));
    }
  });

  it('pages the domain in every sort without repeats or gaps', async () => {
    const base = `/api/admin-panel/freelancers/search/${encodeURIComponent(`@${d}`)}`;
    const all = await bySubstring(`@${d}`);
    for (const sort of ['', '?sort=lastName,desc', '?sort=company,asc', '?sort=firstName,desc']) {
      const walked = await walkPages<{ id: number }>(app, admin, `${base}${sort}`, 3);
      expect(
        walked.map((row) => row.id).sort((a, b) => a - b),
        sort,
      ).toEqual(all);
    }
    const byLastName = await walkPages<{ lastName: string }>(app, admin, base, 3);
    expect(byLastName.map((row) => row.lastName)).toEqual(
      ['Adamski', 'Cis', 'Dąb', 'Ekiert', 'Fik', 'Zielińska'].filter((name) =>
        byLastName.some((row) => row.lastName === name),
      ),
    );
  });
});
