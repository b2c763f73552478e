/**
 * Onboarding progress (spec document 1 section 4): the saved progress is the index of the first
 * unfilled step; the tracker marks steps before it completed, it active, later ones upcoming.
 */
import type { FreelancerData } from '../freelancer/schemas.ts';
import type { InvestorData } from '../investor/schemas.ts';

export const FREELANCER_STEPS = 10;
export const INVESTOR_STEPS = 8;

/**
 * The freelancer's answers in step order: `FREELANCER_ANSWERS[i]` is the answer of step `i` of the
 * tracker (the steps of FREELANCER_CATEGORIES in order) and of freelancerProgress. The server's
 * finish check (B19) reads the same list.
 */
export const FREELANCER_ANSWERS = [
  'experienceLevel',
  'specialization',
  'workingDays',
  'workingHours',
  'incomeGoal',
  'subIndustries',
  'typeOfSales',
  'sectors',
  'selectedActivities',
  'salesTools',
] as const satisfies readonly (keyof FreelancerData)[];

export type FreelancerAnswer = (typeof FREELANCER_ANSWERS)[number];

/** An answer is given once it is not null and, for a list, not empty. */
export function isAnswered(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== null;
}

export function freelancerProgress(data: Pick<FreelancerData, FreelancerAnswer>): number {
  return firstUnfilled(FREELANCER_ANSWERS.map((answer) => isAnswered(data[answer])));
}

type InvestorProgressInput = Pick<
  InvestorData,
  | 'activityDestiny'
  | 'organizationStage'
  | 'salesDepartment'
  | 'goToMarketStrategy'
  | 'businessType'
  | 'investorRole'
  | 'employeeCountRange'
  | 'companySiteUrl'
>;

export function investorProgress(data: InvestorProgressInput): number {
  const filled = [
    data.activityDestiny !== null,
    data.organizationStage !== null,
    data.salesDepartment !== null,
    data.goToMarketStrategy !== null,
    data.businessType !== null,
    data.investorRole !== null,
    data.employeeCountRange !== null,
    data.companySiteUrl !== null,
  ];
  return firstUnfilled(filled);
}

function firstUnfilled(filled: boolean[]): number {
  const index = filled.indexOf(false);
  return index === -1 ? filled.length : index;
}

export type StepState = 'completed' | 'active' | 'upcoming';

export interface TrackerCategory {
  title: string;
  steps: readonly string[];
}

export interface TrackerCategoryView {
  title: string;
  state: StepState;
  /** Only the active category lists its sub-steps. */
  steps: { title: string; state: StepState }[];
}

export const FREELANCER_CATEGORIES: readonly TrackerCategory[] = [
  {
    title: 'Doświadczenie i specjalizacja',
    steps: ['Doświadczenie w sprzedaży', 'Specjalizacja handlowa'],
  },
  {
    title: 'Dostępność i zarobki',
    steps: ['Dni dostępności', 'Dostępność godzinowa', 'Oczekiwane zarobki'],
  },
  { title: 'Branża i sektor', steps: ['Branża', 'Rodzaj sprzedaży', 'Sektor'] },
  { title: 'Umiejętności', steps: ['Umiejętności', 'Narzędzia sprzedażowe'] },
];

export const INVESTOR_CATEGORIES: readonly TrackerCategory[] = [
  {
    title: 'Potrzeby sprzedażowe',
    steps: ['Cele sprzedaży', 'Etap organizacji', 'Dział sprzedaży', 'Strategia'],
  },
  {
    title: 'Biznes / Organizacja',
    steps: ['Rodzaj biznesu', 'Twoja rola', 'Liczba pracowników', 'Szczegóły'],
  },
];

function stateOf(index: number, current: number): StepState {
  if (index < current) return 'completed';
  return index === current ? 'active' : 'upcoming';
}

export function trackerView(
  categories: readonly TrackerCategory[],
  current: number,
): TrackerCategoryView[] {
  let offset = 0;
  return categories.map((category) => {
    const first = offset;
    const last = offset + category.steps.length - 1;
    offset += category.steps.length;
    const state: StepState =
      current > last ? 'completed' : current >= first ? 'active' : 'upcoming';
    return {
      title: category.title,
      state,
      steps:
        state === 'active'
          ? category.steps.map((title, i) => ({ title, state: stateOf(first + i, current) }))
          : [],
    };
  });
}

/** Rounded percentage of the progress bar: step / total * 100. */
export function progressPercent(step: number, total: number): number {
  return Math.round((Math.min(Math.max(step, 0), total) / total) * 100);
}
