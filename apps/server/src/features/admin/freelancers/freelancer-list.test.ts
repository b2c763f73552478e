import { Readable } from 'node:stream';
import {
  FREELANCER_SORT_KEYS,
  type FreelancerListItem,
  type FreelancerPage,
  MAX_ID,
  pagingMessages,
} from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freelancers, type NewUserRow, pictures, users } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser, uniqueEmail } from '../../../testing/factories.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { getOk } from '../../../testing/requests.ts';
import { newMediaKey } from '../../media/media-storage.ts';
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

const list = (url = '/api/admin-panel/freelancers') => getOk<FreelancerPage>(app, url, admin);
const search = (phrase: string, query = '') =>
  list(`/api/admin-panel/freelancers/search/${encodeURIComponent(phrase)}${query}`);
const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(admin) });

type Fixture = Partial<NewUserRow> & Pick<NewUserRow, 'firstName' | 'lastName'>;

async function insertUsers(fixtures: Fixture[], role: NewUserRow['role'] = 'FREELANCER') {
  return app.db
    .insert(users)
    .values(fixtures.map((user) => ({ email: uniqueEmail('freelancer'), ...user, role })))
    .returning();
}

/** Stores `bytes` under a new key and returns the data URL a list shows for it. */
async function storePicture(bytes: string) {
  const key = newMediaKey('webp');
  await app.media.put(key, Readable.from([Buffer.from(bytes)]));
  return { key, dataUrl: `data:image/webp;base64,${Buffer.from(bytes).toString('base64')}` };
}

/** An avatar row as the upload leaves it: the picture and, unless told, its small rendition. */
async function giveAvatar(userId: number, { small = true } = {}) {
  const full = await storePicture(`full-${userId}`);
  const rendition = small ? await storePicture(`small-${userId}`) : undefined;
  await app.db.insert(pictures).values({
    userId,
    kind: 'AVATAR',
    storageKey: full.key,
    smallStorageKey: rendition?.key ?? null,
    contentType: 'image/webp',
    width: 512,
    height: 512,
    byteSize: 100,
  });
  return { full: full.dataUrl, small: rendition?.dataUrl };
}

