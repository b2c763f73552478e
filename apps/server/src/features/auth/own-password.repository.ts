import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Replaces the hash only if it is still the one the old password was checked against, and raises
 * the token version (every session ends). Null when another change came first: two parallel
 * requests with the same old password cannot both succeed. Otherwise the new token version.
 */
export async function replacePasswordHash(
  db: Executor,
  userId: number,
  { checkedHash, passwordHash }: { checkedHash: string; passwordHash: string },
): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.passwordHash, checkedHash)))
    .returning({ tokenVersion: users.tokenVersion });
  return row ? row.tokenVersion : null;
}
