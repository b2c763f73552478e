import type { Executor } from '../../../db/client.ts';
import { findFirstUndigested } from './digest.repository.ts';
import { DIGEST_DELAY_MS, enqueueDigests } from './message-digest-job.ts';

/** A message just written, and the members who did not write it (issue 26). */
export interface WrittenMessage {
  orderId: number;
  messageId: number;
  createdAt: Date;
  /** Members to tell by e-mail if they have not read it within 15 minutes. */
  recipientIds: readonly number[];
}

/**
 * Enters, in the writing transaction, what makes a member who has not read `message` within
 * MESSAGE_DIGEST_MINUTES get one e-mail about the conversation's unread messages: per recipient,
 * the job of their current unread stretch (keyed by its first message), due 15 minutes after
 * this message. A stretch that has its job already keeps it: one e-mail per stretch, not per
 * message. Whether to send is decided when the job runs (read meanwhile, still a member, the
 * e-mail turned off), so nothing here reads the settings.
 */
export async function scheduleMessageDigests(tx: Executor, message: WrittenMessage): Promise<void> {
  if (message.recipientIds.length === 0) return;
  const firsts = await findFirstUndigested(tx, message.orderId, message.recipientIds);
  const stretches = firsts.flatMap(({ userId, firstId }) =>
    firstId === null ? [] : [{ orderId: message.orderId, userId, firstId }],
  );
  await enqueueDigests(tx, stretches, new Date(message.createdAt.getTime() + DIGEST_DELAY_MS));
}
