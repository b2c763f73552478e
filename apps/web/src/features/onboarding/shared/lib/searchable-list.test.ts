import { describe, expect, it } from 'vitest';
import { matchesQuery, toggleInOrder, visibleItems } from './searchable-list.ts';

const names = Array.from({ length: 14 }, (_, i) => `Pozycja ${i + 1}`);
const nameOf = (name: string) => name;

describe('searchable option lists', () => {
  it('matches names case-insensitively, Polish letters included', () => {
    expect(matchesQuery('Łódź i okolice', 'łÓDŹ')).toBe(true);
    expect(matchesQuery('Handel B2B', 'b2b')).toBe(true);
    expect(matchesQuery('Handel B2B', 'b2c')).toBe(false);
    expect(matchesQuery('Cokolwiek', '   ')).toBe(true);
  });

  it('matches names without their accents, as typed on any keyboard (issue 28)', () => {
    expect(matchesQuery('Umawianie spotkań', 'spotkan')).toBe(true);
    expect(matchesQuery('Łódź i okolice', 'LODZ')).toBe(true);
    expect(matchesQuery('Lodz', 'łódź')).toBe(true);
    expect(matchesQuery('Umawianie spotkań', 'spotkanie')).toBe(false);
  });

  it('shows ten items and counts the hidden rest', () => {
    const view = visibleItems(names, { query: '', expanded: false, nameOf });
    expect(view.items).toHaveLength(10);
    expect(view.hiddenCount).toBe(4);
  });

  it('shows everything when expanded or when few items match', () => {
    expect(visibleItems(names, { query: '', expanded: true, nameOf }).items).toHaveLength(14);
    const found = visibleItems(names, { query: 'pozycja 1', expanded: false, nameOf });
    expect(found.items).toEqual([
      'Pozycja 1',
      'Pozycja 10',
      'Pozycja 11',
      'Pozycja 12',
      'Pozycja 13',
      'Pozycja 14',
    ]);
    expect(found.hiddenCount).toBe(0);
  });

  it('keeps the order of selection', () => {
    expect(toggleInOrder([3, 1], 2)).toEqual([3, 1, 2]);
    expect(toggleInOrder([3, 1, 2], 1)).toEqual([3, 2]);
  });
});
