import type { Industry, SubIndustry } from '@handlowo/contract';
import { matchesQuery } from '@/features/onboarding/shared/lib/searchable-list.ts';
import { mergePicked } from '../lib/list-order.ts';

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

/** The parent's new list: kept ones in their arranged order, then the newly picked ones. */
export function pickedSubIndustries(
  current: readonly SubIndustry[],
  picked: readonly number[],
  industries: readonly Industry[],
): SubIndustry[] {
  const byId = new Map<number, SubIndustry>();
  for (const sub of current) byId.set(sub.id, sub);
  for (const industry of industries)
    for (const sub of industry.subIndustries) byId.set(sub.id, sub);
  const order = mergePicked(
    current.map((sub) => sub.id),
    picked,
  );
  return order.flatMap((id) => {
    const sub = byId.get(id);
    return sub ? [sub] : [];
  });
}
