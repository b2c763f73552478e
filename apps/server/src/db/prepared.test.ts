import { describe, expect, it, vi } from 'vitest';
import type { Executor } from './client.ts';
import { preparedPerDatabase } from './prepared.ts';

// Stand-ins: the helper only keys on the database object and calls `prepare(name)` on the query.
const database = () => ({}) as Executor;

describe('preparedPerDatabase', () => {
  it('builds and prepares the query once per database, under its name, when first used', () => {
    const prepare = vi.fn((name: string) => ({ name }));
    const query = vi.fn(() => ({ prepare }));
    const statementOf = preparedPerDatabase('test_once_per_database', query);
    expect(query).not.toHaveBeenCalled();

    const first = database();
    const second = database();
    expect(statementOf(first)).toBe(statementOf(first));
    expect(statementOf(second)).not.toBe(statementOf(first));
    expect(query.mock.calls).toEqual([[first], [second]]);
    expect(prepare.mock.calls).toEqual([['test_once_per_database'], ['test_once_per_database']]);
  });

  it('refuses a name already taken: PostgreSQL keeps statements by name per connection', () => {
    const query = () => ({ prepare: () => ({}) });
    preparedPerDatabase('test_taken_name', query);
    expect(() => preparedPerDatabase('test_taken_name', query)).toThrow(
      'Prepared statement name used twice: test_taken_name',
    );
  });
});
