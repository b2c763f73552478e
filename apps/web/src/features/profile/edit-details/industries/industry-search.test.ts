import { describe, expect, it } from 'vitest';
import { pickedItems } from '../lib/list-order.ts';
import { filterIndustries } from './industry-search.ts';

const industries = [
  {
    id: 1,
    name: 'IT',
    subIndustries: [
      { id: 11, name: 'Oprogramowanie', info: '' },
      { id: 12, name: 'Sprzęt komputerowy', info: '' },
    ],
  },
  { id: 2, name: 'Handel', subIndustries: [{ id: 21, name: 'Żywność', info: '' }] },
];

describe('sub-industry search', () => {
  it('filters sub-industries by name, case-insensitively, dropping empty industries', () => {
    expect(filterIndustries(industries, 'SPRZĘT')).toEqual([
      { id: 1, name: 'IT', subIndustries: [{ id: 12, name: 'Sprzęt komputerowy', info: '' }] },
    ]);
    expect(filterIndustries(industries, 'żyw').map((i) => i.id)).toEqual([2]);
    expect(filterIndustries(industries, '  ')).toEqual(industries);
    expect(filterIndustries(industries, 'xyz')).toEqual([]);
  });

  it('builds the new list: the kept ones in their order, then the new picks', () => {
    const all = industries.flatMap((industry) => industry.subIndustries);
    const current = [
      { id: 21, name: 'Żywność', info: '' },
      { id: 11, name: 'Oprogramowanie', info: '' },
    ];
    expect(pickedItems(current, [11, 21, 12], all).map((s) => s.id)).toEqual([21, 11, 12]);
    expect(pickedItems(current, [12], all).map((s) => s.id)).toEqual([12]);
  });
});
