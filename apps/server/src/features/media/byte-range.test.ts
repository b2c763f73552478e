import { describe, expect, it } from 'vitest';
import { parseRange } from './byte-range.ts';

describe('parseRange', () => {
  it('reads one range in its three forms, clamped to the object', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'partial', range: { start: 0, end: 9 } });
    expect(parseRange('bytes=90-', 100)).toEqual({
      kind: 'partial',
      range: { start: 90, end: 99 },
    });
    expect(parseRange('bytes=-5', 100)).toEqual({ kind: 'partial', range: { start: 95, end: 99 } });
    expect(parseRange('bytes=50-500', 100)).toEqual({
      kind: 'partial',
      range: { start: 50, end: 99 },
    });
    expect(parseRange('bytes=-500', 100)).toEqual({
      kind: 'partial',
      range: { start: 0, end: 99 },
    });
  });

  it('cannot satisfy a start past the end, an empty suffix or any range of an empty file', () => {
    for (const [header, size] of [
      ['bytes=100-', 100],
      ['bytes=100-200', 100],
      ['bytes=-0', 100],
      ['bytes=0-', 0],
      ['bytes=-1', 0],
    ] as const) {
      expect(parseRange(header, size), header).toEqual({ kind: 'unsatisfiable' });
    }
  });

  it('ignores what it does not understand', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'bytes=9-1',
      'bytes=0-1,3-4',
      'lines=1-2',
      'bytes=a-b',
    ]) {
      expect(parseRange(header, 100), String(header)).toEqual({ kind: 'whole' });
    }
  });
});
