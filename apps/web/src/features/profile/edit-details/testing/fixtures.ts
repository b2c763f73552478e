import type { FreelancerData } from '@handlowo/contract';
import { freelancerData } from '@/features/onboarding/freelancer/testing/freelancer-fixtures.ts';

/** An onboarded freelancer (id 7) with one answer of every kind. */
export function onboardedFreelancer(overrides: Partial<FreelancerData> = {}): FreelancerData {
  return freelancerData({
    company: 'Handel Sp',
    isOnboardingPassed: true,
    experienceLevel: 'SENIOR',
    specialization: { id: 2, name: 'Handel B2B', description: 'sprzedaż firmom' },
    workingDays: ['MONDAY', 'TUESDAY'],
    workingHours: 'PART_TIME',
    incomeGoal: 'MEDIUM',
    subIndustries: [{ id: 11, name: 'Oprogramowanie', info: '' }],
    typeOfSales: 'B2B',
    sectors: [{ id: 1, name: 'Sektor 1', description: '' }],
    ...overrides,
  });
}

/** The bar of a freelancer without reviews, location or languages. */
export { emptyBar as freelancerBar } from '../../testing/profile-fixtures.ts';

export const specializations = [
  { id: 1, name: 'Handel detaliczny', description: 'sklepy' },
  { id: 2, name: 'Handel B2B', description: 'sprzedaż firmom' },
];
export const incomeGoals = [
  { incomeGoal: 'LOW', range: '1000-2000 zł', description: 'na start' },
  { incomeGoal: 'MEDIUM', range: '2000-4000 zł', description: 'stabilnie' },
];
export const countries = [{ name: 'POLAND', description: 'Polska' }];
export const states = [
  { state: 'DOLNOSLASKIE', description: 'dolnośląskie' },
  { state: 'MAZOWIECKIE', description: 'mazowieckie' },
];
export const languages = [
  { name: 'Angielski', language: 'ENGLISH' },
  { name: 'Hiszpański', language: 'SPANISH' },
  { name: 'Polski', language: 'POLISH' },
  { name: 'Francuski', language: 'FRENCH' },
  { name: 'Niemiecki', language: 'GERMAN' },
];
