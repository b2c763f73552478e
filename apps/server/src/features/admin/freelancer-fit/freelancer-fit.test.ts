import { type AssignableFreelancerPage, pagingMessages, wizardMessages } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { expectError, expectPolish400, getOk, sendRaw } from '../../../testing/requests.ts';
import {
  assignTo,
  giveAssignments,
  giveAvatar,
  insertFreelancer,
  type RefIds,
  readRefIds,
  scoredService,
} from './fit-arrange.ts';

let app: FastifyInstance;
let refs: RefIds;
let admin: string;
const queries = recordQueries();

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  refs = await readRefIds(app);
  admin = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app.close());

const F13 = '/api/admin-panel/freelancers/assignable';
const F14 = (phrase: string) => `${F13}/search/${encodeURIComponent(phrase)}`;
const list = (url: string) => getOk<AssignableFreelancerPage>(app, url, admin);
const names = (page: AssignableFreelancerPage) =>
  page.content.map((f) => `${f.firstName} ${f.lastName}`);

describe('access', () => {
  it('is for admins only: other roles and anonymous callers get 403', async () => {
    const freelancer = await createUser(app, { role: 'FREELANCER', isOnboardingPassed: true });
    const investor = await createUser(app, { role: 'INVESTOR' });
    for (const url of [F13, F14('jan')]) {
      for (const token of [freelancer.token, investor.token, undefined]) {
        expect((await sendRaw(app, 'GET', url, { token })).statusCode).toBe(403);
      }
    }
  });
});

describe('without orderActivityId', () => {
  const TAG = 'Listowski';
  let ids: Record<string, number>;

  beforeAll(async () => {
    const add = async (firstName: string, lastName: string, isOnboardingPassed = true) =>
      (await insertFreelancer(app, refs, { firstName, lastName, isOnboardingPassed })).user.id;
    ids = {
      anna: await add('Anna', `${TAG}-B`),
      adam: await add('Adam', `${TAG}-B`),
      zofia: await add('Zofia', `${TAG}-A`),
      adam2: await add('Adam', `${TAG}-B`),
      notYet: await add('Nowy', `${TAG}-A`, false),
    };
    // Not freelancers: never listed, however they match.
    await createUser(app, { role: 'INVESTOR', lastName: `${TAG}-A` });
    await createUser(app, { role: 'ADMIN', lastName: `${TAG}-A` });
  });

  it('lists onboarded freelancers only, by last name, first name, id, with fit null', async () => {
    const page = await list(F14(TAG));
    expect(page.content.map((f) => f.id)).toEqual([ids.zofia, ids.adam, ids.adam2, ids.anna]);
    expect(page).toMatchObject({ totalElements: 4, totalPages: 1, page: 0, size: 10 });
    for (const item of page.content) {
      expect(item.fit).toBeNull();
      expect(item).toMatchObject({ experienceLevel: 'SENIOR', company: null, userAvatar: null });
    }
    // F13 lists the same people among all others.
    const all = await list(`${F13}?size=50`);
    expect(all.content.map((f) => f.id)).toEqual(expect.arrayContaining([ids.zofia, ids.anna]));
    expect(all.content.map((f) => f.id)).not.toContain(ids.notYet);
  });

  it('pages without repeating or skipping anyone, ceil(total/size) pages', async () => {
    const first = await list(`${F14(TAG)}?page=0&size=3`);
    const second = await list(`${F14(TAG)}?page=1&size=3`);
    expect(first).toMatchObject({ totalElements: 4, totalPages: 2, page: 0, size: 3 });
    expect([...first.content, ...second.content].map((f) => f.id)).toEqual([
      ids.zofia,
      ids.adam,
      ids.adam2,
      ids.anna,
    ]);
    const beyond = await list(`${F14(TAG)}?page=9&size=3`);
    expect(beyond).toMatchObject({ content: [], totalElements: 4, totalPages: 2, page: 9 });
  });
});

