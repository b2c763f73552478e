import type { Database, QueryListener } from '../../db/client.ts';
import { type DatabaseShape, type DatabaseSnapshot, takeSnapshot } from './db-snapshot.ts';

/** A statement that cannot change a table's rows. A data-changing CTE starts with `with`. */
const READ = /^\s*select\b/i;

export interface SnapshotSource {
  /** Give it to `buildTestApp({}, { onQuery })`: counts the statements that may write. */
  onQuery: QueryListener;
  /**
   * The database's rows now: the last snapshot again while no statement but a `select` has been
   * sent since it started, a new one otherwise. A refused request that writes nothing then
   * costs no snapshot after it, and the next request's before is the last one's after
   * (the matrix and the fuzz harness took 2 snapshots per request, most of their time).
   */
  take(db: Database, shape: DatabaseShape): Promise<DatabaseSnapshot>;
}

/**
 * Snapshots that are reused while nothing can have changed. Sound because every statement of a
 * test app goes through Drizzle, whose logger sees it before it runs (`db/client.ts`).
 */
export function snapshotSource(): SnapshotSource {
  let writes = 0;
  let last: { shape: DatabaseShape; writes: number; snapshot: DatabaseSnapshot } | undefined;
  return {
    onQuery(sql) {
      if (!READ.test(sql)) writes += 1;
    },
    async take(db, shape) {
      if (last && last.shape === shape && last.writes === writes) return last.snapshot;
      const at = writes;
      const snapshot = await takeSnapshot(db, shape);
      last = { shape, writes: at, snapshot };
      return snapshot;
    },
  };
}
