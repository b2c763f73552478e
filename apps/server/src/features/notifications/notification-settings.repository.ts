import type { NotificationKind } from '@handlowo/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notificationEmailOptOuts } from '../../db/schema/index.ts';

/** The kinds the user turned off by e-mail. */
export async function findOptOuts(db: Executor, userId: number): Promise<Set<NotificationKind>> {
  const rows = await db
    .select({ kind: notificationEmailOptOuts.kind })
    .from(notificationEmailOptOuts)
    .where(eq(notificationEmailOptOuts.userId, userId));
  return new Set(rows.map((row) => row.kind));
}

/** Turns the e-mails of `off` kinds off and of `on` kinds back on (one statement each). */
export async function saveOptOuts(
  db: Executor,
  userId: number,
  { on, off }: { on: NotificationKind[]; off: NotificationKind[] },
): Promise<void> {
  if (on.length > 0) {
    await db
      .delete(notificationEmailOptOuts)
      .where(
        and(
          eq(notificationEmailOptOuts.userId, userId),
          inArray(notificationEmailOptOuts.kind, on),
        ),
      );
  }
  if (off.length > 0) {
    await db
      .insert(notificationEmailOptOuts)
      .values(off.map((kind) => ({ userId, kind })))
      .onConflictDoNothing();
  }
}
