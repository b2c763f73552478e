import type { NotificationKind, NotificationParams } from '@handlowo/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notificationEmailOptOuts, notifications } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { enqueueMails } from '../jobs/mail-job.ts';

/** The channel on which a committed notification wakes the live streams of every instance. */
export const NOTIFICATIONS_CHANNEL = 'handlowo_notifications';

interface NotificationOf<K extends NotificationKind> {
  userId: number;
  kind: K;
  /** What the sentence needs, as it is now (the contract's `notificationSentence`). */
  params: NotificationParams[K];
  /** The web path of the thing it is about, e.g. `/freelancer/orders/12`. */
  link: string;
  /** The e-mail of the same event; sent unless the user turned this kind off ('Ustawienia'). */
  mail?: MailMessage;
}

/** One notification to write, its params typed by its kind. */
export type NotificationInput = { [K in NotificationKind]: NotificationOf<K> }[NotificationKind];

/**
 * Records notifications with the transaction of their cause (issue 25): the rows, the e-mails of
 * the kinds their users did not turn off (as jobs, ADR 015), and a NOTIFY per user, which
 * PostgreSQL delivers to every instance's listener only when the transaction commits. The caller
 * wakes the job queue after the commit, as for any mail.
 */
export async function notify(tx: Executor, items: readonly NotificationInput[]): Promise<void> {
  if (items.length === 0) return;
  await tx
    .insert(notifications)
    .values(items.map(({ userId, kind, params, link }) => ({ userId, kind, params, link })));
  const mailed = items.filter((item) => item.mail !== undefined);
  if (mailed.length > 0) {
    const optedOut = await tx
      .select({ userId: notificationEmailOptOuts.userId, kind: notificationEmailOptOuts.kind })
      .from(notificationEmailOptOuts)
      .where(
        or(
          ...mailed.map((item) =>
            and(
              eq(notificationEmailOptOuts.userId, item.userId),
              eq(notificationEmailOptOuts.kind, item.kind),
            ),
          ),
        ),
      );
    const off = new Set(optedOut.map((row) => `${row.userId} ${row.kind}`));
    const mails = mailed
      .filter((item) => !off.has(`${item.userId} ${item.kind}`))
      .flatMap((item) => (item.mail ? [item.mail] : []));
    if (mails.length > 0) await enqueueMails(tx, mails);
  }
  // Ids are integers from the database, so the array literal is built from numbers only.
  const users = [...new Set(items.map((item) => Math.trunc(item.userId)))];
  await tx.execute(
    sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, u::text) from unnest(${sql.raw(`array[${users.join(',')}]::int[]`)}) as u`,
  );
}
