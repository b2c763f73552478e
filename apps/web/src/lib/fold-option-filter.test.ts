import type { ComboboxParsedItem } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { foldOptionsFilter } from './fold-option-filter.ts';

const option = (label: string) => ({ value: label, label });
type Labels = (string | Record<string, Labels>)[];
const labels = (items: ComboboxParsedItem[]): Labels =>
  items.map((item) =>
    'group' in item ? { [String(item.group)]: labels(item.items) } : item.label,
  );

describe('foldOptionsFilter', () => {
  const flat = ['Umawianie spotkań', 'Cold calling', 'Łódzkie', 'Śląskie', 'Lodz Trade'].map(
    option,
  );

  it('finds options by text typed without accents or in other case, both ways', () => {
    expect(labels(foldOptionsFilter({ options: flat, search: 'spotkan', limit: 10 }))).toEqual([
      'Umawianie spotkań',
    ]);
    expect(labels(foldOptionsFilter({ options: flat, search: ' ŁÓDZ ', limit: 10 }))).toEqual([
      'Łódzkie',
      'Lodz Trade',
    ]);
    expect(labels(foldOptionsFilter({ options: flat, search: 'slaskie', limit: 10 }))).toEqual([
      'Śląskie',
    ]);
    expect(foldOptionsFilter({ options: flat, search: 'spotkanie', limit: 10 })).toEqual([]);
  });

  it('keeps every option on a blank search, up to the limit', () => {
    expect(foldOptionsFilter({ options: flat, search: '  ', limit: 10 })).toEqual(flat);
    expect(labels(foldOptionsFilter({ options: flat, search: '', limit: 2 }))).toEqual([
      'Umawianie spotkań',
      'Cold calling',
    ]);
  });

  it('keeps the matching options of each group and drops groups with none', () => {
    const grouped: ComboboxParsedItem[] = [
      { group: 'Polska', items: ['Łódź', 'Kraków'].map(option) },
      { group: 'Czechy', items: ['Brno'].map(option) },
      { group: 'Niemcy', items: ['Köln', 'Lodzer Straße'].map(option) },
    ];
    expect(labels(foldOptionsFilter({ options: grouped, search: 'lodz', limit: 10 }))).toEqual([
      { Polska: ['Łódź'] },
      { Niemcy: ['Lodzer Straße'] },
    ]);
    expect(labels(foldOptionsFilter({ options: grouped, search: 'o', limit: 2 }))).toEqual([
      { Polska: ['Łódź', 'Kraków'] },
    ]);
  });
});
