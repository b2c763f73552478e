import { queryOptions } from '@tanstack/react-query';
import { incomeGoalsQueryOptions as incomeGoals } from '@/features/onboarding/freelancer/api/get-income-goals.ts';
import { typesOfSalesQueryOptions as typesOfSales } from '@/features/onboarding/freelancer/api/get-types-of-sales.ts';
import { workingHoursQueryOptions as workingHours } from '@/features/onboarding/freelancer/api/get-working-hours.ts';

/*
 * The dictionaries that turn FreelancerData's option keys into text (B5, B7, B11): the
 * onboarding's reads (same keys, one cache), kept for good on the profile page, where they only
 * label what is shown.
 */

export function workingHoursQueryOptions() {
  return queryOptions({ ...workingHours(), staleTime: Number.POSITIVE_INFINITY });
}

export function incomeGoalsQueryOptions() {
  return queryOptions({ ...incomeGoals(), staleTime: Number.POSITIVE_INFINITY });
}

export function typesOfSalesQueryOptions() {
  return queryOptions({ ...typesOfSales(), staleTime: Number.POSITIVE_INFINITY });
}
