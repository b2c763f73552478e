import type { Weekday } from '@handlowo/contract';
import { describe, expect, it } from 'vitest';
import { describeWorkingDays } from './working-days.ts';

describe('describeWorkingDays', () => {
  it('names all seven days and the working week', () => {
    const all: Weekday[] = [
      'SUNDAY',
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
      'SATURDAY',
    ];
    expect(describeWorkingDays(all)).toBe('Wszystkie dni tygodnia');
    expect(describeWorkingDays(['FRIDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'])).toBe(
      'Dni robocze',
    );
  });

  it('shows runs of consecutive days as ranges and single days alone', () => {
    expect(describeWorkingDays(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'FRIDAY'])).toBe(
      'Poniedziałek – Środa, Piątek',
    );
    expect(describeWorkingDays(['SATURDAY', 'SUNDAY'])).toBe('Sobota – Niedziela');
    expect(describeWorkingDays(['WEDNESDAY'])).toBe('Środa');
    expect(describeWorkingDays(['SUNDAY', 'MONDAY', 'WEDNESDAY'])).toBe(
      'Poniedziałek, Środa, Niedziela',
    );
  });

  it('is not the working week when a weekend day is added to it', () => {
    expect(
      describeWorkingDays(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY']),
    ).toBe('Poniedziałek – Sobota');
  });

  it('ignores duplicates and gives null for no days', () => {
    expect(describeWorkingDays(['MONDAY', 'MONDAY', 'TUESDAY'])).toBe('Poniedziałek – Wtorek');
    expect(describeWorkingDays([])).toBeNull();
  });
});
