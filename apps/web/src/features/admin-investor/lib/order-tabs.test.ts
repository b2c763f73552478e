import { describe, expect, it } from 'vitest';
import { order } from '../testing/investor-detail-fixtures.ts';
import {
  countByStatus,
  filterByNumber,
  firstNonEmptyTab,
  orderNumberQuery,
  ordersInTab,
  tabAfterRefetch,
} from './order-tabs.ts';

const orders = [
  order({ id: 1, investorOrderNumber: 1, orderStatus: 'NEW' }),
  order({ id: 2, investorOrderNumber: 12, orderStatus: 'ACTIVE' }),
  order({ id: 3, investorOrderNumber: 3, orderStatus: 'ACTIVE' }),
  order({ id: 4, investorOrderNumber: 21, orderStatus: 'REALIZED' }),
];

describe('the orders tabs', () => {
  it('count the orders of each status, zero included', () => {
    expect(countByStatus(orders)).toEqual({ NEW: 1, VERYFICATION: 0, ACTIVE: 2, REALIZED: 1 });
  });

  it('list a tab by order number', () => {
    expect(ordersInTab(orders, 'ACTIVE').map((o) => o.investorOrderNumber)).toEqual([3, 12]);
  });

  it('open on the first tab that holds an order, Nowe when there is none', () => {
    expect(firstNonEmptyTab(orders.slice(1))).toBe('ACTIVE');
    expect(firstNonEmptyTab([])).toBe('NEW');
  });
});

describe('the search by order number', () => {
  it('finds the numbers that contain the typed digits', () => {
    expect(filterByNumber(orders, '1').map((o) => o.investorOrderNumber)).toEqual([1, 12, 21]);
    expect(filterByNumber(orders, '12').map((o) => o.investorOrderNumber)).toEqual([12]);
  });

  it("accepts '#12' and 'nr 12' and ignores spaces; an empty box finds all", () => {
    expect(orderNumberQuery(' #12 ')).toBe('12');
    expect(orderNumberQuery('Nr. 12')).toBe('12');
    expect(filterByNumber(orders, '  ')).toHaveLength(4);
  });

  it('finds nothing for a text that is not a number', () => {
    expect(orderNumberQuery('abc')).toBeNull();
    expect(filterByNumber(orders, 'abc')).toEqual([]);
  });
});

describe('the tab after a refetch', () => {
  it('follows an order that left the shown tab, when the tab is now empty', () => {
    const before = [order({ id: 1, orderStatus: 'NEW' })];
    const after = [order({ id: 1, orderStatus: 'VERYFICATION' })];
    expect(tabAfterRefetch(before, after, 'NEW')).toBe('VERYFICATION');
  });

  it('stays while the shown tab still holds an order', () => {
    const before = [order({ id: 1, orderStatus: 'NEW' }), order({ id: 2, orderStatus: 'NEW' })];
    const after = [order({ id: 1, orderStatus: 'VERYFICATION' }), order({ id: 2 })];
    expect(tabAfterRefetch(before, after, 'NEW')).toBe('NEW');
  });

  it('stays on an empty tab that nothing left', () => {
    expect(tabAfterRefetch(orders, orders, 'VERYFICATION')).toBe('VERYFICATION');
  });
});