describe('F4 paging, sorting, levels and avatars', () => {
  let expected: FreelancerListItem[];
  const withRendition: number[] = [];
  let noRendition = 0;

  beforeAll(async () => {
    // Shuffled against every key, with ties in each; one capital and ASCII letters only, so
    // that every collation agrees with the comparators below.
    const fixtures: Fixture[] = [
      { firstName: 'Ewa', lastName: 'Nowak', company: 'Beta' },
      { firstName: 'Adam', lastName: 'Nowak', company: null },
      { firstName: 'Jan', lastName: 'Adamczyk', company: 'Alfa' },
      { firstName: 'Ola', lastName: 'Kowal', company: 'Beta' },
      { firstName: 'Adam', lastName: 'Kowal', company: 'Zeta' },
      { firstName: 'Piotr', lastName: 'Zielinski', company: null },
      { firstName: 'Ewa', lastName: 'Nowak', company: 'Alfa' },
      { firstName: 'Zofia', lastName: 'Adamczyk', company: 'Beta' },
      { firstName: 'Adam', lastName: 'Lis', company: 'Kappa' },
      { firstName: 'Jan', lastName: 'Nowak', company: null },
      { firstName: 'Basia', lastName: 'Wisniewska', company: 'Alfa' },
      { firstName: 'Ola', lastName: 'Lis', company: 'Omega' },
      { firstName: 'Tomasz', lastName: 'Lis', company: 'Beta' },
      { firstName: 'Adam', lastName: 'Nowak', company: 'Delta' },
    ];
    const rows = await insertUsers(fixtures);
    // Not freelancers: never listed.
    await insertUsers([{ firstName: 'Adam', lastName: 'Adamczyk' }], 'INVESTOR');
    await insertUsers([{ firstName: 'Adam', lastName: 'Adamczyk' }], 'ADMIN');
    const levels = ['SENIOR', null, 'BEGINNER', 'EXPERT'] as const;
    const withLevel = rows.slice(0, 4);
    await app.db
      .insert(freelancers)
      .values(withLevel.map((row, i) => ({ userId: row.id, experienceLevel: levels[i] ?? null })));
    const avatars = new Map<number, string>();
    for (const [i, row] of rows.slice(5, 9).entries()) {
      const { small, full } = await giveAvatar(row.id, { small: i !== 3 });
      if (small) withRendition.push(row.id);
      else noRendition = row.id;
      // Without a stored rendition (older uploads) the picture itself stands in.
      avatars.set(row.id, small ?? full);
    }
    expected = rows.map((row, i) => {
      const dataUrl = avatars.get(row.id);
      return {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        company: row.company,
        email: row.email,
        experienceLevel: i < 4 ? (levels[i] ?? null) : null,
        userAvatar: dataUrl ? { pictureData: dataUrl } : null,
      };
    });
  });

  const byId = by<FreelancerListItem, 'id'>('id', (a, b) => a - b);
  const ascending: Record<(typeof FREELANCER_SORT_KEYS)[number], Compare<FreelancerListItem>> = {
    firstName: chain(by('firstName', byText), byId),
    lastName: chain(by('lastName', byText), byId),
    company: chain(by('company', nullsLast(byText)), byId),
  };

  it('lists every freelancer by last name, first name, id by default', async () => {
    const all = [...expected].sort(chain(by('lastName', byText), by('firstName', byText), byId));
    expect(await list()).toEqual({
      content: all.slice(0, 10),
      totalPages: 2,
      totalElements: 14,
      page: 0,
      size: 10,
    });
    expect(await walkPages(app, admin, '/api/admin-panel/freelancers', 3)).toEqual(all);
  });

  for (const key of FREELANCER_SORT_KEYS) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`walks every page of sort=${key},${direction} at sizes 3 and 5 without repeats or gaps`, async () => {
        const compare = direction === 'asc' ? ascending[key] : reversed(ascending[key]);
        const all = [...expected].sort(compare);
        const url = `/api/admin-panel/freelancers?sort=${key},${direction}`;
        expect(await walkPages(app, admin, url, 3)).toEqual(all);
        expect(await walkPages(app, admin, url, 5)).toEqual(all);
      });
    }
  }

  it('shows the small rendition of the avatar, never the full picture', async () => {
    const { content } = await list('/api/admin-panel/freelancers?size=50');
    const shown = content.filter((item) => item.userAvatar !== null);
    expect(shown.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      [...withRendition, noRendition].sort((a, b) => a - b),
    );
    for (const id of withRendition) {
      const item = shown.find((i) => i.id === id);
      expect(item?.userAvatar).toEqual({
        pictureData: `data:image/webp;base64,${btoa(`small-${id}`)}`,
      });
    }
    const fallback = shown.find((i) => i.id === noRendition);
    expect(fallback?.userAvatar).toEqual({
      pictureData: `data:image/webp;base64,${btoa(`full-${noRendition}`)}`,
    });
  });

  it('names the same renditions by their G1 address when asked ?pictures=url', async () => {
    const byData = await list('/api/admin-panel/freelancers?size=50');
    const byUrl = await list('/api/admin-panel/freelancers?size=50&pictures=url');
    expect(byUrl.content.map(({ userAvatar: _, ...row }) => row)).toEqual(
      byData.content.map(({ userAvatar: _, ...row }) => row),
    );
    for (const [i, item] of byUrl.content.entries()) {
      const inline = byData.content[i]?.userAvatar;
      if (item.userAvatar === null || inline === null || inline === undefined) {
        expect(item.userAvatar).toEqual(inline);
        continue;
      }
      if (!('pictureUrl' in item.userAvatar) || !('pictureData' in inline)) {
        throw new Error(`row ${item.id}: expected a URL and a data URL`);
      }
      // Absolute on the tests' PUBLIC_URL (ADR 026).
      const url = new URL(item.userAvatar.pictureUrl);
      expect(url.origin + url.pathname).toMatch(/^http:\/\/handlowo\.test\/api\/files\/[^/]+$/);
      // Anonymous, as an <img src> loads it: the very bytes the data URL inlines.
      const file = await app.inject({ method: 'GET', url: url.pathname });
      expect(file.statusCode).toBe(200);
      expect(`data:image/webp;base64,${file.rawPayload.toString('base64')}`).toBe(
        inline.pictureData,
      );
    }
    expect(byUrl.content.filter((item) => item.userAvatar !== null)).toHaveLength(4);
  });

  it('answers 400 with a Polish message to ?pictures= other than data or url', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin-panel/freelancers?pictures=base64',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Zdjęcia podaj jako data (w odpowiedzi) lub url (adres pliku)',
    });
  });

  it('answers a page in one statement after the auth lookup, avatars or not', async () => {
    const none = await queries.during(() => list('/api/admin-panel/freelancers/search/kowal'));
    expect(none.result.content).toHaveLength(2);
    expect(none.result.content.every((i) => i.userAvatar === null)).toBe(true);
    const many = await queries.during(() => list('/api/admin-panel/freelancers?size=50'));
    expect(many.result.content).toHaveLength(14);
    expect(none.statements).toHaveLength(2);
    expect(many.statements).toHaveLength(2);
  });

  it('has totalPages = ceil(total / size), a short last page and an empty page past it', async () => {
    const last = await list('/api/admin-panel/freelancers?page=2&size=5');
    expect(last).toMatchObject({ totalPages: 3, totalElements: 14, page: 2, size: 5 });
    expect(last.content).toHaveLength(4);
    expect(await list('/api/admin-panel/freelancers?page=3&size=5')).toEqual({
      content: [],
      totalPages: 3,
      totalElements: 14,
      page: 3,
      size: 5,
    });
  });

  it('answers the largest page number with an empty page in every order', async () => {
    // page × size is past PostgreSQL's integer, which the page's bounds are compared as.
    for (const sort of ['', '&sort=company,desc', '&sort=firstName,asc']) {
      const url = `/api/admin-panel/freelancers?page=${MAX_ID}&size=50${sort}`;
      expect(await list(url)).toMatchObject({ content: [], totalElements: 14, page: MAX_ID });
    }
  });

  it.each([
    ['size=0', pagingMessages.size],
    ['size=100', pagingMessages.size],
    ['page=x', pagingMessages.page],
    ['sort=createdAt,asc', pagingMessages.sort(FREELANCER_SORT_KEYS)],
    ['sort=lastName,DESC', pagingMessages.sort(FREELANCER_SORT_KEYS)],
  ])('answers 400 to %s with the contract message', async (query, message) => {
    for (const path of [
      '/api/admin-panel/freelancers',
      '/api/admin-panel/freelancers/search/Nowak',
    ]) {
      const res = await get(`${path}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('F5 search', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const named: [string, Fixture][] = [
      ['lukasz', { firstName: 'Łukasz', lastName: 'Ślęzak', company: 'ŻAGLE' }],
      ['lukaszLower', { firstName: 'Anna', lastName: 'Nowak', company: 'sklep łukasza' }],
      ['ascii', { firstName: 'Lukasz', lastName: 'Slezak', company: null }],
      ['percent', { firstName: 'Iga', lastName: 'Rabat', company: 'Zniżka 50% taniej' }],
      ['nearPercent', { firstName: 'Iga', lastName: 'Rabat', company: 'Zniżka 500 taniej' }],
      [
        'underscore',
        { firstName: 'Ewa', lastName: 'Mail', email: `ewa_mail.${Date.now()}@firma.pl` },
      ],
      ['phone', { firstName: 'Ewa', lastName: 'Tel', phone: '+48 602 333 444' }],
    ];
    const rows = await insertUsers(named.map(([, fixture]) => fixture));
    named.forEach(([name], i) => {
      ids[name] = rows[i]?.id as number;
    });
    await giveAvatar(ids.lukasz as number);
    await insertUsers([{ firstName: 'Łukasz', lastName: 'Ślęzak' }], 'INVESTOR');
  });

  const found = async (phrase: string) =>
    (await search(phrase, '?size=50')).content.map((item) => item.id).sort((a, b) => a - b);
  const idsOf = (...names: string[]) => names.map((n) => ids[n] as number).sort((a, b) => a - b);

  it('folds Polish letters both ways and into ASCII (issue 28)', async () => {
    for (const phrase of ['łukasz', 'ŁUKASZ', 'Łukasz', 'lukasz', 'LUKASZ']) {
      expect(await found(phrase)).toEqual(idsOf('lukasz', 'lukaszLower', 'ascii'));
    }
    expect(await found('slezak')).toEqual(idsOf('lukasz', 'ascii'));
    expect(await found('ŚLĘZAK')).toEqual(idsOf('lukasz', 'ascii'));
    expect(await found('żagle')).toEqual(idsOf('lukasz'));
  });

  it('takes % and _ literally and finds e-mail and phone fragments', async () => {
    expect(await found('50%')).toEqual(idsOf('percent'));
    expect(await found('ewa_mail')).toEqual(idsOf('underscore'));
    expect(await found('_mail.')).toEqual(idsOf('underscore'));
    expect(await found('602 333')).toEqual(idsOf('phone'));
  });

  it('pages the matches in the list order with their small avatars', async () => {
    const page = await search('łukasz', '?size=3&sort=firstName,desc');
    expect(page).toMatchObject({ totalElements: 3, totalPages: 1, page: 0, size: 3 });
    // 'Łukasz' and 'Lukasz' order by the collation; 'Anna' comes last under any.
    expect(page.content.map((i) => i.id).at(-1)).toBe(ids.lukaszLower);
    const withAvatar = page.content.find((i) => i.id === ids.lukasz);
    expect(withAvatar?.userAvatar).toEqual({
      pictureData: expect.stringContaining(btoa(`small-${ids.lukasz}`)),
    });
    const rabat = await walkPages<FreelancerListItem>(
      app,
      admin,
      '/api/admin-panel/freelancers/search/rabat?sort=lastName,asc',
      3,
    );
    expect(rabat.map((i) => i.id)).toEqual(idsOf('percent', 'nearPercent'));
  });
});
