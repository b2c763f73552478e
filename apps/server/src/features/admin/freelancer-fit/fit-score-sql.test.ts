import type { Weekday } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import {
  assignTo,
  type FreelancerSpec,
  giveAssignments,
  giveTrackRecord,
  insertFreelancer,
  preferFreelancer,
  type RefIds,
  type ReviewSpec,
  readRefIds,
  scoredService,
} from './fit-arrange.ts';
import { findFitService } from './fit-context.repository.ts';
import { fitScore } from './fit-score.ts';
import { type FitWeights, fitWeights } from './fit-weights.ts';
import { findFitData, findScoredPage } from './freelancer-fit.repository.ts';
import { fitSqlContext } from './freelancer-fit.service.ts';

/*
 * The database orders by the SQL form of the score and the page shows `fitScore`'s: they must be
 * the same number for every freelancer, with the default weights and with others; with track
 * records (realised services, reviews of both kinds, unrated ones) and the client's preference.
 */

let app: FastifyInstance;
let refs: RefIds;
const TAG = 'Parytetowy';
const serviceIds: Record<'products' | 'noProducts', number> = { products: 0, noProducts: 0 };

/** A small deterministic generator: the same varied freelancers on every run. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const some = <T>(items: readonly T[], max: number): T[] => [
    ...new Set(Array.from({ length: Math.floor(next() * (max + 1)) }, () => pick(items))),
  ];
  return { next, pick, some };
}

const WEEK: Weekday[] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
];
const HOURS = [null, 'UP_TO_10', 'FROM_10_TO_20', 'FROM_20_TO_30', 'FROM_30_TO_40', 'OVER_40'];

type VariedSpec = FreelancerSpec & { load: number; track?: (ReviewSpec | null)[] };

function variedSpecs(): VariedSpec[] {
  const g = generator(7);
  // A generator of its own, so that the answers stay those of issue 10's set.
  const t = generator(11);
  const score = () => 1 + Math.floor(t.next() * 5);
  const specs: VariedSpec[] = [
    // Extremes and the half-up tie (availability 3.5 alone).
    {
      levels: { UMAWIANIE_SPOTKAN: 5 },
      subIndustries: ['IT_SAAS'],
      sectors: ['MSP', 'KORPORACJE', 'STARTUPY'],
      tools: ['HubSpot', 'Aircall'],
      workingDays: WEEK.slice(0, 5),
      workingHours: 'OVER_40',
      load: 0,
      track: [
        { scores: [5, 5, 5, 5] },
        { scores: [5, 5, 4, 5], authorType: 'GUARDIAN' },
        null,
        { scores: [5, 5, 5, 5] },
        { scores: [4, 5, 5, 5] },
        { scores: [5, 5, 5, 5] },
      ],
    },
    { load: 0 },
    { workingDays: ['MONDAY'], workingHours: 'FROM_10_TO_20', load: 3 },
  ];
  for (let i = 0; i < 27; i++) {
    specs.push({
      levels: Object.fromEntries(
        g
          .some(['UMAWIANIE_SPOTKAN', 'COLD_CALLING', 'BADANIE_RYNKU', 'NEGOCJACJE'], 3)
          .map((code) => [code, 1 + Math.floor(g.next() * 5)]),
      ),
      subIndustries: g.some(
        ['IT_SAAS', 'IT_USLUGI', 'FINANSE_LEASING', 'FINANSE_BANKOWOSC', 'ENERGETYKA_PRAD_GAZ'],
        3,
      ),
      sectors: g.some(['MSP', 'KORPORACJE', 'STARTUPY', 'HANDEL_DETALICZNY', 'UBEZPIECZENIA'], 4),
      tools: g.some(['HubSpot', 'Pipedrive', 'Aircall', 'Calendly', 'Trello', 'Hotjar'], 3),
      workingDays: g.some(WEEK, 7),
      workingHours: g.pick(HOURS),
      load: Math.floor(g.next() * 5),
      track: Array.from({ length: Math.floor(t.next() * 5) }, () =>
        t.next() < 0.25
          ? null
          : {
              scores: [score(), score(), score(), score()] as const,
              authorType: t.pick(['INVESTOR', 'GUARDIAN'] as const),
            },
      ),
    });
  }
  return specs;
}

beforeAll(async () => {
  app = await buildTestApp();
  refs = await readRefIds(app);
  const withProducts = await scoredService(app, refs, {
    mainTask: 'MEETING_SETTING',
    products: [
      { name: 'CRM dla hoteli', subIndustry: 'IT_SAAS', sectors: ['MSP', 'STARTUPY'] },
      { name: 'Leasing floty', subIndustry: 'FINANSE_LEASING', sectors: ['KORPORACJE', 'MSP'] },
    ],
  });
  const bare = await scoredService(app, refs, { mainTask: 'NEGOTIATION', products: [] });
  serviceIds.products = withProducts.service.id;
  serviceIds.noProducts = bare.service.id;
  for (const [i, { load, track = [], ...spec }] of variedSpecs().entries()) {
    const { user } = await insertFreelancer(app, refs, {
      ...spec,
      firstName: `Osoba${String(i).padStart(2, '0')}`,
      lastName: TAG,
    });
    await giveAssignments(app, user.id, load, i % 2 === 0 ? 'ACTIVE' : 'VERYFICATION');
    await giveTrackRecord(app, user.id, track);
    // Assigned to the scored service itself, which never counts as load.
    if (i === 5) await assignTo(app, withProducts.service.id, user.id);
    // The client of the scored service asks for this one again.
    if (i === 4) await preferFreelancer(app, withProducts.service.id, user.id);
  }
  // Services of NEW and REALIZED orders are no load either.
  const idle = await insertFreelancer(app, refs, { firstName: 'Osoba99', lastName: TAG });
  await giveAssignments(app, idle.user.id, 1, 'NEW');
  await giveAssignments(app, idle.user.id, 1, 'REALIZED');
});
afterAll(() => app.close());

/** Issue 10's weights (no track record): the half-up tie and the full 100 are known numbers. */
const issue10Weights: FitWeights = {
  ...fitWeights,
  points: {
    REVIEWS: 0,
    REALISED_ORDERS: 0,
    PREFERENCE: 0,
    ACTIVITY_LEVEL: 35,
    INDUSTRY: 20,
    SECTORS: 15,
    SALES_TOOLS: 10,
    AVAILABILITY: 10,
    LOAD: 10,
  },
};

