import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/**
 * Serialises one user's media writes: two uploads at once would both read "no old file", and one
 * file would stay on disk with no row naming it. Locks the user's row until the transaction ends.
 */
export async function lockUserMedia(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}
