import type { Industry } from '@handlowo/contract';
import { matchesQuery } from '@/features/onboarding/shared/lib/searchable-list.ts';

/**
 * The industries whose sub-industries match the case-insensitive name search (spec document 2
 * section 5), each with the matching sub-industries only; a blank query keeps everything.
 */
export function filterIndustries(industries: readonly Industry[], query: string): Industry[] {
  return industries.flatMap((industry) => {
    const subIndustries = industry.subIndustries.filter((sub) => matchesQuery(sub.name, query));
    return subIndustries.length > 0 ? [{ ...industry, subIndustries }] : [];
  });
}
