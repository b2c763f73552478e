import {
  INVESTOR_SORT_KEYS,
  type InvestorListItem,
  type InvestorPage,
  MAX_ID,
  pagingMessages,
  SEARCH_MAX,
} from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NewUserRow, orders, users } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser, uniqueEmail } from '../../../testing/factories.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { getOk } from '../../../testing/requests.ts';
import {
  by,
  byText,
  type Compare,
  chain,
  nullsLast,
  reversed,
  walkPages,
} from '../lists/list-testing.ts';

let app: FastifyInstance;
const queries = recordQueries();
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  admin = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app.close());

const list = (url = '/api/admin-panel/investors') => getOk<InvestorPage>(app, url, admin);
const search = (phrase: string, query = '') =>
  list(`/api/admin-panel/investors/search/${encodeURIComponent(phrase)}${query}`);
const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(admin) });

type Fixture = Partial<NewUserRow> & { active?: boolean; otherOrder?: 'NEW' | 'REALIZED' };

/** Users straight into the database (many at once); `active` adds an ACTIVE order. */
async function insertInvestors(fixtures: Fixture[], role: NewUserRow['role'] = 'INVESTOR') {
  const rows = await app.db
    .insert(users)
    .values(
      fixtures.map(({ active: _a, otherOrder: _o, ...user }) => ({
        email: uniqueEmail('investor'),
        firstName: 'Jan',
        lastName: 'Kowalski',
        ...user,
        role,
      })),
    )
    .returning();
  const orderRows = fixtures.flatMap((fixture, i) => {
    const investorId = rows[i]?.id as number;
    return [
      ...(fixture.active ? [{ investorId, status: 'ACTIVE' as const }] : []),
      ...(fixture.otherOrder ? [{ investorId, status: fixture.otherOrder }] : []),
    ].map((order, n) => ({ ...order, investorOrderNumber: n + 1 }));
  });
  if (orderRows.length > 0) await app.db.insert(orders).values(orderRows);
  return rows;
}

const at = (iso: string) => new Date(iso);

