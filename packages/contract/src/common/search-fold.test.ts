import { describe, expect, it } from 'vitest';
import { foldedIncludes, foldForSearch, SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from './search-fold.ts';

describe('foldForSearch', () => {
  it('maps each letter to one plain lower-case letter (what SQL translate() needs)', () => {
    expect([...SEARCH_FOLD_FROM]).toHaveLength([...SEARCH_FOLD_TO].length);
    expect(new Set(SEARCH_FOLD_FROM).size).toBe([...SEARCH_FOLD_FROM].length);
    expect(SEARCH_FOLD_TO).toMatch(/^[a-z]+$/);
    // No quote may break the SQL literal the column is built from.
    expect(SEARCH_FOLD_FROM).not.toMatch(/['\\]/);
  });

  it('folds every Polish letter, capital and small, to its base letter', () => {
    expect(foldForSearch('ĄĆĘŁŃÓŚŹŻ')).toBe('acelnoszz');
    expect(foldForSearch('ąćęłńóśźż')).toBe('acelnoszz');
  });

  it('folds the names the issue lists to what an admin types', () => {
    expect(foldForSearch('Słoneczna')).toBe('sloneczna');
    expect(foldForSearch('Złoty Kłos')).toBe('zloty klos');
    expect(foldForSearch('Wąsowska')).toBe('wasowska');
    expect(foldForSearch('Żółkiewska')).toBe('zolkiewska');
    expect(foldForSearch('Brzęczyszczykiewicz')).toBe('brzeczyszczykiewicz');
    expect(foldForSearch('ŁÓDZKA')).toBe(foldForSearch('łódzka'));
    expect(foldForSearch('Müller-Dvořák')).toBe('muller-dvorak');
  });

  it('leaves digits, punctuation and letters outside the map as they are', () => {
    expect(foldForSearch('+48 601-234-567, 100% _\\')).toBe('+48 601-234-567, 100% _\\');
    expect(foldForSearch('Ωmega ß Ж')).toBe('Ωmega ß Ж');
  });
});

describe('foldedIncludes', () => {
  it('finds an option by a phrase typed without accents or in other case', () => {
    expect(foldedIncludes('Umawianie spotkań', 'spotkan')).toBe(true);
    expect(foldedIncludes('Umawianie spotkań', 'SPOTKAŃ')).toBe(true);
    expect(foldedIncludes('Umawianie spotkań', '  umawianie ')).toBe(true);
    expect(foldedIncludes('Umawianie spotkań', 'spotkanie')).toBe(false);
    expect(foldedIncludes('Łódzka', 'lodz')).toBe(true);
  });

  it('matches everything on a blank phrase', () => {
    expect(foldedIncludes('Łódzka', '   ')).toBe(true);
  });
});
