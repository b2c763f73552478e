import { describe, expect, it } from 'vitest';
import { changedQueueFilters, queueFilterQuery, readQueueFilters } from './queue-filters.ts';

const read = (search: string) => readQueueFilters(new URLSearchParams(search));

describe('the queue’s filters in the URL', () => {
  it('reads known values and ignores the rest', () => {
    expect(read('status=ACTIVE&guardian=me&awaiting=1&stale=1')).toEqual({
      status: 'ACTIVE',
      guardian: 'me',
      awaiting: true,
      stale: true,
    });
    expect(read('status=DONE&guardian=7&awaiting=yes&stale=0')).toEqual({
      status: undefined,
      guardian: undefined,
      awaiting: false,
      stale: false,
    });
  });

  it('writes a change, keeps the table’s params and starts again at the first page', () => {
    const next = changedQueueFilters(new URLSearchParams('page=3&size=30&q=acme&stale=1'), {
      guardian: 'none',
      stale: false,
    });
    expect(next.toString()).toBe('size=30&q=acme&guardian=none');
  });

  it('turns the filters into the API’s query', () => {
    expect(
      queueFilterQuery({ status: 'NEW', guardian: 'me', awaiting: true, stale: true }),
    ).toEqual({ status: 'NEW', guardian: 'me', awaitingAnswer: 'true', olderThanDays: '3' });
    expect(
      queueFilterQuery({ status: undefined, guardian: undefined, awaiting: false, stale: false }),
    ).toEqual({});
  });
});
