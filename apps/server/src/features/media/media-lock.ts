import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { forbidden } from '../../lib/errors.ts';

/**
 * Serialises one user's media writes: two uploads at once would both read "no old file", and one
 * file would stay on disk with no row naming it. Locks the user's row until the transaction ends.
 * 403 when the account was deleted while the request ran (issue 12): as its next request would be.
 */
export async function lockUserMedia(tx: Executor, userId: number): Promise<void> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw forbidden();
}