describe('search', () => {
  it('folds case and Polish letters over names, company, e-mail and phone; % and _ are literal', async () => {
    const lukasz = await insertFreelancer(app, refs, {
      firstName: 'Łukasz',
      lastName: 'Żółciński',
    });
    const company = await insertFreelancer(app, refs, {
      firstName: 'Ewa',
      lastName: 'Procentowa',
      company: 'Zniżki 100% Śląsk_sp',
      phone: '+48 600 700 800',
    });
    const other = await insertFreelancer(app, refs, {
      firstName: 'Ewa',
      lastName: 'Procentowa',
      company: 'Zniżki 1000 Śląskxsp',
    });
    for (const phrase of ['żółc', 'ŻÓŁCIŃSKI', 'łukasz ż']) {
      expect((await list(F14(phrase))).content.map((f) => f.id)).toEqual([lukasz.user.id]);
    }
    expect((await list(F14('100%'))).content.map((f) => f.id)).toEqual([company.user.id]);
    expect((await list(F14('śląsk_'))).content.map((f) => f.id)).toEqual([company.user.id]);
    expect((await list(F14('ŚLĄSK'))).content.map((f) => f.id).sort()).toEqual(
      [company.user.id, other.user.id].sort(),
    );
    expect((await list(F14('600 700'))).content.map((f) => f.id)).toEqual([company.user.id]);
    expect((await list(F14(lukasz.user.email.toUpperCase()))).content.map((f) => f.id)).toEqual([
      lukasz.user.id,
    ]);
    expect((await list(F14('nikogo-takiego'))).totalElements).toBe(0);
  });
});

describe('bad input', () => {
  it.each([
    ['size=7', pagingMessages.size],
    ['size=100', pagingMessages.size],
    ['page=-1', pagingMessages.page],
    ['page=abc', pagingMessages.page],
  ])('?%s is 400 on both routes', async (query, message) => {
    for (const url of [`${F13}?${query}`, `${F14('jan')}?${query}`]) {
      const res = await sendRaw(app, 'GET', url, { token: admin });
      expectPolish400(res);
      expect(res.json().message).toBe(message);
    }
  });

  it.each(['0', '-3', 'abc', '1.5', '99999999999'])('orderActivityId=%s is 400', async (value) => {
    for (const url of [F13, F14('jan')]) {
      expectPolish400(
        await sendRaw(app, 'GET', `${url}?orderActivityId=${value}`, { token: admin }),
      );
    }
  });

  it('a phrase over 100 characters is 400', async () => {
    expectPolish400(await sendRaw(app, 'GET', F14('a'.repeat(101)), { token: admin }));
  });

  it('an unknown service is 404 on both routes', async () => {
    for (const url of [F13, F14('jan')]) {
      const res = await sendRaw(app, 'GET', `${url}?orderActivityId=2147483000`, { token: admin });
      expectError(res, 404, wizardMessages.orderActivityNotFound);
    }
  });
});

