import { MESSAGE_DIGEST_MINUTES } from '@handlowo/contract';
import { z } from 'zod';
import type { Config } from '../../../config/config.ts';
import type { Database, Executor } from '../../../db/client.ts';
import { insertJobs } from '../../jobs/job.repository.ts';
import type { JobKind } from '../../jobs/job-runner.ts';
import { enqueueMails } from '../../jobs/mail-job.ts';
import {
  findDigestRecipient,
  findUndigested,
  findUnreadForDigest,
  markDigested,
} from './digest.repository.ts';
import { DIGEST_QUOTED, digestMail } from './digest-mail.ts';

export const MESSAGE_DIGEST_JOB = 'conversations.message-digest';
export const DIGEST_DELAY_MS = MESSAGE_DIGEST_MINUTES * 60 * 1000;

const DigestPayload = z.object({ orderId: z.number().int(), userId: z.number().int() });
type DigestPayload = z.infer<typeof DigestPayload>;

/**
 * The key of the digest job of one unread stretch: the conversation, the user and the first
 * message of the stretch (their first undigested unread one). Every message of the stretch
 * computes the same key, so the stretch has one job, however many messages come; a message after
 * the stretch was digested or read starts a new one (ADR 021).
 */
export const digestKey = (orderId: number, userId: number, firstMessageId: number) =>
  `conversation-digest:${orderId}:${userId}:${firstMessageId}`;

/** Enters the digest jobs of stretches, due at `runAt`; a key already taken is left alone. */
export function enqueueDigests(
  db: Executor,
  stretches: ReadonlyArray<{ orderId: number; userId: number; firstId: number }>,
  runAt: Date,
  now = new Date(),
) {
  return insertJobs(
    db,
    stretches.map(({ orderId, userId, firstId }) => ({
      kind: MESSAGE_DIGEST_JOB,
      payload: { orderId, userId } satisfies DigestPayload,
      key: digestKey(orderId, userId, firstId),
      runAt,
    })),
    now,
  );
}

type DigestOutcome =
  | { sent: true; upTo: number }
  | { sent: false; why: 'gone' | 'not a member' | 'opted out' | 'read' | 'later' };

/**
 * One run: if the user, still a member who wants these e-mails, has unread messages no digest
 * covered and the oldest of them is MESSAGE_DIGEST_MINUTES old, one e-mail about the
 * conversation's unread messages goes out (as a mail job of the same transaction) and
 * `digested_up_to_message_id` moves to the newest. Unread ones still too young get a job of their
 * own stretch instead (the first ones were read meanwhile).
 */
export async function runMessageDigest(
  db: Database,
  { orderId, userId }: DigestPayload,
  { now, webUrl }: { now: Date; webUrl: string },
): Promise<DigestOutcome> {
  return db.transaction(async (tx): Promise<DigestOutcome> => {
    const recipient = await findDigestRecipient(tx, orderId, userId);
    if (!recipient) return { sent: false, why: 'gone' };
    if (!recipient.member) return { sent: false, why: 'not a member' };
    if (recipient.optedOut) return { sent: false, why: 'opted out' };
    const pending = await findUndigested(tx, orderId, userId);
    if (!pending) return { sent: false, why: 'read' };
    if (pending.oldest.getTime() > now.getTime() - DIGEST_DELAY_MS) {
      await enqueueDigests(
        tx,
        [{ orderId, userId, firstId: pending.firstId }],
        new Date(pending.oldest.getTime() + DIGEST_DELAY_MS),
        now,
      );
      return { sent: false, why: 'later' };
    }
    if (!(await markDigested(tx, { orderId, userId, upTo: pending.lastId }))) {
      return { sent: false, why: 'read' };
    }
    const { unread, messages } = await findUnreadForDigest(tx, {
      orderId,
      userId,
      limit: DIGEST_QUOTED,
    });
    await enqueueMails(
      tx,
      [
        digestMail(recipient.email, {
          orderNumber: recipient.orderNumber,
          company: recipient.company,
          unread,
          messages,
          link: `${webUrl}/messages/${orderId}`,
          settingsLink: `${webUrl}/settings`,
        }),
      ],
      now,
    );
    return { sent: true, upTo: pending.lastId };
  });
}

/** The job kind; its mail job follows in the same drain of the queue. */
export function messageDigestJob(config: Pick<Config, 'publicUrl'>): JobKind {
  return {
    kind: MESSAGE_DIGEST_JOB,
    label: 'E-mail o nieprzeczytanych wiadomościach',
    run: (payload, { db, now }) =>
      runMessageDigest(db, DigestPayload.parse(payload), { now, webUrl: config.publicUrl }),
    describe(payload) {
      const parsed = DigestPayload.safeParse(payload);
      return parsed.success
        ? `rozmowa o zleceniu (id ${parsed.data.orderId}), odbiorca (id ${parsed.data.userId})`
        : undefined;
    },
  };
}
