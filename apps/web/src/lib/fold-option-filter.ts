import { foldForSearch } from '@handlowo/contract';
import type { ComboboxParsedItem, OptionsFilter, Primitive } from '@mantine/core';

/**
 * The option filter of every searchable Select, MultiSelect and Autocomplete (the theme's default,
 * app/theme.ts): an option whose label holds the typed text once both are folded by the
 * contract's `foldForSearch`, the admin search's fold, so 'spotkan' finds 'Umawianie spotkań' and
 * 'LODZ' finds 'Łódź'. Groups keep their matching options and vanish when none match; at most
 * `limit` options, as Mantine's own filter.
 */
export function foldOptionsFilter<Value extends Primitive = string>({
  options,
  search,
  limit,
}: Parameters<OptionsFilter<Value>>[0]): ComboboxParsedItem<Value>[] {
  const needle = foldForSearch(search.trim());
  const result: ComboboxParsedItem<Value>[] = [];
  let left = limit;
  for (const option of options) {
    if (left <= 0) break;
    if ('group' in option) {
      const items = option.items
        .filter((item) => foldForSearch(item.label).includes(needle))
        .slice(0, left);
      if (items.length > 0) result.push({ group: option.group, items });
      left -= items.length;
    } else if (foldForSearch(option.label).includes(needle)) {
      result.push(option);
      left -= 1;
    }
  }
  return result;
}
