import type { ByteRange } from './media-storage.ts';

/** What a `Range` header asks of an object of `size` bytes. */
export type RangeRequest =
  | { kind: 'whole' }
  | { kind: 'partial'; range: ByteRange }
  | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * One byte range (`bytes=a-b`, `bytes=a-`, `bytes=-n`), clamped to the object (RFC 9110 14.1).
 * A header that is absent, malformed or asks for several ranges is ignored (the whole object is
 * sent, which the RFC allows); a range starting past the end, or an empty suffix, cannot be
 * satisfied.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = header === undefined ? null : SINGLE_RANGE.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  // `bytes=9-1` is not a valid range: ignored, like any malformed header.
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'partial', range: { start, end } };
}
