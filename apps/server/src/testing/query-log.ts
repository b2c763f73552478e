import type { QueryListener } from '../db/client.ts';

export interface QueryLog {
  /** Give it to `buildTestApp({}, { onQuery })`. */
  onQuery: QueryListener;
  /**
   * Runs `fn` and returns, in order, the SQL text of every statement the app ran meanwhile.
   * Anything running concurrently counts too (other requests, the clean-up job's first run right
   * after start), so measure one request at a time once the app has settled.
   */
  during<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
}

/** Records the statements of an app, to prove how many queries an endpoint runs. */
export function recordQueries(): QueryLog {
  let recording: string[] | undefined;
  return {
    onQuery: (sql) => {
      recording?.push(sql);
    },
    async during(fn) {
      if (recording) throw new Error('recordQueries: during() calls must not overlap');
      const statements: string[] = [];
      recording = statements;
      try {
        return { result: await fn(), statements };
      } finally {
        recording = undefined;
      }
    },
  };
}