const otherWeights: FitWeights = {
  ...fitWeights,
  points: {
    REVIEWS: 15,
    REALISED_ORDERS: 5,
    PREFERENCE: 20,
    ACTIVITY_LEVEL: 5,
    INDUSTRY: 20,
    SECTORS: 15,
    SALES_TOOLS: 5,
    AVAILABILITY: 10,
    LOAD: 5,
  },
  reviewPriorWeight: 7,
  realisedFullAt: 3,
  maxLevel: 4,
  industryParentShare: 0.25,
  crmShare: 0.3,
  fullWeekDays: 6,
  daysShare: 0.6,
  hoursShare: {
    UP_TO_10: 0.1,
    FROM_10_TO_20: 0.3,
    FROM_20_TO_30: 0.6,
    FROM_30_TO_40: 0.9,
    OVER_40: 1,
  },
  loadZeroAt: 4,
};

async function compare(serviceId: number, weights: FitWeights) {
  const service = await findFitService(app.db, serviceId);
  if (!service) throw new Error('no service');
  const context = fitSqlContext(serviceId, service);
  const rows = await findScoredPage(
    app.db,
    { page: 0, size: 50, phrase: TAG.toLowerCase() },
    context,
    weights,
  );
  expect(rows).toHaveLength(31);
  const data = await findFitData(
    app.db,
    rows.map((r) => r.id),
    context,
    weights,
  );
  const pure = rows.map((row) => {
    const freelancer = data.get(row.id);
    if (!freelancer) throw new Error(`no inputs for ${row.id}`);
    return fitScore({ service, freelancer }, weights).score;
  });
  expect(rows.map((r) => r.score)).toEqual(pure);
  // The database's order: score descending, a track record before none, then the names.
  const isNew = (id: number) => (data.get(id)?.realisedOrders === 0 ? 1 : 0);
  const sorted = [...rows].sort(
    (a, b) =>
      (b.score ?? 0) - (a.score ?? 0) ||
      isNew(a.id) - isNew(b.id) ||
      a.firstName.localeCompare(b.firstName),
  );
  expect(rows.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
  return { rows, pure, data };
}

describe('the SQL score', () => {
  it('equals fitScore for varied freelancers with the default weights', async () => {
    const { pure, rows, data } = await compare(serviceIds.products, fitWeights);
    // The set is varied: many distinct scores, loads of every size, track records of every kind.
    expect(new Set(pure).size).toBeGreaterThan(12);
    const loads = new Set([...data.values()].map((d) => d.activeAssignments));
    expect([...loads].sort()).toEqual([0, 1, 2, 3, 4]);
    const idle = rows.find((r) => r.firstName === 'Osoba99');
    expect(idle && data.get(idle.id)).toMatchObject({ activeAssignments: 0, realisedOrders: 1 });
    const records = [...data.values()];
    expect(records.filter((d) => d.realisedOrders === 0).length).toBeGreaterThan(3);
    expect(records.filter((d) => d.reviewScores.length >= 3).length).toBeGreaterThan(3);
    expect(records.some((d) => d.realisedOrders > d.reviewScores.length)).toBe(true);
    const top = rows.find((r) => r.firstName === 'Osoba00');
    expect(top && data.get(top.id)).toMatchObject({ realisedOrders: 6 });
    expect(top && data.get(top.id)?.reviewScores).toHaveLength(5);
    expect(rows[0]?.id).toBe(top?.id);
  });

  it('equals fitScore with issue 10’s weights (the full 100, the half-up tie)', async () => {
    const { pure, rows } = await compare(serviceIds.products, issue10Weights);
    expect(pure[0]).toBe(100);
    expect(rows.find((r) => r.firstName === 'Osoba02')?.score).toBe(4);
  });

  it('reads the preference of the scored service and the platform’s mean review', async () => {
    const scored = await compare(serviceIds.products, fitWeights);
    const preferred = scored.rows.find((r) => r.firstName === 'Osoba04');
    const inputs = preferred && scored.data.get(preferred.id);
    const service = await findFitService(app.db, serviceIds.products);
    if (!preferred || !inputs || !service) throw new Error('Osoba04 missing');
    expect(service.preferredFreelancerId).toBe(preferred.id);
    const fit = fitScore({ service, freelancer: inputs });
    expect(fit.isPreferred).toBe(true);
    expect(fit.reasons.find((r) => r.factor === 'PREFERENCE')?.points).toBe(10);
    expect((await findFitService(app.db, serviceIds.noProducts))?.preferredFreelancerId).toBeNull();
    // The mean of every review's mean (reviews of the other test freelancers included).
    const all = [...scored.data.values()].flatMap((d) => d.reviewScores);
    expect(all.length).toBeGreaterThan(20);
    expect(service.platformReviewMean).toBeGreaterThanOrEqual(1);
    expect(service.platformReviewMean).toBeLessThanOrEqual(5);
  });

  it('equals fitScore with other weights (it reads the weights, not constants)', async () => {
    expect(otherWeights.reviewPriorWeight).not.toBe(fitWeights.reviewPriorWeight);
    const { pure } = await compare(serviceIds.products, otherWeights);
    const defaults = await compare(serviceIds.products, fitWeights);
    expect(pure).not.toEqual(defaults.pure);
  });

  it('equals fitScore for a service whose investor has no products', async () => {
    await compare(serviceIds.noProducts, fitWeights);
    await compare(serviceIds.noProducts, otherWeights);
  });
});
