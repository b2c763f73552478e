import type {
  AboutInfo,
  FreelancerBar,
  FreelancerData,
  ProfileCompleteness,
  Review,
  ReviewCategoryScore,
  ReviewDistribution,
} from '@handlowo/contract';
import { reviewCategory } from '@handlowo/contract';
import type { MockResponse } from '@/testing/fetch-mock.ts';

/** An onboarded freelancer with a profile that has nothing beyond the onboarding answers. */
export function onboardedFreelancer(overrides: Partial<FreelancerData> = {}): FreelancerData {
  return {
    id: 7,
    email: 'jan@handlowo.pl',
    firstName: 'Jan',
    lastName: 'Nowak',
    company: 'Nowak Handel',
    role: 'FREELANCER',
    isOnboardingPassed: true,
    experienceLevel: 'SENIOR',
    specialization: { id: 2, name: 'Handel B2B', description: 'sprzedaż firmom' },
    workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'FRIDAY'],
    workingHours: 'PART_TIME',
    incomeGoal: 'MEDIUM',
    subIndustries: [
      { id: 11, name: 'Oprogramowanie', info: '' },
      { id: 12, name: 'Usługi IT', info: '' },
    ],
    typeOfSales: 'B2B',
    sectors: Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      name: `Sektor ${i + 1}`,
      description: `Opis sektora ${i + 1}`,
    })),
    selectedActivities: [],
    salesTools: [],
    workExperiences: [],
    ...overrides,
  };
}

export function emptyBar(overrides: Partial<FreelancerBar> = {}): FreelancerBar {
  return {
    rate: 0,
    count: 0,
    points: 0,
    ordersCount: 0,
    accountStatus: 'LIMITED',
    visibilityStatus: 'NORMAL',
    localization: null,
    workingArea: null,
    workingAreaValue: null,
    languagesLevel: [],
    ...overrides,
  };
}

export const emptyAbout: AboutInfo = { id: null, about: null, mainPassion: null, video: null };

export const emptyCompleteness: ProfileCompleteness = {
  progress: 0,
  missing: [
    { part: 'avatar', label: 'Awatar', weight: 10 },
    { part: 'about', label: 'Opis w sekcji „O mnie”', weight: 10 },
  ],
};

export function review(id: number, overrides: Partial<Review> = {}): Review {
  return {
    id,
    date: new Date().toISOString(),
    text: `Treść opinii ${id}`,
    authorFirstName: 'Ewa',
    authorLastName: `Autorka${id}`,
    categoryOpinionsAverageScore: 4.5,
    score: 4.5,
    categoryOpinions: [],
    authorPictureData: null,
    authorType: 'GUARDIAN',
    reply: null,
    ...overrides,
  };
}

export const zeroCategories: ReviewCategoryScore[] = reviewCategory.keys.map((category, i) => ({
  id: i + 1,
  category,
  score: 0,
}));

export const zeroDistribution: ReviewDistribution[] = [5, 4, 3, 2, 1].map((stars) => ({
  stars,
  percent: 0,
}));

/** Every read of the profile page for freelancer `id`, answered; override what a test needs. */
export function profileRoutes(
  id: number,
  overrides: Record<string, MockResponse> = {},
): Record<string, MockResponse> {
  return {
    [`GET /api/freelancer/me/${id}`]: { json: onboardedFreelancer({ id }) },
    [`GET /api/freelancer/bar/${id}`]: { json: emptyBar() },
    'GET /api/complete/freelancer/me/details': { json: emptyCompleteness },
    [`GET /api/user/avatar/${id}`]: { status: 204 },
    [`GET /api/freelancer/backgroundPicture/${id}`]: { status: 204 },
    [`GET /api/about/freelancer/${id}`]: { json: emptyAbout },
    [`GET /api/opinions/freelancer/${id}`]: { json: [] },
    [`GET /api/opinions/freelancer/general/${id}`]: { json: zeroCategories },
    [`GET /api/opinions/freelancer/distribution/${id}`]: { json: zeroDistribution },
    // Part 2 (issue 8): every list empty.
    'GET /api/states': { json: [{ state: 'MAZOWIECKIE', description: 'Mazowieckie' }] },
    [`GET /api/certificate/freelancer/${id}`]: { json: [] },
    [`GET /api/freelancer/tools/${id}`]: { json: [] },
    [`GET /api/activities/freelancer/${id}`]: { json: [] },
    [`GET /api/video/freelancer/${id}`]: { json: [] },
    [`GET /api/freelancer/${id}/portfolios?size=small`]: { json: [] },
    [`GET /api/workExperience/freelancer/${id}`]: { json: [] },
    [`GET /api/freelancer/education/${id}`]: { json: [] },
    'GET /api/workingHours': {
      json: [{ workingHour: 'PART_TIME', description: 'Do 20 godzin' }],
    },
    'GET /api/incomeGoals': {
      json: [{ incomeGoal: 'MEDIUM', range: '1000 - 2000 zł', description: 'Średnio' }],
    },
    'GET /api/typeOfSales': { json: [{ typeOfSales: 'B2B', description: 'Sprzedaż B2B' }] },
    ...overrides,
  };
}
