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
  giveTrackRecord,
  insertFreelancer,
  preferFreelancer,
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
    // No review on the platform yet: everyone's REVIEWS is the fallback prior 3 → 12.5.
    // 12.5 + 55 = 67.5; 62.5 (3 active assignments take all 5 load points); 12.5 + 12 + 7.5 +
    // 3.33 + 2.5 + 2.125 + 5 = 44.96; level 2 → 12.5 + 6 + 5, a tie broken by the first name;
    // 12.5 + 5.
    expect(page.content.map((f) => f.fit?.score)).toEqual([68, 63, 45, 24, 24, 18]);
    expect(page.content.every((f) => f.fit?.isNew === true && !f.fit.isPreferred)).toBe(true);
    expect(page.totalElements).toBe(6);
  });

  it('explains each score with reasons whose points add up to it', async () => {
    const page = await scored();
    for (const item of page.content) {
      const fit = item.fit;
      if (!fit) throw new Error('no fit');
      expect(fit.reasons).toHaveLength(9);
      expect(fit.reasons.reduce((sum, r) => sum + r.points, 0)).toBe(fit.score);
    }
    const good = page.content.find((f) => f.id === people.good)?.fit;
    // 45: the half points of REVIEWS and INDUSTRY (the earliest largest remainders) round up.
    expect(good?.reasons.map((r) => [r.factor, r.points, r.maxPoints, r.detail])).toEqual([
      ['REVIEWS', 13, 25, 'Brak opinii: przyjęto średnią platformy 3,0'],
      ['REALISED_ORDERS', 0, 10, 'Nowy na platformie: brak zrealizowanych zleceń'],
      ['PREFERENCE', 0, 10, 'Klient nie wskazał osoby'],
      ['ACTIVITY_LEVEL', 12, 15, 'Cold calling: poziom 4 z 5'],
      ['INDUSTRY', 8, 15, 'Pokrewna branża: IT i technologie jak produkt „CRM dla hoteli”'],
      ['SECTORS', 3, 10, expect.stringMatching(/^Wspólne sektory: 1 z 3 \(/)],
      ['SALES_TOOLS', 2, 5, 'CRM: Pipedrive; brak narzędzi do usługi (Cold calling)'],
      ['AVAILABILITY', 2, 5, '3 dni pracy w tygodniu, do 10 godzin tygodniowo'],
      ['LOAD', 5, 5, 'Brak aktywnych zleceń'],
    ]);
    const busy = page.content.find((f) => f.id === people.busy)?.fit;
    expect(busy?.reasons.at(-1)).toMatchObject({ points: 0, detail: '3 aktywne zlecenia' });
    const best = page.content.find((f) => f.id === people.best)?.fit;
    expect(best?.reasons.find((r) => r.factor === 'INDUSTRY')?.detail).toBe(
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

describe('the track record and the client’s preference (issue 27)', () => {
  const TAG = 'Dorobkowy';
  let serviceId: number;
  let people: Record<
    'newcomer' | 'reviewed' | 'poor' | 'oneFive' | 'longRecord' | 'preferred',
    number
  >;
  // Review means: 5, 4.5 | 1, 1.5, 1.5 | 5 | 6 × 4.75 → the platform's mean 47 / 12.
  const platformMean = 47 / 12;

  beforeAll(async () => {
    const { service } = await scoredService(app, refs, {
      mainTask: 'COLD_CALLING',
      products: [{ name: 'Kasa w chmurze', subIndustry: 'IT_SAAS', sectors: ['MSP'] }],
    });
    serviceId = service.id;
    // Equal answers: only the track record and the preference tell them apart.
    const add = async (firstName: string) =>
      (
        await insertFreelancer(app, refs, {
          firstName,
          lastName: TAG,
          levels: { COLD_CALLING: 3 },
          subIndustries: ['IT_SAAS'],
          sectors: ['MSP'],
          tools: ['HubSpot'],
          workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
          workingHours: 'FROM_30_TO_40',
        })
      ).user.id;
    people = {
      newcomer: await add('Adam'),
      reviewed: await add('Beata'),
      poor: await add('Cezary'),
      oneFive: await add('Dorota'),
      longRecord: await add('Edward'),
      preferred: await add('Filip'),
    };
    await giveTrackRecord(app, people.reviewed, [
      { scores: [5, 5, 5, 5] },
      { scores: [4, 5, 4, 5], authorType: 'GUARDIAN' },
    ]);
    await giveTrackRecord(app, people.poor, [
      { scores: [1, 1, 1, 1] },
      { scores: [2, 2, 1, 1] },
      { scores: [1, 2, 1, 2], authorType: 'GUARDIAN' },
    ]);
    await giveTrackRecord(app, people.oneFive, [{ scores: [5, 5, 5, 5] }, null]);
    await giveTrackRecord(
      app,
      people.longRecord,
      Array.from({ length: 6 }, (_, i) => ({
        scores: [5, 5, 5, 4] as const,
        authorType: i % 2 === 0 ? ('INVESTOR' as const) : ('GUARDIAN' as const),
      })),
    );
    await preferFreelancer(app, serviceId, people.preferred);
  });

  const scored = () => list(`${F14(TAG)}?orderActivityId=${serviceId}`);
  const fitOf = (page: AssignableFreelancerPage, id: number) => {
    const fit = page.content.find((f) => f.id === id)?.fit;
    if (!fit) throw new Error(`no fit for ${id}`);
    return fit;
  };
  const reviewsPoints = (page: AssignableFreelancerPage, id: number) =>
    fitOf(page, id).reasons.find((r) => r.factor === 'REVIEWS');

  it('ranks by what was delivered: the Bayesian mean, realised services, the preference', async () => {
    const page = await scored();
    // Beyond the equal answers (50 of the others): REVIEWS 25 × (B − 1) / 4 with
    // B = (3μ + Σ) / (3 + n), μ = 47/12, plus 2 points per realised service (10 from 5 on):
    // Edward 21.70 + 10, Filip 18.23 + 10 (preferred), Beata 20.31 + 4, Dorota 19.92 + 4,
    // Adam 18.23, Cezary 10.16 + 6.
    expect(page.content.map((f) => f.id)).toEqual([
      people.longRecord,
      people.preferred,
      people.reviewed,
      people.oneFive,
      people.newcomer,
      people.poor,
    ]);
    const scores = page.content.map((f) => f.fit?.score ?? 0);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(new Set(scores).size).toBe(6);
  });

  it('pulls few reviews towards the platform mean (a single 5 is below six of 4.75)', async () => {
    const page = await scored();
    const mean = (n: number, total: number) => (3 * platformMean + total) / (3 + n);
    const one = reviewsPoints(page, people.oneFive);
    const long = reviewsPoints(page, people.longRecord);
    expect(one?.detail).toBe(
      `1 opinia, średnia 5,0; wyrównana do średniej platformy 3,92: ${mean(1, 5).toFixed(2).replace('.', ',')}`,
    );
    expect(long?.detail).toBe('6 opinii, średnia 4,75; wyrównana do średniej platformy 3,92: 4,47');
    expect(long?.points).toBeGreaterThan(one?.points ?? 0);
    // Both kinds of author count: Beata's guardian review is in her mean.
    expect(reviewsPoints(page, people.reviewed)?.detail).toMatch(/^2 opinie, średnia 4,75;/);
    expect(reviewsPoints(page, people.newcomer)?.detail).toBe(
      'Brak opinii: przyjęto średnią platformy 3,92',
    );
  });

  it('labels the freelancers without a realised service new and below the reviewed', async () => {
    const page = await scored();
    expect(fitOf(page, people.newcomer)).toMatchObject({ isNew: true, isPreferred: false });
    expect(fitOf(page, people.preferred)).toMatchObject({ isNew: true, isPreferred: true });
    for (const id of [people.reviewed, people.oneFive, people.longRecord, people.poor]) {
      expect(fitOf(page, id).isNew).toBe(false);
    }
    expect(fitOf(page, people.reviewed).score).toBeGreaterThan(fitOf(page, people.newcomer).score);
    expect(
      fitOf(page, people.newcomer).reasons.find((r) => r.factor === 'REALISED_ORDERS')?.detail,
    ).toBe('Nowy na platformie: brak zrealizowanych zleceń');
    expect(
      fitOf(page, people.oneFive).reasons.find((r) => r.factor === 'REALISED_ORDERS'),
    ).toMatchObject({ points: 4, detail: '2 zrealizowane zlecenia' });
  });

  it('gives the preferred freelancer 10 points, and only for this service', async () => {
    const page = await scored();
    const preferred = fitOf(page, people.preferred);
    const newcomer = fitOf(page, people.newcomer);
    expect(preferred.score - newcomer.score).toBe(10);
    expect(preferred.reasons.find((r) => r.factor === 'PREFERENCE')).toMatchObject({
      points: 10,
      maxPoints: 10,
      detail: 'Klient prosi o tę samą osobę co w poprzednim zleceniu',
    });
    expect(newcomer.reasons.find((r) => r.factor === 'PREFERENCE')?.detail).toBe(
      'Klient prosi o inną osobę',
    );
  });

  it('still reads the page in a fixed number of statements', async () => {
    const statements = await queries.during(() => scored());
    expect(statements.statements.length).toBeLessThanOrEqual(5);
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
    expect(item?.userAvatar).toEqual({
      pictureData: `data:image/webp;base64,${Buffer.from(bytes.small).toString('base64')}`,
    });
  });
});
