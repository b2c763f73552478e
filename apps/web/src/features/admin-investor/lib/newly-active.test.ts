import { describe, expect, it } from 'vitest';
import { order } from '../testing/investor-detail-fixtures.ts';
import { newlyActiveOrders } from './newly-active.ts';

describe('newlyActiveOrders', () => {
  it('finds the orders that were in Weryfikacja and are active now', () => {
    const before = [
      order({ id: 1, orderStatus: 'VERYFICATION' }),
      order({ id: 2, orderStatus: 'VERYFICATION' }),
    ];
    const after = [
      order({ id: 1, orderStatus: 'ACTIVE' }),
      order({ id: 2, orderStatus: 'VERYFICATION' }),
    ];
    expect(newlyActiveOrders(before, after).map((o) => o.id)).toEqual([1]);
  });

  it('finds none on the first load', () => {
    expect(newlyActiveOrders(undefined, [order({ orderStatus: 'ACTIVE' })])).toEqual([]);
  });

  it('ignores orders active before, and orders that appear already active', () => {
    const before = [order({ id: 1, orderStatus: 'ACTIVE' })];
    const after = [
      order({ id: 1, orderStatus: 'ACTIVE' }),
      order({ id: 2, orderStatus: 'ACTIVE' }),
    ];
    expect(newlyActiveOrders(before, after)).toEqual([]);
  });

  it('ignores other moves (Nowe straight to active, active to realised)', () => {
    const before = [order({ id: 1, orderStatus: 'NEW' }), order({ id: 2, orderStatus: 'ACTIVE' })];
    const after = [
      order({ id: 1, orderStatus: 'ACTIVE' }),
      order({ id: 2, orderStatus: 'REALIZED' }),
    ];
    expect(newlyActiveOrders(before, after)).toEqual([]);
  });
});
