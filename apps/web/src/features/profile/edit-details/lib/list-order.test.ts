import { describe, expect, it } from 'vitest';
import { capitalise, mergePicked, moveItem } from './list-order.ts';

describe('list order helpers', () => {
  it('moves an item down and up', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 1)).toEqual([1, 4, 2, 3]);
  });

  it('keeps the arranged order of items still picked and appends new picks', () => {
    expect(mergePicked([3, 1, 2], [2, 5, 3, 4])).toEqual([3, 2, 5, 4]);
    expect(mergePicked([3, 1], [])).toEqual([]);
  });

  it('capitalises the lower-case voivodeship names', () => {
    expect(capitalise('łódzkie')).toBe('Łódzkie');
    expect(capitalise('')).toBe('');
  });
});
