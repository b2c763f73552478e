import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import {
  deleteAccounts,
  lockOrdersOfAccounts,
  lockUsers,
} from '../../account/deletion/account-deletion.repository.ts';

/** Arbitrary constant shared by every instance: the key of the clean-up's advisory lock. */
const CLEANUP_LOCK_KEY = 7_231_002;

export type CleanupResult =
  | { skipped: true }
  | {
      skipped: false;
      deleted: number;
      /** Media objects of the deleted investors (avatars): the caller deletes them after commit. */
      mediaKeys: string[];
    };

/**
 * Deletes temporary investors created more than `maxAgeDays` ago and never converted, all of them
 * in one transaction with the account deletion's core (features/account/deletion): their
 * answers, orders, products and tokens go with them, and the keys of their media come back for
 * the caller to delete once this has committed. The age is compared in the database, so restarts
 * and clock differences between instances do not matter; the transaction advisory lock makes a
 * concurrent run on another instance skip instead of doing the same work. A fixed number of
 * statements whatever the number of investors (no query per investor).
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
    const stale = and(
      eq(users.role, 'INVESTOR'),
      eq(users.isMock, true),
      lt(users.createdAt, sql`now() - make_interval(days => ${maxAgeDays})`),
    );
    const candidates = await tx.select({ id: users.id }).from(users).where(stale);
    const ids = candidates.map((row) => row.id);
    // The account deletion's lock order: orders, then users (re-checked: one who registered
    // meanwhile is no longer temporary and stays).
    await lockOrdersOfAccounts(tx, ids);
    const locked = await lockUsers(tx, ids, stale);
    const { accounts, mediaKeys } = await deleteAccounts(tx, locked);
    return { skipped: false, deleted: accounts.length, mediaKeys };
  });
}
