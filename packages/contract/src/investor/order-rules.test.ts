import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../common/enum-schemas.ts';
import { currentDraftOf, draftFirst } from './order-rules.ts';
import { startDateToChoose, warsawToday } from './wizard.ts';

const o = (investorOrderNumber: number, orderStatus: OrderStatus) => ({
  investorOrderNumber,
  orderStatus,
});

describe('currentDraftOf and draftFirst (A10’s order, issue 27)', () => {
  it('takes the newest NEW order, before any in verification', () => {
    const orders = [o(1, 'NEW'), o(2, 'VERYFICATION'), o(3, 'NEW'), o(4, 'VERYFICATION')];
    expect(currentDraftOf(orders)).toEqual(o(3, 'NEW'));
    expect(draftFirst(orders).map((x) => x.investorOrderNumber)).toEqual([3, 4, 2, 1]);
  });

  it('falls back to the newest order in verification, then to none', () => {
    expect(currentDraftOf([o(1, 'VERYFICATION'), o(2, 'VERYFICATION'), o(3, 'ACTIVE')])).toEqual(
      o(2, 'VERYFICATION'),
    );
    expect(currentDraftOf([o(1, 'REALIZED'), o(2, 'ACTIVE')])).toBeUndefined();
  });

  it('lists the others newest first, with no draft the newest order first', () => {
    const orders = [o(1, 'REALIZED'), o(2, 'ACTIVE'), o(3, 'REALIZED')];
    expect(draftFirst(orders).map((x) => x.investorOrderNumber)).toEqual([3, 2, 1]);
    expect(draftFirst([])).toEqual([]);
  });
});

describe('startDateToChoose (a repeated order’s services)', () => {
  it('asks for a date that has passed while the order can change', () => {
    expect(
      startDateToChoose({ orderStatus: 'NEW' }, { startDate: '2026-11-26' }, '2026-11-27'),
    ).toBe(true);
    expect(
      startDateToChoose({ orderStatus: 'VERYFICATION' }, { startDate: '2026-11-27' }, '2026-11-27'),
    ).toBe(false);
    expect(
      startDateToChoose({ orderStatus: 'REALIZED' }, { startDate: '2020-01-01' }, '2026-11-27'),
    ).toBe(false);
  });

  it('counts today in Europe/Warsaw', () => {
    // 23:30 UTC on 31 December is already 1 January in Warsaw.
    expect(warsawToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
