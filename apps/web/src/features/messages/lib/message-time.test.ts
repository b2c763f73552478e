import { describe, expect, it } from 'vitest';
import { messageTimeText } from './message-time.ts';

describe('messageTimeText', () => {
  const now = new Date(2027, 2, 15, 18, 0);
  it('says today and yesterday, else the date, with the time', () => {
    expect(messageTimeText(new Date(2027, 2, 15, 9, 5), now)).toBe('dzisiaj, 9:05');
    expect(messageTimeText(new Date(2027, 2, 14, 23, 59), now)).toBe('wczoraj, 23:59');
    expect(messageTimeText(new Date(2027, 0, 3, 8, 0), now)).toBe('3 sty, 8:00');
    expect(messageTimeText(new Date(2026, 10, 3, 8, 0), now)).toBe('3 lis 2026, 8:00');
  });
});
