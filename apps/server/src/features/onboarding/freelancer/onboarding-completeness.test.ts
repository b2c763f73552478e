import { describe, expect, it } from 'vitest';
import { missingOnboardingSteps, missingStepsMessage } from './onboarding-completeness.ts';

const complete = {
  experienceLevel: 'SENIOR' as const,
  specialization: { id: 1, name: 'Cold calling', description: '…' },
  workingDays: ['MONDAY' as const],
  workingHours: 'UP_TO_10',
  incomeGoal: 'UP_TO_1000',
  subIndustries: [{ id: 1, name: 'SaaS', info: '…' }],
  typeOfSales: 'B2B',
  sectors: [{ id: 1, name: 'MŚP', description: '…' }],
  salesTools: [{ id: 1, toolName: 'Pipedrive', kind: 'CRM' }],
};

describe('missingOnboardingSteps', () => {
  it('is empty when every required answer is given', () => {
    expect(missingOnboardingSteps(complete)).toEqual([]);
  });

  it.each([
    ['experienceLevel', 'Doświadczenie w sprzedaży'],
    ['specialization', 'Specjalizacja handlowa'],
    ['workingDays', 'Dni dostępności'],
    ['workingHours', 'Dostępność godzinowa'],
    ['incomeGoal', 'Oczekiwane zarobki'],
    ['subIndustries', 'Branża'],
    ['typeOfSales', 'Rodzaj sprzedaży'],
    ['sectors', 'Sektor'],
    ['salesTools', 'Narzędzia sprzedażowe'],
  ] as const)('names a missing %s "%s"', (field, name) => {
    const blank = Array.isArray(complete[field]) ? [] : null;
    expect(missingOnboardingSteps({ ...complete, [field]: blank })).toEqual([name]);
  });

  it('lists the missing steps in onboarding order', () => {
    expect(
      missingOnboardingSteps({ ...complete, salesTools: [], experienceLevel: null, sectors: [] }),
    ).toEqual(['Doświadczenie w sprzedaży', 'Sektor', 'Narzędzia sprzedażowe']);
  });

  it('builds a Polish message naming them', () => {
    expect(missingStepsMessage(['Branża', 'Sektor'])).toBe(
      'Nie można zakończyć onboardingu. Uzupełnij: Branża, Sektor',
    );
  });
});