describe('F2 paging and sorting', () => {
  let expected: InvestorListItem[];

  beforeAll(async () => {
    // Shuffled against every key: ids follow neither company nor date; ties in each key.
    const fixtures: Fixture[] = [
      { company: 'Delta', createdAt: at('2026-03-01T10:00:00Z'), active: true },
      { company: null, createdAt: at('2026-01-01T10:00:00Z') },
      { company: 'Beta', createdAt: at('2026-03-01T10:00:00Z'), otherOrder: 'REALIZED' },
      { company: 'Alfa', createdAt: at('2026-02-01T10:00:00Z'), active: true },
      { company: 'Beta', createdAt: at('2026-01-15T10:00:00Z'), otherOrder: 'NEW' },
      { company: null, createdAt: at('2026-03-01T10:00:00Z'), active: true },
      { company: 'Gamma', createdAt: at('2025-12-01T10:00:00Z') },
      { company: 'Beta', createdAt: at('2026-02-01T10:00:00Z'), active: true },
      { company: 'Alfa', createdAt: at('2026-04-01T10:00:00Z') },
      { company: 'Omega', createdAt: at('2026-03-01T10:00:00Z') },
      { company: null, createdAt: at('2026-02-01T10:00:00Z'), phone: '+48 600 100 200' },
      { company: 'Delta', createdAt: at('2025-11-01T10:00:00Z') },
      { company: 'Kappa', createdAt: at('2026-05-01T10:00:00Z'), active: true },
    ];
    const rows = await insertInvestors(fixtures);
    // Temporary investors, even with an active order, are not investors for the panel.
    await insertInvestors([{ isMock: true, company: 'Alfa', active: true }, { isMock: true }]);
    await insertInvestors([{ company: 'Alfa' }], 'FREELANCER');
    expected = rows.map((row, i) => ({
      id: row.id,
      company: row.company,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      createdAt: row.createdAt.toISOString(),
      hasActiveOrder: fixtures[i]?.active === true,
    }));
  });

  const byId = by<InvestorListItem, 'id'>('id', (a, b) => a - b);
  const ascending: Record<(typeof INVESTOR_SORT_KEYS)[number], Compare<InvestorListItem>> = {
    company: chain(by('company', nullsLast(byText)), byId),
    createdAt: chain(by('createdAt', byText), byId),
    hasActiveOrder: chain(
      by('hasActiveOrder', (a, b) => Number(a) - Number(b)),
      byId,
    ),
  };

  it('lists real investors newest first by default (id descending breaks ties)', async () => {
    const page = await list();
    const all = [...expected].sort(reversed(ascending.createdAt));
    expect(page).toEqual({
      content: all.slice(0, 10),
      totalPages: 2,
      totalElements: 13,
      page: 0,
      size: 10,
    });
    expect(await walkPages(app, admin, '/api/admin-panel/investors', 3)).toEqual(all);
  });

  for (const key of INVESTOR_SORT_KEYS) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`walks every page of sort=${key},${direction} at sizes 3 and 5 without repeats or gaps`, async () => {
        const compare = direction === 'asc' ? ascending[key] : reversed(ascending[key]);
        const all = [...expected].sort(compare);
        const url = `/api/admin-panel/investors?sort=${key},${direction}`;
        expect(await walkPages(app, admin, url, 3)).toEqual(all);
        expect(await walkPages(app, admin, url, 5)).toEqual(all);
        expect((await list(`${url}&size=50`)).content).toEqual(all);
      });
    }
  }

  it('puts a null company last ascending and first descending', async () => {
    const asc = (await list('/api/admin-panel/investors?sort=company,asc&size=50')).content;
    const desc = (await list('/api/admin-panel/investors?sort=company,desc&size=50')).content;
    expect(asc.slice(-3).map((i) => i.company)).toEqual([null, null, null]);
    expect(desc.slice(0, 3).map((i) => i.company)).toEqual([null, null, null]);
    expect(desc).toEqual([...asc].reverse());
  });

  it('has totalPages = ceil(total / size) and a short last page', async () => {
    const last = await list('/api/admin-panel/investors?page=4&size=3');
    expect(last).toMatchObject({ totalPages: 5, totalElements: 13, page: 4, size: 3 });
    expect(last.content).toHaveLength(1);
    const past = await list('/api/admin-panel/investors?page=9&size=5');
    expect(past).toEqual({ content: [], totalPages: 3, totalElements: 13, page: 9, size: 5 });
  });

  it('answers the largest page number with an empty page in every order', async () => {
    // page × size is past PostgreSQL's integer, which the page's bounds are compared as.
    for (const sort of ['', '&sort=company,asc', '&sort=hasActiveOrder,desc']) {
      const answer = await list(`/api/admin-panel/investors?page=${MAX_ID}&size=50${sort}`);
      expect(answer).toMatchObject({ content: [], page: MAX_ID });
      expect(answer.totalElements).toBeGreaterThan(0);
    }
  });

  it('answers a page in one statement after the auth lookup (two past the end)', async () => {
    const small = await queries.during(() => list('/api/admin-panel/investors?size=3'));
    const big = await queries.during(() =>
      list('/api/admin-panel/investors?size=50&sort=hasActiveOrder,desc'),
    );
    expect(big.result.content).toHaveLength(13);
    expect(small.statements).toHaveLength(2);
    expect(big.statements).toHaveLength(2);
    const past = await queries.during(() => list('/api/admin-panel/investors?page=7&size=10'));
    expect(past.statements).toHaveLength(3);
  });

  it.each([
    ['size=7', pagingMessages.size],
    ['size=51', pagingMessages.size],
    ['size=abc', pagingMessages.size],
    ['page=-1', pagingMessages.page],
    ['page=1.5', pagingMessages.page],
    ['sort=email,asc', pagingMessages.sort(INVESTOR_SORT_KEYS)],
    ['sort=company,up', pagingMessages.sort(INVESTOR_SORT_KEYS)],
    ['sort=company,asc,id', pagingMessages.sort(INVESTOR_SORT_KEYS)],
  ])('answers 400 to %s with the contract message', async (query, message) => {
    for (const path of ['/api/admin-panel/investors', '/api/admin-panel/investors/search/Alfa']) {
      const res = await get(`${path}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('F3 search', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const named: [string, Fixture][] = [
      ['lukaszCapital', { firstName: 'Łukasz', lastName: 'Żurawski', company: 'Młyny' }],
      ['lukaszAscii', { firstName: 'Lukasz', lastName: 'Nowak', email: uniqueEmail('lukasz') }],
      ['lukaszLower', { company: 'pracownia łukaszowa', lastName: 'Wiśniewska' }],
      ['zolc', { lastName: 'żółć', company: 'Źdźbło' }],
      ['percent', { company: 'Rabat 100% pewny' }],
      ['nearPercent', { company: 'Rabat 1000 pewny' }],
      ['underscore', { email: `jan_kowal.${Date.now()}@przyklad.pl` }],
      ['nearUnderscore', { email: `janxkowal.${Date.now()}@przyklad.pl` }],
      ['backslash', { company: 'Alfa\\Beta' }],
      ['phone', { phone: '+48 601 222 333' }],
    ];
    const rows = await insertInvestors(named.map(([, fixture]) => fixture));
    named.forEach(([name], i) => {
      ids[name] = rows[i]?.id as number;
    });
    // Matches that are not investors for the panel.
    await insertInvestors([{ firstName: 'Łukasz', isMock: true }]);
    await insertInvestors([{ firstName: 'Łukasz', company: 'Rabat 100% pewny' }], 'FREELANCER');
  });

  const found = async (phrase: string, query = '') =>
    (await search(phrase, query)).content.map((item) => item.id).sort((a, b) => a - b);
  const idsOf = (...names: string[]) => names.map((n) => ids[n] as number).sort((a, b) => a - b);

  it('folds Polish letters both ways and into ASCII (issue 28)', async () => {
    for (const phrase of ['łukasz', 'ŁUKASZ', 'Łukasz', 'łUkAsZ', 'lukasz']) {
      expect(await found(phrase)).toEqual(idsOf('lukaszCapital', 'lukaszLower', 'lukaszAscii'));
    }
    expect(await found('zolc')).toEqual(idsOf('zolc'));
    expect(await found('ŻÓŁĆ')).toEqual(idsOf('zolc'));
    expect(await found('źdźbło')).toEqual(idsOf('zolc'));
    expect(await found('ŻURAW')).toEqual(idsOf('lukaszCapital'));
  });

  it('takes % and _ and \\ literally', async () => {
    expect(await found('100%')).toEqual(idsOf('percent'));
    expect(await found('100% p')).toEqual(idsOf('percent'));
    expect(await found('jan_kowal')).toEqual(idsOf('underscore'));
    expect(await found('a\\b')).toEqual(idsOf('backslash'));
    expect(await found('%')).toEqual(idsOf('percent'));
    expect(await found('_')).toEqual(idsOf('underscore'));
  });

  it('matches any part of names, company, e-mail and phone; short phrases too', async () => {
    expect(await found('601 222')).toEqual(idsOf('phone'));
    expect(await found('kowal.')).toEqual(idsOf('underscore', 'nearUnderscore'));
    expect(await found('MŁYN')).toEqual(idsOf('lukaszCapital'));
    expect(await found('ółć')).toEqual(idsOf('zolc'));
    expect(await found('  łukasz  ')).toEqual(idsOf('lukaszCapital', 'lukaszLower', 'lukaszAscii'));
    expect(await search('nikt-taki-nie-istnieje')).toEqual({
      content: [],
      totalPages: 0,
      totalElements: 0,
      page: 0,
      size: 10,
    });
  });

  it('pages and sorts the matches like F2', async () => {
    const phrase = 'przyklad.pl';
    const all = (await search(phrase, '?size=50&sort=createdAt,asc')).content;
    expect(all.map((i) => i.id).sort((a, b) => a - b)).toEqual(
      idsOf('underscore', 'nearUnderscore'),
    );
    const url = `/api/admin-panel/investors/search/${phrase}?sort=createdAt,asc`;
    expect(await walkPages(app, admin, url, 3)).toEqual(all);
    const rabat = await search('rabat', '?size=3&sort=company,desc');
    expect(rabat.content.map((i) => i.company)).toEqual(['Rabat 1000 pewny', 'Rabat 100% pewny']);
    expect(rabat).toMatchObject({ totalElements: 2, totalPages: 1 });
  });

  it('answers 400 to a blank phrase and to one over the length limit, Polish letters counted once', async () => {
    const blank = await get('/api/admin-panel/investors/search/%20%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(pagingMessages.searchRequired);
    expect((await search('a'.repeat(SEARCH_MAX))).content).toEqual([]);
    // 100 Polish letters arrive as 600 characters of percent-encoding and still fit the router.
    expect((await search('ł'.repeat(SEARCH_MAX))).content).toEqual([]);
    const long = await get(`/api/admin-panel/investors/search/${'a'.repeat(SEARCH_MAX + 1)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(pagingMessages.searchMax);
  });
});
