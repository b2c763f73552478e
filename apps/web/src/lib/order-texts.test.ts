import { describe, expect, it } from 'vitest';
import {
  productArea,
  serviceAmount,
  serviceDateRange,
  servicePeriod,
  voivodeshipLabel,
} from './order-texts.ts';

describe('order texts', () => {
  it('spans a service from its start over its whole months, in Polish', () => {
    expect(serviceDateRange({ startDate: '2027-02-01', period: 3 })).toBe(
      '1 lutego 2027 – 1 maja 2027',
    );
    expect(serviceDateRange({ startDate: '2027-10-15', period: 6 })).toBe(
      '15 października 2027 – 15 kwietnia 2028',
    );
    // 31 January + 1 month: the last day of February, in a leap year too.
    expect(serviceDateRange({ startDate: '2028-01-31', period: 1 })).toBe(
      '31 stycznia 2028 – 29 lutego 2028',
    );
    expect(serviceDateRange({ startDate: 'wkrótce', period: 1 })).toBe('wkrótce');
  });

  it('names periods with their Polish plural and amounts in pieces', () => {
    expect([1, 2, 3, 6].map(servicePeriod)).toEqual([
      '1 miesiąc',
      '2 miesiące',
      '3 miesiące',
      '6 miesięcy',
    ]);
    expect(servicePeriod(5)).toBe('5 miesięcy');
    // Polish groups thousands from five digits on: 1200, but 12 000.
    expect(serviceAmount(1200)).toBe('1200\u00a0szt.');
    expect(serviceAmount(12000)).toBe('12\u00a0000\u00a0szt.');
    expect(serviceAmount(7)).toBe('7\u00a0szt.');
  });

  it('reads a sales area as the country, the voivodeship or the city', () => {
    expect(productArea({ country: 'POLAND', state: null, city: null })).toBe('Polska');
    expect(productArea({ country: null, state: 'MAZOWIECKIE', city: null })).toBe(
      'Województwo mazowieckie',
    );
    expect(productArea({ country: null, state: null, city: 'Łódź' })).toBe('Łódź');
    expect(voivodeshipLabel('SWIETOKRZYSKIE')).toBe('Świętokrzyskie');
  });
});
