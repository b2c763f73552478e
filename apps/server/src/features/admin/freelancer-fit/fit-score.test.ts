import { fitFactor, toolKind } from '@handlowo/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activities } from '../../reference-data/seed/activities.ts';
import { workingHours } from '../../reference-data/seed/working-hours.ts';
import {
  apportion,
  bayesianReviewMean,
  type FitInputs,
  type FitService,
  type FreelancerFitData,
  fitScore,
} from './fit-score.ts';
import { type FitWeights, fitWeights, relevantToolKinds } from './fit-weights.ts';
import {
  activeOrderForms,
  counted,
  dayForms,
  realisedOrderForms,
  reviewForms,
} from './polish-plural.ts';

const service: FitService = {
  activities: [
    { id: 3, code: 'UMAWIANIE_SPOTKAN', name: 'Umawianie spotkań' },
    { id: 1, code: 'COLD_CALLING', name: 'Cold calling' },
  ],
  products: [
    {
      name: 'CRM dla hoteli',
      subIndustryId: 10,
      subIndustryName: 'Oprogramowanie SaaS',
      industryId: 2,
      industryName: 'IT i technologie',
    },
    {
      name: 'Kasa fiskalna',
      subIndustryId: 20,
      subIndustryName: 'Sprzęt dla handlu',
      industryId: 4,
      industryName: 'Handel',
    },
  ],
  sectors: [
    { id: 5, name: 'Hotele' },
    { id: 6, name: 'Gastronomia' },
    { id: 7, name: 'Turystyka' },
  ],
  preferredFreelancerId: null,
  // A prior of 4.2 makes REVIEWS exactly 20 of 25 for a freelancer without reviews.
  platformReviewMean: 4.2,
};

const perfect: FreelancerFitData = {
  id: 1,
  realisedOrders: 5,
  reviewScores: [5, 5],
  activityLevels: [{ activityId: 3, level: 5 }],
  subIndustries: [{ id: 10, name: 'Oprogramowanie SaaS', industryId: 2 }],
  sectorIds: [5, 6, 7],
  tools: [
    { name: 'HubSpot', kind: 'CRM' },
    { name: 'Aircall', kind: 'COLD_CALLING' },
  ],
  workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
  workingHours: { key: 'FROM_30_TO_40', description: 'od 30 do 40 godzin' },
  activeAssignments: 0,
};

const empty: FreelancerFitData = {
  id: 2,
  realisedOrders: 0,
  reviewScores: [],
  activityLevels: [],
  subIndustries: [],
  sectorIds: [],
  tools: [],
  workingDays: [],
  workingHours: null,
  activeAssignments: 0,
};

const score = (freelancer: Partial<FreelancerFitData>, over: Partial<FitService> = {}) =>
  fitScore({ service: { ...service, ...over }, freelancer: { ...empty, ...freelancer } });
const reason = (result: ReturnType<typeof fitScore>, factor: string) => {
  const found = result.reasons.find((r) => r.factor === factor);
  if (!found) throw new Error(`no reason ${factor}`);
  return found;
};

