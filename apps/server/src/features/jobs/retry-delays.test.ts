import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, nextAttemptAt } from './retry-delays.ts';

describe('nextAttemptAt', () => {
  const failedAt = new Date('2026-11-26T12:00:00Z');
  const after = (attempts: number) => nextAttemptAt(attempts, failedAt)?.toISOString();

  it('backs off 1 min, 5 min, 30 min, 2 h, 12 h', () => {
    expect([1, 2, 3, 4, 5].map(after)).toEqual([
      '2026-11-26T12:01:00.000Z',
      '2026-11-26T12:05:00.000Z',
      '2026-11-26T12:30:00.000Z',
      '2026-11-26T14:00:00.000Z',
      '2026-11-27T00:00:00.000Z',
    ]);
  });

  it('gives up after the sixth run', () => {
    expect(MAX_ATTEMPTS).toBe(6);
    expect(after(6)).toBeUndefined();
  });
});
