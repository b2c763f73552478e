import { describe, expect, it } from 'vitest';
import {
  FREELANCER_ANSWERS,
  FREELANCER_CATEGORIES,
  FREELANCER_STEPS,
  freelancerProgress,
  INVESTOR_CATEGORIES,
  investorProgress,
  progressPercent,
  trackerView,
} from './progress.ts';

const emptyFreelancer = {
  experienceLevel: null,
  specialization: null,
  workingDays: [],
  workingHours: null,
  incomeGoal: null,
  subIndustries: [],
  typeOfSales: null,
  sectors: [],
  selectedActivities: [],
  salesTools: [],
};

const filledFreelancer = {
  experienceLevel: 'SENIOR' as const,
  specialization: { id: 1, name: 'Cold calling', description: '' },
  workingDays: ['MONDAY' as const],
  workingHours: 'UP_TO_10',
  incomeGoal: 'LOW',
  subIndustries: [{ id: 1, name: 'SaaS', info: '' }],
  typeOfSales: 'B2B',
  sectors: [{ id: 1, name: 'MŚP', description: '' }],
  selectedActivities: [
    { activityId: 1, name: 'Cold calling', level: 3, points: null, orderCount: null },
  ],
  salesTools: [{ id: 1, toolName: 'Pipedrive', kind: 'CRM' }],
};

const freelancerKeys = Object.keys(emptyFreelancer) as (keyof typeof emptyFreelancer)[];

describe('freelancer progress', () => {
  it('has one answer per tracker step', () => {
    expect(FREELANCER_ANSWERS).toHaveLength(FREELANCER_STEPS);
    expect(FREELANCER_CATEGORIES.flatMap((c) => c.steps)).toHaveLength(FREELANCER_STEPS);
  });

  it('is 0 with nothing saved and 10 with everything', () => {
    expect(freelancerProgress(emptyFreelancer)).toBe(0);
    expect(freelancerProgress(filledFreelancer)).toBe(10);
  });

  it.each(freelancerKeys.map((key, index) => [key, index] as const))(
    'stops at %s (%i) when it is the first unfilled item',
    (key, index) => {
      const data = { ...filledFreelancer };
      for (const later of freelancerKeys.slice(index)) {
        Object.assign(data, { [later]: emptyFreelancer[later] });
      }
      expect(freelancerProgress(data)).toBe(index);
      // Only this item missing gives the same index.
      expect(freelancerProgress({ ...filledFreelancer, [key]: emptyFreelancer[key] })).toBe(index);
    },
  );
});

const filledInvestor = {
  activityDestiny: 'A',
  organizationStage: 'B',
  salesDepartment: false,
  goToMarketStrategy: 'C',
  businessType: 'D',
  investorRole: 'E',
  employeeCountRange: 'F',
  companySiteUrl: 'dealme.pl',
};

describe('investor progress', () => {
  it('is 8 with everything and counts salesDepartment false as answered', () => {
    expect(investorProgress(filledInvestor)).toBe(8);
  });

  it.each(Object.keys(filledInvestor).map((key, index) => [key, index] as const))(
    'stops at %s (%i)',
    (key, index) => {
      expect(investorProgress({ ...filledInvestor, [key]: null })).toBe(index);
    },
  );
});

describe('tracker', () => {
  it('lists sub-steps only for the active category', () => {
    const view = trackerView(FREELANCER_CATEGORIES, 3);
    expect(view.map((c) => c.state)).toEqual(['completed', 'active', 'upcoming', 'upcoming']);
    expect(view[0]?.steps).toEqual([]);
    expect(view[1]?.steps).toEqual([
      { title: 'Dni dostępności', state: 'completed' },
      { title: 'Dostępność godzinowa', state: 'active' },
      { title: 'Oczekiwane zarobki', state: 'upcoming' },
    ]);
  });

  it('activates the first step of a category at its boundary', () => {
    const view = trackerView(INVESTOR_CATEGORIES, 4);
    expect(view.map((c) => c.state)).toEqual(['completed', 'active']);
    expect(view[1]?.steps[0]).toEqual({ title: 'Rodzaj biznesu', state: 'active' });
  });

  it('completes every category past the last step', () => {
    expect(trackerView(INVESTOR_CATEGORIES, 8).every((c) => c.state === 'completed')).toBe(true);
    expect(trackerView(FREELANCER_CATEGORIES, 0)[0]?.state).toBe('active');
  });
});

describe('progress percent', () => {
  it.each([
    [0, 10, 0],
    [3, 8, 38],
    [1, 8, 13],
    [5, 10, 50],
    [10, 10, 100],
    [12, 10, 100],
  ])('%i of %i is %i%%', (step, total, percent) => {
    expect(progressPercent(step, total)).toBe(percent);
  });
});
