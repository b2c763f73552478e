import type { FreelancerData } from '@handlowo/contract';

type Answers = Pick<
  FreelancerData,
  | 'experienceLevel'
  | 'specialization'
  | 'workingDays'
  | 'workingHours'
  | 'incomeGoal'
  | 'subIndustries'
  | 'typeOfSales'
  | 'sectors'
  | 'salesTools'
>;

/**
 * The answers B19 requires, named like the steps of the onboarding tracker so the message tells
 * the user where to go back to. Activities are not here: that step may be skipped (API.md B19).
 */
const requiredAnswers: readonly [string, (a: Answers) => boolean][] = [
  ['Doświadczenie w sprzedaży', (a) => a.experienceLevel !== null],
  ['Specjalizacja handlowa', (a) => a.specialization !== null],
  ['Dni dostępności', (a) => a.workingDays.length > 0],
  ['Dostępność godzinowa', (a) => a.workingHours !== null],
  ['Oczekiwane zarobki', (a) => a.incomeGoal !== null],
  ['Branża', (a) => a.subIndustries.length > 0],
  ['Rodzaj sprzedaży', (a) => a.typeOfSales !== null],
  ['Sektor', (a) => a.sectors.length > 0],
  ['Narzędzia sprzedażowe', (a) => a.salesTools.length > 0],
];

/** Step names of the unanswered required questions, in onboarding order. */
export function missingOnboardingSteps(answers: Answers): string[] {
  return requiredAnswers.filter(([, isSet]) => !isSet(answers)).map(([name]) => name);
}

export function missingStepsMessage(missing: readonly string[]): string {
  return `Nie można zakończyć onboardingu. Uzupełnij: ${missing.join(', ')}`;
}
