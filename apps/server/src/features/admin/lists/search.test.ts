import { describe, expect, it } from 'vitest';
import { domainPrefixRange } from './search.ts';

describe('domainPrefixRange', () => {
  it('takes "@" and the start of a domain, folded, as a range of the byte-ordered column', () => {
    expect(domainPrefixRange('@wp.pl')).toEqual({ from: 'wp.pl', to: 'wp.pl\u{10FFFF}' });
    expect(domainPrefixRange('  @ŁÓDŹ.pl ')).toEqual({ from: 'lodz.pl', to: 'lodz.pl\u{10FFFF}' });
  });

  it('leaves every other phrase to the trigram search', () => {
    for (const phrase of ['wp.pl', 'jan@wp.pl', '@', '@wp pl', '@a@b', '601 234']) {
      expect(domainPrefixRange(phrase), phrase).toBeNull();
    }
  });

  it('keeps every string that starts with the prefix inside the range, and no other', () => {
    const { from, to } = domainPrefixRange('@wp.pl') ?? { from: '', to: '' };
    const inRange = (s: string) => s >= from && s < to;
    for (const inside of ['wp.pl', 'wp.pl.com', 'wp.plż', 'wp.pl~'])
      expect(inRange(inside), inside).toBe(true);
    for (const outside of ['wp.p', 'wp.pm', 'xwp.pl', 'wp-pl'])
      expect(inRange(outside), outside).toBe(false);
  });
});
