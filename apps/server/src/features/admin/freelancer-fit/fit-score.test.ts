import { fitFactor, toolKind } from '@handlowo/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activities } from '../../reference-data/seed/activities.ts';
import { workingHours } from '../../reference-data/seed/working-hours.ts';
import {
  apportion,
  type FitInputs,
  type FitService,
  type FreelancerFitData,
  fitScore,
} from './fit-score.ts';
import { type FitWeights, fitWeights, relevantToolKinds } from './fit-weights.ts';
import { activeOrderForms, counted, dayForms } from './polish-plural.ts';

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
};

const perfect: FreelancerFitData = {
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
  it('gives a freelancer matching everything 100, every factor at its maximum', () => {
    const result = score(perfect);
    expect(result.score).toBe(100);
    expect(result.reasons.map((r) => r.factor)).toEqual([
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
      'Umawianie spotkań: poziom 5 z 5',
      'Branża: Oprogramowanie SaaS jak produkt „CRM dla hoteli”',
      'Wspólne sektory: 3 z 3 (Hotele, Gastronomia, Turystyka)',
      'CRM: HubSpot; do usługi: Aircall',
      '5 dni pracy w tygodniu, od 30 do 40 godzin tygodniowo',
      'Brak aktywnych zleceń',
    ]);
  });

  it('gives a freelancer with no answers only the free-capacity points', () => {
    const result = score({});
    expect(result.score).toBe(10);
    expect(result.reasons.map((r) => [r.factor, r.points, r.detail])).toEqual([
      ['ACTIVITY_LEVEL', 0, 'Nie oferuje usług: Umawianie spotkań, Cold calling'],
      ['INDUSTRY', 0, 'Brak doświadczenia w branżach produktów inwestora'],
      ['SECTORS', 0, 'Brak wspólnych sektorów'],
      [
        'SALES_TOOLS',
        0,
        'Bez CRM; brak narzędzi do usługi (Cold calling, Inne narzędzia wspierające sprzedaż)',
      ],
      ['AVAILABILITY', 0, 'Dni pracy nie podane, godziny pracy nie podane'],
      ['LOAD', 10, 'Brak aktywnych zleceń'],
    ]);
  });

  describe('ACTIVITY_LEVEL', () => {
    it('takes the best level among the mapped services, L/5 of 35', () => {
      const result = score({
        activityLevels: [
          { activityId: 3, level: 2 },
          { activityId: 1, level: 4 },
          { activityId: 99, level: 5 },
        ],
      });
      expect(reason(result, 'ACTIVITY_LEVEL')).toMatchObject({
        points: 28,
        maxPoints: 35,
        detail: 'Cold calling: poziom 4 z 5',
      });
    });

    it.each([
      [1, 7],
      [2, 14],
      [3, 21],
      [5, 35],
    ])('level %i gives %i points', (level, points) => {
      expect(
        reason(score({ activityLevels: [{ activityId: 1, level }] }), 'ACTIVITY_LEVEL').points,
      ).toBe(points);
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
        points: 20,
        detail: 'Branża: Sprzęt dla handlu jak produkt „Kasa fiskalna”',
      });
    });

    it('gives half for the same parent industry only', () => {
      const result = score({ subIndustries: [{ id: 11, name: 'Hosting', industryId: 2 }] });
      expect(reason(result, 'INDUSTRY')).toMatchObject({
        points: 10,
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
      expect(reason(score({ sectorIds: [6, 5, 40] }), 'SECTORS')).toMatchObject({
        points: 10,
        detail: 'Wspólne sektory: 2 z 3 (Hotele, Gastronomia)',
      });
      expect(reason(score({ sectorIds: [7] }), 'SECTORS').points).toBe(5);
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
      expect(reason(crm, 'SALES_TOOLS')).toMatchObject({
        points: 5,
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
        points: 5,
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
      // 10 × (0.5 × 3/5 + 0.5 × 0.25) = 4.25
      expect(reason(part, 'AVAILABILITY')).toMatchObject({
        points: 4,
        detail: '3 dni pracy w tygodniu, do 10 godzin tygodniowo',
      });
      const week = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
      expect(reason(score({ workingDays: week }), 'AVAILABILITY').points).toBe(5);
      expect(reason(score({ workingDays: ['MONDAY'] }), 'AVAILABILITY').detail).toBe(
        '1 dzień pracy w tygodniu, godziny pracy nie podane',
      );
      expect(
        reason(
          score({ workingHours: { key: 'FROM_20_TO_30', description: 'od 20 do 30 godzin' } }),
          'AVAILABILITY',
        ),
      ).toMatchObject({ points: 4, detail: 'Dni pracy nie podane, od 20 do 30 godzin tygodniowo' });
      expect(
        reason(score({ workingHours: { key: 'SOMETIMES', description: 'czasem' } }), 'AVAILABILITY')
          .points,
      ).toBe(0);
    });
  });

  describe('LOAD', () => {
    it.each([
      [0, 10, 'Brak aktywnych zleceń'],
      [1, 7, '1 aktywne zlecenie'],
      [2, 3, '2 aktywne zlecenia'],
      [3, 0, '3 aktywne zlecenia'],
      [5, 0, '5 aktywnych zleceń'],
      [22, 0, '22 aktywne zlecenia'],
    ])('%i active assignments give %i points: %s', (n, points, detail) => {
      expect(reason(score({ activeAssignments: n }), 'LOAD')).toMatchObject({ points, detail });
    });
  });

  describe('rounding', () => {
    it('rounds the exact sum half up and hands the extra point to the largest remainder', () => {
      // Availability 10 × (0.5 × 1/5 + 0.5 × 0.5) = 3.5, load 3 → 0: the score is 4.
      const half = score({
        workingDays: ['MONDAY'],
        workingHours: { key: 'FROM_10_TO_20', description: 'od 10 do 20 godzin' },
        activeAssignments: 3,
      });
      expect(half.score).toBe(4);
      expect(reason(half, 'AVAILABILITY').points).toBe(4);
      // Load 6.667 + sectors 5 + availability 4.25 = 15.917 → 16: 7 + 5 + 4.
      const mixed = score({
        activeAssignments: 1,
        sectorIds: [5],
        workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY'],
        workingHours: { key: 'UP_TO_10', description: 'do 10 godzin' },
      });
      expect(mixed.score).toBe(16);
      expect([
        reason(mixed, 'LOAD').points,
        reason(mixed, 'SECTORS').points,
        reason(mixed, 'AVAILABILITY').points,
      ]).toEqual([7, 5, 4]);
    });

    it('apportions whole points that sum to the total, each the floor or ceiling', () => {
      expect(apportion([6.666667, 3.333333, 4.25], 14)).toEqual([7, 3, 4]);
      expect(apportion([0.5, 0.5, 0.5, 0.5], 2)).toEqual([1, 1, 0, 0]);
      expect(apportion([35, 20], 55)).toEqual([35, 20]);
    });

    it('always has reasons summing to a score in 0–100, each within its maximum', () => {
      const freelancer = fc.record({
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
      fc.assert(
        fc.property(freelancer, (f) => {
          const result = fitScore({ service, freelancer: f } satisfies FitInputs);
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
    expect(result.reasons.map((r) => r.points)).toEqual([60, 0, 0, 0, 0, 0]);
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

  it('counts days', () => {
    expect([1, 2, 5, 7].map((n) => counted(n, dayForms))).toEqual([
      '1 dzień',
      '2 dni',
      '5 dni',
      '7 dni',
    ]);
  });
});
