import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Arbitrary constant shared by every instance: the key of the clean-up's advisory lock. */
const CLEANUP_LOCK_KEY = 7_231_002;

export type CleanupResult = { skipped: true } | { skipped: false; deleted: number };

/**
 * Deletes temporary investors created more than `maxAgeDays` ago and never converted. Their
 * answers, orders and tokens go with them (ON DELETE CASCADE). The age is compared in the
 * database, so restarts and clock differences between instances do not matter; the transaction
 * advisory lock makes a concurrent run on another instance skip instead of doing the same work.
 */
export function deleteStaleTemporaryInvestors(
  db: Database,
  maxAgeDays: number,
): Promise<CleanupResult> {
  return db.transaction(async (tx) => {
    const [lock] = await tx
      .select({ acquired: sql<boolean>`pg_try_advisory_xact_lock(${CLEANUP_LOCK_KEY})` })
      .from(sql`(select 1) as lock_probe`);
    if (!lock?.acquired) return { skipped: true };
    const deleted = await tx
      .delete(users)
      .where(
        and(
          eq(users.role, 'INVESTOR'),
          eq(users.isMock, true),
          lt(users.createdAt, sql`now() - make_interval(days => ${maxAgeDays})`),
        ),
      )
      .returning({ id: users.id });
    return { skipped: false, deleted: deleted.length };
  });
}