describe('with orderActivityId', () => {
  const TAG = 'Dopasowany';
  let serviceId: number;
  let people: Record<'best' | 'good' | 'busy' | 'tieA' | 'tieB' | 'none' | 'notYet', number>;

  beforeAll(async () => {
    const { service } = await scoredService(app, refs, {
      mainTask: 'COLD_CALLING',
      products: [
        { name: 'CRM dla hoteli', subIndustry: 'IT_SAAS', sectors: ['MSP', 'STARTUPY'] },
        { name: 'Leasing floty', subIndustry: 'FINANSE_LEASING', sectors: ['KORPORACJE'] },
      ],
    });
    serviceId = service.id;
    const add = async (firstName: string, spec: Parameters<typeof insertFreelancer>[2] = {}) =>
      (await insertFreelancer(app, refs, { firstName, lastName: TAG, ...spec })).user.id;
    const strong = {
      levels: { COLD_CALLING: 5 },
      subIndustries: ['IT_SAAS'],
      sectors: ['MSP', 'STARTUPY', 'KORPORACJE'],
      tools: ['HubSpot', 'Aircall'],
      workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const,
      workingHours: 'FROM_30_TO_40',
    };
    people = {
      none: await add('Brak'),
      busy: await add('Zajęty', { ...strong, workingDays: [...strong.workingDays] }),
      good: await add('Dobry', {
        levels: { COLD_CALLING: 4, UMAWIANIE_SPOTKAN: 5 },
        subIndustries: ['IT_USLUGI'],
        sectors: ['MSP'],
        tools: ['Pipedrive'],
        workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY'],
        workingHours: 'UP_TO_10',
      }),
      best: await add('Najlepszy', { ...strong, workingDays: [...strong.workingDays] }),
      tieB: await add('Remis-B', { levels: { COLD_CALLING: 2 } }),
      tieA: await add('Remis-A', { levels: { COLD_CALLING: 2 } }),
      notYet: await add('Nieukończony', {
        ...strong,
        workingDays: [...strong.workingDays],
        isOnboardingPassed: false,
      }),
    };
    await giveAssignments(app, people.busy, 2, 'ACTIVE');
    await giveAssignments(app, people.busy, 1, 'VERYFICATION');
    // The scored service itself is no load of its own freelancer.
    await assignTo(app, serviceId, people.best);
  });

  const scored = (query = '') => list(`${F14(TAG)}?orderActivityId=${serviceId}${query}`);

  it('orders by score, then name, onboarded freelancers only', async () => {
    const page = await scored();
    expect(page.content.map((f) => f.id)).toEqual([
      people.best,
      people.busy,
      people.good,
      people.tieA,
      people.tieB,
      people.none,
    ]);
    // 100; 90 (3 active assignments take all 10 load points); 28 + 10 + 5 + 5 + 4.25 + 10
    // = 62.25; level 2 → 14 + 10 free capacity, a tie broken by the first name; 10.
    expect(page.content.map((f) => f.fit?.score)).toEqual([100, 90, 62, 24, 24, 10]);
    expect(page.totalElements).toBe(6);
  });

  it('explains each score with reasons whose points add up to it', async () => {
    const page = await scored();
    for (const item of page.content) {
      const fit = item.fit;
      if (!fit) throw new Error('no fit');
      expect(fit.reasons).toHaveLength(6);
      expect(fit.reasons.reduce((sum, r) => sum + r.points, 0)).toBe(fit.score);
    }
    const good = page.content.find((f) => f.id === people.good)?.fit;
    expect(good?.reasons.map((r) => [r.factor, r.points, r.maxPoints, r.detail])).toEqual([
      ['ACTIVITY_LEVEL', 28, 35, 'Cold calling: poziom 4 z 5'],
      ['INDUSTRY', 10, 20, 'Pokrewna branża: IT i technologie jak produkt „CRM dla hoteli”'],
      ['SECTORS', 5, 15, expect.stringMatching(/^Wspólne sektory: 1 z 3 \(/)],
      ['SALES_TOOLS', 5, 10, 'CRM: Pipedrive; brak narzędzi do usługi (Cold calling)'],
      ['AVAILABILITY', 4, 10, '3 dni pracy w tygodniu, do 10 godzin tygodniowo'],
      ['LOAD', 10, 10, 'Brak aktywnych zleceń'],
    ]);
    const busy = page.content.find((f) => f.id === people.busy)?.fit;
    expect(busy?.reasons.at(-1)).toMatchObject({ points: 0, detail: '3 aktywne zlecenia' });
    const best = page.content.find((f) => f.id === people.best)?.fit;
    expect(best?.reasons[1]?.detail).toBe(
      'Branża: Oprogramowanie SaaS jak produkt „CRM dla hoteli”',
    );
    expect(best?.reasons.at(-1)?.detail).toBe('Brak aktywnych zleceń');
  });

  it('pages the scored order without repeats', async () => {
    const pages = [await scored('&size=3&page=0'), await scored('&size=3&page=1')];
    expect(pages[0]).toMatchObject({ totalElements: 6, totalPages: 2 });
    expect(pages.flatMap((p) => p.content.map((f) => f.id))).toEqual(
      (await scored()).content.map((f) => f.id),
    );
  });

  it('works on F13 too, and the same freelancers without the id get fit null', async () => {
    const all = await list(`${F13}?size=50&orderActivityId=${serviceId}`);
    const scores = all.content.map((f) => f.fit?.score ?? -1);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(all.content[0]?.id).toBe(people.best);
    const plain = await list(F14(TAG));
    expect(plain.content.every((f) => f.fit === null)).toBe(true);
    expect(names(plain)[0]).toBe('Brak Dopasowany');
  });

  it('reads the page in a fixed number of statements, whatever its size', async () => {
    const small = await queries.during(() => scored('&size=3'));
    const large = await queries.during(() => scored('&size=10'));
    // Auth, the service, the scored page, the page's inputs, the count.
    expect(small.statements).toHaveLength(large.statements.length);
    expect(large.statements.length).toBeLessThanOrEqual(5);
  });
});

describe('avatars', () => {
  it('are the small rendition as a data URL', async () => {
    const { user } = await insertFreelancer(app, refs, {
      firstName: 'Obrazek',
      lastName: 'Awatarowy',
    });
    const bytes = await giveAvatar(app, user.id);
    const [item] = (await list(F14('awatarowy'))).content;
    expect(item?.userAvatar?.pictureData).toBe(
      `data:image/webp;base64,${Buffer.from(bytes.small).toString('base64')}`,
    );
  });
});