describe('the weights', () => {
  it('add up to 100 and cover every factor', () => {
    expect(Object.keys(fitWeights.points).sort()).toEqual([...fitFactor.keys].sort());
    expect(Object.values(fitWeights.points).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('give every weekly hours band of the seed a share, growing with the hours', () => {
    const shares = workingHours.map((w) => fitWeights.hoursShare[w.workingHour]);
    expect(shares.every((s) => s !== undefined && s > 0 && s <= 1)).toBe(true);
    expect([...(shares as number[])].sort((a, b) => a - b)).toEqual(shares);
  });

  it('name tool kinds (never CRM, counted apart) for every catalogue service', () => {
    const kinds = new Set<string>(toolKind.keys);
    for (const { code } of activities) {
      const list = fitWeights.toolKindsByActivity[code] ?? [];
      expect(list.length, code).toBeGreaterThan(0);
      for (const kind of list) expect(kinds.has(kind) && String(kind) !== 'CRM', kind).toBe(true);
    }
    expect(Object.keys(fitWeights.toolKindsByActivity).sort()).toEqual(
      activities.map((a) => a.code).sort(),
    );
  });

  it('merge the tool kinds of a task’s services, each once', () => {
    expect(relevantToolKinds(['UMAWIANIE_SPOTKAN', 'COLD_CALLING'])).toEqual([
      'COLD_CALLING',
      'INNE',
    ]);
    expect(relevantToolKinds(['UNKNOWN'])).toEqual([]);
  });
});

describe('fitScore', () => {
  // The best possible record: reviews of 5 on a platform whose mean is 5, the client's choice.
  const best = { platformReviewMean: 5, preferredFreelancerId: perfect.id };

  it('gives a freelancer matching everything 100, every factor at its maximum', () => {
    const result = score(perfect, best);
    expect(result.score).toBe(100);
    expect(result.reasons.map((r) => r.factor)).toEqual([...fitFactor.keys]);
    expect(result.reasons.map((r) => r.factor)).toEqual([
      'REVIEWS',
      'REALISED_ORDERS',
      'PREFERENCE',
      'ACTIVITY_LEVEL',
      'INDUSTRY',
      'SECTORS',
      'SALES_TOOLS',
      'AVAILABILITY',
      'LOAD',
    ]);
    for (const r of result.reasons) {
      expect(r.points).toBe(r.maxPoints);
      expect(r.label).toBe(fitFactor.labels[r.factor]);
    }
    expect(result.reasons.map((r) => r.detail)).toEqual([
      '2 opinie, średnia 5,0; wyrównana do średniej platformy 5,0: 5,0',
      '5 zrealizowanych zleceń',
      'Klient prosi o tę samą osobę co w poprzednim zleceniu',
      'Umawianie spotkań: poziom 5 z 5',
      'Branża: Oprogramowanie SaaS jak produkt „CRM dla hoteli”',
      'Wspólne sektory: 3 z 3 (Hotele, Gastronomia, Turystyka)',
      'CRM: HubSpot; do usługi: Aircall',
      '5 dni pracy w tygodniu, od 30 do 40 godzin tygodniowo',
      'Brak aktywnych zleceń',
    ]);
    expect(result).toMatchObject({ isNew: false, isPreferred: true });
  });

  it('gives a new freelancer with no answers the prior and the free-capacity points only', () => {
    const result = score({});
    expect(result.score).toBe(25);
    expect(result).toMatchObject({ isNew: true, isPreferred: false });
    expect(result.reasons.map((r) => [r.factor, r.points, r.detail])).toEqual([
      ['REVIEWS', 20, 'Brak opinii: przyjęto średnią platformy 4,2'],
      ['REALISED_ORDERS', 0, 'Nowy na platformie: brak zrealizowanych zleceń'],
      ['PREFERENCE', 0, 'Klient nie wskazał osoby'],
      ['ACTIVITY_LEVEL', 0, 'Nie oferuje usług: Umawianie spotkań, Cold calling'],
      ['INDUSTRY', 0, 'Brak doświadczenia w branżach produktów inwestora'],
      ['SECTORS', 0, 'Brak wspólnych sektorów'],
      [
        'SALES_TOOLS',
        0,
        'Bez CRM; brak narzędzi do usługi (Cold calling, Inne narzędzia wspierające sprzedaż)',
      ],
      ['AVAILABILITY', 0, 'Dni pracy nie podane, godziny pracy nie podane'],
      ['LOAD', 5, 'Brak aktywnych zleceń'],
    ]);
  });

  describe('REVIEWS', () => {
    it('is the Bayesian mean: (m·μ + Σ scores) / (m + n), m = 3', () => {
      expect(fitWeights.reviewPriorWeight).toBe(3);
      expect(bayesianReviewMean([], 4.4)).toBeCloseTo(4.4, 10);
      expect(bayesianReviewMean([5], 4)).toBeCloseTo(4.25, 10);
      expect(bayesianReviewMean([2, 3], 4)).toBeCloseTo(3.4, 10);
      expect(bayesianReviewMean(Array(6).fill(4.8), 4)).toBeCloseTo(4.5333333, 6);
    });

    it('scores (B − 1) / 4 of 25 and says the own mean, the platform’s and the result', () => {
      const one = score({ reviewScores: [5] }, { platformReviewMean: 4 });
      // B = (12 + 5) / 4 = 4.25 → 25 × 3.25 / 4 = 20.3125
      expect(reason(one, 'REVIEWS')).toMatchObject({
        points: 20,
        maxPoints: 25,
        detail: '1 opinia, średnia 5,0; wyrównana do średniej platformy 4,0: 4,25',
      });
      const five = score({ reviewScores: [4, 4.25, 4.5, 3.75, 5] }, { platformReviewMean: 4 });
      // B = (12 + 21.5) / 8 = 4.1875 → 19.921875
      expect(reason(five, 'REVIEWS')).toMatchObject({
        points: 20,
        detail: '5 opinii, średnia 4,3; wyrównana do średniej platformy 4,0: 4,19',
      });
    });

    it('ranks a long record of 4.8 above a single 5', () => {
      const single = score({ reviewScores: [5] }, { platformReviewMean: 4 });
      const long = score({ reviewScores: Array(6).fill(4.8) }, { platformReviewMean: 4 });
      expect(long.score).toBeGreaterThan(single.score);
    });

    it('uses the platform mean for a freelancer without reviews, 3 while there is none', () => {
      expect(reason(score({}, { platformReviewMean: 4.6 }), 'REVIEWS')).toMatchObject({
        // 25 × 3.6 / 4 = 22.5
        detail: 'Brak opinii: przyjęto średnią platformy 4,6',
      });
      const none = score({}, { platformReviewMean: null });
      expect(reason(none, 'REVIEWS').detail).toBe('Brak opinii: przyjęto średnią platformy 3,0');
      // 12.5 + 5 = 17.5 → 18
      expect(none.score).toBe(18);
    });

    it('puts a freelancer with poor reviews below one without any', () => {
      const poor = score({ realisedOrders: 3, reviewScores: [1, 2, 1.5] });
      const fresh = score({});
      expect(poor.score).toBeLessThan(fresh.score);
    });
  });

  describe('REALISED_ORDERS', () => {
    it.each([
      [0, 0, 'Nowy na platformie: brak zrealizowanych zleceń', true],
      [1, 2, '1 zrealizowane zlecenie', false],
      [3, 6, '3 zrealizowane zlecenia', false],
      [5, 10, '5 zrealizowanych zleceń', false],
      [12, 10, '12 zrealizowanych zleceń', false],
    ])('%i realised services give %i points: %s', (n, points, detail, isNew) => {
      const result = score({ realisedOrders: n });
      expect(reason(result, 'REALISED_ORDERS')).toMatchObject({ points, maxPoints: 10, detail });
      expect(result.isNew).toBe(isNew);
    });
  });

  describe('PREFERENCE', () => {
    it('gives the client’s previous freelancer the full 10, anyone else nothing', () => {
      const chosen = score({ id: 2 }, { preferredFreelancerId: 2 });
      expect(reason(chosen, 'PREFERENCE')).toMatchObject({
        points: 10,
        maxPoints: 10,
        detail: 'Klient prosi o tę samą osobę co w poprzednim zleceniu',
      });
      expect(chosen.isPreferred).toBe(true);
      const other = score({ id: 3 }, { preferredFreelancerId: 2 });
      expect(reason(other, 'PREFERENCE')).toMatchObject({
        points: 0,
        detail: 'Klient prosi o inną osobę',
      });
      expect(other.isPreferred).toBe(false);
      expect(chosen.score - other.score).toBe(10);
    });
  });

  describe('a new freelancer', () => {
    it('never outranks an equally matching freelancer with good reviews', () => {
      const answers = fc.record({
        activityLevels: fc.array(
          fc.record({ activityId: fc.constantFrom(1, 3), level: fc.integer({ min: 1, max: 5 }) }),
          { maxLength: 2 },
        ),
        sectorIds: fc.uniqueArray(fc.integer({ min: 5, max: 7 }), { maxLength: 3 }),
        activeAssignments: fc.integer({ min: 0, max: 4 }),
      });
      const record = fc
        .array(fc.constantFrom(4, 4.25, 4.5, 4.75, 5), { minLength: 1, maxLength: 9 })
        .chain((reviewScores) =>
          fc.record({
            reviewScores: fc.constant(reviewScores),
            // Each review belongs to one realised service; some services go unrated.
            realisedOrders: fc.integer({ min: reviewScores.length, max: reviewScores.length + 3 }),
          }),
        );
      const platformMean = fc.integer({ min: 100, max: 500 }).map((n) => n / 100);
      fc.assert(
        fc.property(answers, record, platformMean, (own, track, mean) => {
          const over = { platformReviewMean: mean };
          const newcomer = score(own, over);
          const reviewed = score({ ...own, ...track }, over);
          expect(newcomer.isNew).toBe(true);
          expect(reviewed.isNew).toBe(false);
          expect(reviewed.score).toBeGreaterThanOrEqual(newcomer.score);
        }),
        { seed: 27, numRuns: 500 },
      );
    });

    it('ranks below the reviewed one in the example of the issue (a high self-rating)', () => {
      const self = { ...perfect, realisedOrders: 0, reviewScores: [] };
      const newcomer = score(self, { platformReviewMean: 4.9 });
      const reviewed = score(
        { ...self, realisedOrders: 1, reviewScores: [4] },
        {
          platformReviewMean: 4.9,
        },
      );
      expect(newcomer.isNew).toBe(true);
      expect(reviewed.score).toBeGreaterThan(newcomer.score);
    });
  });

  describe('ACTIVITY_LEVEL', () => {
    it('takes the best self-declared level among the mapped services, L/5 of 15', () => {
      const result = score({
        activityLevels: [
          { activityId: 3, level: 2 },
          { activityId: 1, level: 4 },
          { activityId: 99, level: 5 },
        ],
      });
      expect(reason(result, 'ACTIVITY_LEVEL')).toMatchObject({
        points: 12,
        maxPoints: 15,
        detail: 'Cold calling: poziom 4 z 5',
      });
    });

    it.each([
      [1, 3],
      [2, 6],
      [3, 9],
      [5, 15],
    ])('level %i gives %i points', (level, points) => {
      expect(
        reason(score({ activityLevels: [{ activityId: 1, level }] }), 'ACTIVITY_LEVEL').points,
      ).toBe(points);
    });

    it('weighs less than the reviews and the realised orders together', () => {
      const { points } = fitWeights;
      expect(points.ACTIVITY_LEVEL).toBeLessThan(points.REVIEWS + points.REALISED_ORDERS);
      expect(points.ACTIVITY_LEVEL).toBeLessThan(35);
    });

    it('ignores services outside the task and names a single missing one', () => {
      const result = score(
        { activityLevels: [{ activityId: 3, level: 5 }] },
        { activities: [{ id: 1, code: 'COLD_CALLING', name: 'Cold calling' }] },
      );
      expect(reason(result, 'ACTIVITY_LEVEL')).toMatchObject({
        points: 0,
        detail: 'Nie oferuje usługi Cold calling',
      });
    });

    it('says so when the task maps to no catalogue service', () => {
      expect(reason(score(perfect, { activities: [] }), 'ACTIVITY_LEVEL')).toMatchObject({
        points: 0,
        detail: 'Do tego zadania nie przypisano usług z katalogu',
      });
    });
  });

  describe('INDUSTRY', () => {
    it('gives full points for a product’s sub-industry, preferring it to a parent match', () => {
      const result = score({
        subIndustries: [
          { id: 11, name: 'Hosting', industryId: 2 },
          { id: 20, name: 'Sprzęt dla handlu', industryId: 4 },
        ],
      });
      expect(reason(result, 'INDUSTRY')).toMatchObject({
        points: 15,
        detail: 'Branża: Sprzęt dla handlu jak produkt „Kasa fiskalna”',
      });
    });

    it('gives half for the same parent industry only', () => {
      const result = score({ subIndustries: [{ id: 11, name: 'Hosting', industryId: 2 }] });
      // 7.5 of 15: the score 32.5 rounds up to 33 and the half point goes to INDUSTRY.
      expect(result.score).toBe(33);
      expect(reason(result, 'INDUSTRY')).toMatchObject({
        points: 8,
        detail: 'Pokrewna branża: IT i technologie jak produkt „CRM dla hoteli”',
      });
    });

    it('gives nothing for other industries or when the investor has no products', () => {
      expect(
        reason(score({ subIndustries: [{ id: 30, name: 'X', industryId: 9 }] }), 'INDUSTRY').points,
      ).toBe(0);
      const none = score(perfect, { products: [], sectors: [] });
      expect(reason(none, 'INDUSTRY')).toMatchObject({
        points: 0,
        detail: 'Inwestor nie ma jeszcze produktów',
      });
      expect(reason(none, 'SECTORS')).toMatchObject({
        points: 0,
        detail: 'Inwestor nie ma jeszcze produktów',
      });
    });
  });

  describe('SECTORS', () => {
    it('gives the covered share of the products’ sectors', () => {
      // 10 × 2/3 = 6.667 → 7 (its remainder is the largest)
      expect(reason(score({ sectorIds: [6, 5, 40] }), 'SECTORS')).toMatchObject({
        points: 7,
        detail: 'Wspólne sektory: 2 z 3 (Hotele, Gastronomia)',
      });
      expect(reason(score({ sectorIds: [7] }), 'SECTORS').points).toBe(3);
      expect(reason(score({ sectorIds: [40] }), 'SECTORS')).toMatchObject({
        points: 0,
        detail: 'Brak wspólnych sektorów',
      });
    });
  });

  describe('SALES_TOOLS', () => {
    it('gives half for a CRM and half for a tool the service needs', () => {
      const crm = score({
        tools: [
          { name: 'Pipedrive', kind: 'CRM' },
          { name: 'Trello', kind: 'ZARZADZANIE_PROJEKTAMI' },
        ],
      });
      // 2.5 of 5: the score 27.5 rounds up, the half point goes to the tools.
      expect(reason(crm, 'SALES_TOOLS')).toMatchObject({
        points: 3,
        maxPoints: 5,
        detail:
          'CRM: Pipedrive; brak narzędzi do usługi (Cold calling, Inne narzędzia wspierające sprzedaż)',
      });
      const fitting = score({
        tools: [
          { name: 'Calendly', kind: 'INNE' },
          { name: 'Aircall', kind: 'COLD_CALLING' },
        ],
      });
      expect(reason(fitting, 'SALES_TOOLS')).toMatchObject({
        points: 3,
        detail: 'Bez CRM; do usługi: Calendly, Aircall',
      });
    });
  });

  describe('AVAILABILITY', () => {
    it('weighs working days (5 and more full) and the weekly hours band half and half', () => {
      const part = score({
        workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY'],
        workingHours: { key: 'UP_TO_10', description: 'do 10 godzin' },
      });
      // 5 × (0.5 × 3/5 + 0.5 × 0.25) = 2.125
      expect(reason(part, 'AVAILABILITY')).toMatchObject({
        points: 2,
        maxPoints: 5,
        detail: '3 dni pracy w tygodniu, do 10 godzin tygodniowo',
      });
      const week = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
      // 2.5: the score 27.5 rounds up, the half point goes here.
      expect(reason(score({ workingDays: week }), 'AVAILABILITY').points).toBe(3);
      expect(reason(score({ workingDays: ['MONDAY'] }), 'AVAILABILITY').detail).toBe(
        '1 dzień pracy w tygodniu, godziny pracy nie podane',
      );
      expect(
        reason(
          score({ workingHours: { key: 'FROM_20_TO_30', description: 'od 20 do 30 godzin' } }),
          'AVAILABILITY',
        ),
      ).toMatchObject({ points: 2, detail: 'Dni pracy nie podane, od 20 do 30 godzin tygodniowo' });
      expect(
        reason(score({ workingHours: { key: 'SOMETIMES', description: 'czasem' } }), 'AVAILABILITY')
          .points,
      ).toBe(0);
    });
  });

  describe('LOAD', () => {
    it.each([
      [0, 5, 'Brak aktywnych zleceń'],
      [1, 3, '1 aktywne zlecenie'],
      [2, 2, '2 aktywne zlecenia'],
      [3, 0, '3 aktywne zlecenia'],
      [5, 0, '5 aktywnych zleceń'],
      [22, 0, '22 aktywne zlecenia'],
    ])('%i active assignments give %i points: %s', (n, points, detail) => {
      expect(reason(score({ activeAssignments: n }), 'LOAD')).toMatchObject({ points, detail });
    });
  });

  describe('rounding', () => {
    it('rounds the exact sum half up and hands the extra point to the largest remainder', () => {
      // Reviews 20 + availability 5 × 0.5 (a full week, no hours) = 22.5, load 3 → 0: 23.
      const half = score({
        workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
        activeAssignments: 3,
      });
      expect(half.score).toBe(23);
      expect(reason(half, 'AVAILABILITY').points).toBe(3);
      // Reviews 20 + load 3.333 + sectors 6.667 + availability 2.125 = 32.125 → 32:
      // 20 + 3 + 7 + 2 (the sectors' remainder is the largest).
      const mixed = score({
        activeAssignments: 1,
        sectorIds: [5, 6],
        workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY'],
        workingHours: { key: 'UP_TO_10', description: 'do 10 godzin' },
      });
      expect(mixed.score).toBe(32);
      expect([
        reason(mixed, 'REVIEWS').points,
        reason(mixed, 'LOAD').points,
        reason(mixed, 'SECTORS').points,
        reason(mixed, 'AVAILABILITY').points,
      ]).toEqual([20, 3, 7, 2]);
    });

    it('apportions whole points that sum to the total, each the floor or ceiling', () => {
      expect(apportion([6.666667, 3.333333, 4.25], 14)).toEqual([7, 3, 4]);
      expect(apportion([0.5, 0.5, 0.5, 0.5], 2)).toEqual([1, 1, 0, 0]);
      expect(apportion([35, 20], 55)).toEqual([35, 20]);
    });

    it('always has reasons summing to a score in 0–100, each within its maximum', () => {
      const freelancer = fc.record({
        id: fc.constantFrom(1, 2),
        realisedOrders: fc.integer({ min: 0, max: 8 }),
        reviewScores: fc.array(
          fc.integer({ min: 4, max: 20 }).map((n) => n / 4),
          {
            maxLength: 8,
          },
        ),
        activityLevels: fc.array(
          fc.record({
            activityId: fc.constantFrom(1, 3, 99),
            level: fc.integer({ min: 1, max: 5 }),
          }),
          { maxLength: 3 },
        ),
        subIndustries: fc.array(
          fc.record({
            id: fc.constantFrom(10, 11, 20, 30),
            name: fc.constant('x'),
            industryId: fc.constantFrom(2, 4, 9),
          }),
          { maxLength: 3 },
        ),
        sectorIds: fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { maxLength: 6 }),
        tools: fc.array(
          fc.record({
            name: fc.constant('t'),
            kind: fc.constantFrom('CRM', 'COLD_CALLING', 'INNE', 'ANALITYKA'),
          }),
          { maxLength: 4 },
        ),
        workingDays: fc.uniqueArray(
          fc.constantFrom(
            'MONDAY',
            'TUESDAY',
            'WEDNESDAY',
            'THURSDAY',
            'FRIDAY',
            'SATURDAY',
            'SUNDAY',
          ),
          { maxLength: 7 },
        ),
        workingHours: fc.option(
          fc.record({
            key: fc.constantFrom(...workingHours.map((w) => w.workingHour)),
            description: fc.constant('x'),
          }),
        ),
        activeAssignments: fc.integer({ min: 0, max: 6 }),
      });
      const context = fc.record({
        preferredFreelancerId: fc.option(fc.constantFrom(1, 2)),
        platformReviewMean: fc.option(fc.integer({ min: 100, max: 500 }).map((n) => n / 100)),
      });
      fc.assert(
        fc.property(freelancer, context, (f, over) => {
          const result = fitScore({
            service: { ...service, ...over },
            freelancer: f,
          } satisfies FitInputs);
          const sum = result.reasons.reduce((a, r) => a + r.points, 0);
          expect(sum).toBe(result.score);
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(100);
          for (const r of result.reasons) {
            expect(Number.isInteger(r.points)).toBe(true);
            expect(r.points).toBeGreaterThanOrEqual(0);
            expect(r.points).toBeLessThanOrEqual(r.maxPoints);
          }
        }),
        { seed: 2026, numRuns: 300 },
      );
    });
  });

  it('follows the weights it is given', () => {
    const onlyLevel: FitWeights = {
      ...fitWeights,
      points: {
        REVIEWS: 0,
        REALISED_ORDERS: 0,
        PREFERENCE: 0,
        ACTIVITY_LEVEL: 100,
        INDUSTRY: 0,
        SECTORS: 0,
        SALES_TOOLS: 0,
        AVAILABILITY: 0,
        LOAD: 0,
      },
    };
    const result = fitScore(
      { service, freelancer: { ...perfect, activityLevels: [{ activityId: 1, level: 3 }] } },
      onlyLevel,
    );
    expect(result.score).toBe(60);
    expect(result.reasons.map((r) => r.points)).toEqual([0, 0, 0, 60, 0, 0, 0, 0, 0]);
  });
});

describe('Polish plurals', () => {
  it.each([
    [0, '0 aktywnych zleceń'],
    [1, '1 aktywne zlecenie'],
    [2, '2 aktywne zlecenia'],
    [4, '4 aktywne zlecenia'],
    [5, '5 aktywnych zleceń'],
    [12, '12 aktywnych zleceń'],
    [14, '14 aktywnych zleceń'],
    [22, '22 aktywne zlecenia'],
    [25, '25 aktywnych zleceń'],
    [101, '101 aktywnych zleceń'],
  ])('%i → %s', (n, text) => {
    expect(counted(n, activeOrderForms)).toBe(text);
  });

  it('counts days, realised orders and reviews', () => {
    expect([1, 2, 5, 7].map((n) => counted(n, dayForms))).toEqual([
      '1 dzień',
      '2 dni',
      '5 dni',
      '7 dni',
    ]);
    expect([1, 3, 5, 22].map((n) => counted(n, realisedOrderForms))).toEqual([
      '1 zrealizowane zlecenie',
      '3 zrealizowane zlecenia',
      '5 zrealizowanych zleceń',
      '22 zrealizowane zlecenia',
    ]);
    expect([1, 2, 5, 12].map((n) => counted(n, reviewForms))).toEqual([
      '1 opinia',
      '2 opinie',
      '5 opinii',
      '12 opinii',
    ]);
  });
});
