import type { BuyerPerson, CompanySize, Industry, Sector, StateOption } from '@handlowo/contract';
import { voivodeship } from '@handlowo/contract';
import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import { stateLabel } from './product-texts.ts';

/*
 * The product modal's select options from the dictionaries (B9, B13, D16, E7, E8). Mantine's
 * selects hold strings: ids become their decimal text, the inputs turn them back into numbers.
 */

/** Sub-industries under their industry's name (an industry without any is left out). */
export function subIndustryOptions(
  industries: readonly Industry[],
): ComboboxItemGroup<ComboboxItem>[] {
  return industries
    .filter((industry) => industry.subIndustries.length > 0)
    .map((industry) => ({
      group: industry.name,
      items: industry.subIndustries.map((sub) => ({ value: String(sub.id), label: sub.name })),
    }));
}

export function sectorOptions(sectors: readonly Sector[]): ComboboxItem[] {
  return sectors.map((sector) => ({ value: String(sector.id), label: sector.name }));
}

/** API.md 3.2: the select shows `description`, the request sends `name`. */
export function companySizeOptions(sizes: readonly CompanySize[]): ComboboxItem[] {
  return sizes.map((size) => ({ value: size.name, label: size.description }));
}

/** Personas under their `groupName`, the groups in the order they first appear. */
export function buyerPersonOptions(
  persons: readonly BuyerPerson[],
): ComboboxItemGroup<ComboboxItem>[] {
  const groups = new Map<string, ComboboxItem[]>();
  for (const person of persons) {
    const items = groups.get(person.groupName) ?? [];
    items.push({ value: String(person.id), label: person.name });
    groups.set(person.groupName, items);
  }
  return Array.from(groups, ([group, items]) => ({ group, items }));
}

/** The 16 voivodeships capitalised; the contract's list stands in while D16 loads. */
export function stateOptions(states: readonly StateOption[] | undefined): ComboboxItem[] {
  const keys = states?.map((option) => option.state) ?? voivodeship.keys;
  return keys.map((state) => ({ value: state, label: stateLabel(state, states) }));
}
