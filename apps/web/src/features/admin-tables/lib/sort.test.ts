import { INVESTOR_SORT_KEYS } from '@handlowo/contract';
import { describe, expect, it } from 'vitest';
import { ariaSort, formatSort, nextSort, parseSort } from './sort.ts';

describe('sorting a column', () => {
  it('sorts ascending on the first click and toggles on the next clicks', () => {
    const first = nextSort(undefined, 'company');
    expect(first).toEqual({ field: 'company', direction: 'asc' });
    const second = nextSort(first, 'company');
    expect(second).toEqual({ field: 'company', direction: 'desc' });
    expect(nextSort(second, 'company')).toEqual({ field: 'company', direction: 'asc' });
  });

  it('starts ascending again when another column is clicked, whatever the direction was', () => {
    expect(nextSort({ field: 'company', direction: 'desc' }, 'createdAt')).toEqual({
      field: 'createdAt',
      direction: 'asc',
    });
  });

  it('reads and writes the API form field,direction and refuses anything else', () => {
    expect(parseSort('company,desc', INVESTOR_SORT_KEYS)).toEqual({
      field: 'company',
      direction: 'desc',
    });
    expect(formatSort({ field: 'hasActiveOrder', direction: 'asc' })).toBe('hasActiveOrder,asc');
    for (const bad of ['', 'company', 'company,up', 'email,asc', 'company,asc,x', null]) {
      expect(parseSort(bad, INVESTOR_SORT_KEYS)).toBeUndefined();
    }
  });

  it('marks only the sorted column with aria-sort', () => {
    const sort = { field: 'lastName', direction: 'desc' } as const;
    expect(ariaSort(sort, ['firstName', 'lastName'])).toBe('descending');
    expect(ariaSort(sort, ['company'])).toBeUndefined();
    expect(ariaSort(undefined, ['company'])).toBeUndefined();
  });
});
