import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { NOTIFICATIONS_CHANNEL } from '../notifications/notify.ts';

/**
 * Tells the live streams of `userIds`, on every instance, that conversation `orderId` changed (a
 * message written, edited, deleted, hidden, or read by someone). Runs in the writing transaction:
 * PostgreSQL delivers the signal only on commit. The payload is `<userId> <orderId>` on the
 * notifications' channel (ADR 020), whose hub wakes that user's streams with the order id.
 */
export async function signalConversation(
  tx: Executor,
  orderId: number,
  userIds: readonly number[],
): Promise<void> {
  // Ids are integers from the database, so the array literal is built from numbers only.
  const users = [...new Set(userIds.map((id) => Math.trunc(id)))];
  if (users.length === 0) return;
  const order = Math.trunc(orderId);
  await tx.execute(
    sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, u::text || ' ' || ${sql.raw(String(order))}) from unnest(${sql.raw(`array[${users.join(',')}]::int[]`)}) as u`,
  );
}
