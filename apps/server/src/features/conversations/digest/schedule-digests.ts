import type { Executor } from '../../../db/client.ts';

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
 * MESSAGE_DIGEST_MINUTES get one e-mail about the conversation's unread messages.
 * OWNED BY THE DIGEST HELPER: the body is being written in parallel (issue 26).
 */
export async function scheduleMessageDigests(
  _tx: Executor,
  _message: WrittenMessage,
): Promise<void> {}
