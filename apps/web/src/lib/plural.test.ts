import { describe, expect, it } from 'vitest';
import { counted, monthForms, orderForms, reviewForms, weekForms } from './plural.ts';

describe('Polish plural forms', () => {
  it.each([
    [0, '0 ocen'],
    [1, '1 ocena'],
    [2, '2 oceny'],
    [4, '4 oceny'],
    [5, '5 ocen'],
    [12, '12 ocen'],
    [22, '22 oceny'],
    [25, '25 ocen'],
    [112, '112 ocen'],
  ])('%i reviews read "%s"', (count, text) => {
    expect(counted(count, reviewForms)).toBe(text);
  });

  it('agrees orders, weeks and months the same way', () => {
    expect(counted(1, orderForms)).toBe('1 zlecenie');
    expect(counted(3, orderForms)).toBe('3 zlecenia');
    expect(counted(0, orderForms)).toBe('0 zleceń');
    expect(counted(2, weekForms)).toBe('2 tygodnie');
    expect(counted(5, weekForms)).toBe('5 tygodni');
    expect(counted(2, monthForms)).toBe('2 miesiące');
    expect(counted(5, monthForms)).toBe('5 miesięcy');
    expect(counted(11, monthForms)).toBe('11 miesięcy');
  });
});
