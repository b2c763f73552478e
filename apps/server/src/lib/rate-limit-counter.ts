import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

export interface CounterState {
  hits: number;
  resetAt: Date;
}

/**
 * Adds one hit to a fixed-window counter and returns the count in the current window. One upsert,
 * so concurrent requests on several instances count correctly.
 */
export async function hitCounter(
  db: Executor,
  key: string,
  windowMs: number,
): Promise<CounterState> {
  const windowEnd = sql`now() + ${`${windowMs} milliseconds`}::interval`;
  const expired = sql`${rateLimitCounters.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        resetAt: sql`case when ${expired} then ${windowEnd} else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

/** The hits of the current window without adding one (0 when none or expired). */
export async function peekCounter(db: Executor, key: string): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.resetAt} > now()`);
  return row?.hits ?? 0;
}

/** Takes back one hit of the current window (an attempt that turned out not to count). */
export async function undoHit(db: Executor, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.resetAt} > now()`);
}

/** Deletes the counters whose window ended before `before` (features/auth/expired-counters). */
export async function deleteExpiredCounters(db: Executor, before: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.resetAt, before))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}

export async function resetCounter(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
}
