import type { FreelancerData } from '@handlowo/contract';

/** A freelancer who has answered nothing yet (A9 shape); override what a test needs. */
export function freelancerData(overrides: Partial<FreelancerData> = {}): FreelancerData {
  return {
    id: 7,
    email: 'jan@handlowo.pl',
    firstName: 'Jan',
    lastName: 'Nowak',
    company: null,
    role: 'FREELANCER',
    isOnboardingPassed: false,
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
    workExperiences: [],
    ...overrides,
  };
}

/** Everything up to (not including) the given step index answered. */
export function answeredUpTo(step: number): Partial<FreelancerData> {
  const all: Partial<FreelancerData>[] = [
    { experienceLevel: 'SENIOR' },
    { specialization: { id: 2, name: 'Handel B2B', description: 'sprzedaż firmom' } },
    { workingDays: ['MONDAY'] },
    { workingHours: 'PART_TIME' },
    { incomeGoal: 'MEDIUM' },
    { subIndustries: [{ id: 11, name: 'Oprogramowanie', info: '' }] },
    { typeOfSales: 'B2B' },
    { sectors: [{ id: 1, name: 'Sektor 1', description: '' }] },
    {
      selectedActivities: [
        { activityId: 1, name: 'Cold calling', level: 3, points: null, orderCount: null },
      ],
    },
  ];
  return Object.assign({}, ...all.slice(0, step));
}

export const specializations = Array.from({ length: 14 }, (_, i) => ({
  id: i + 1,
  name: i === 1 ? 'Handel B2B' : i === 12 ? 'Handel detaliczny' : `Specjalizacja ${i + 1}`,
  description: `opis ${i + 1}`,
}));

export const sectors = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Sektor ${i + 1}`,
  description: `Opis sektora ${i + 1}`,
}));

export const activities = [
  { id: 1, name: 'Cold calling', info: 'Telefony do nowych klientów' },
  { id: 2, name: 'Prowadzenie spotkań', info: 'Spotkania handlowe' },
];

export const tools = [
  { id: 1, toolName: 'Pipedrive', kind: 'CRM' },
  { id: 2, toolName: 'HubSpot', kind: 'CRM' },
  { id: 3, toolName: 'Lemlist', kind: 'COLD_MAILING' },
];

export const workingHours = [
  { workingHour: 'PART_TIME', description: 'Do 20 godzin' },
  { workingHour: 'FULL_TIME', description: '40 godzin' },
];
