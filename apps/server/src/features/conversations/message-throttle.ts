import { MESSAGES_PER_MINUTE, conversationMessages as m } from '@handlowo/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hitCounter } from '../../lib/rate-limit-counter.ts';

const WINDOW_MS = 60 * 1000;

/** The counter of a user's messages (all conversations together). */
export const messageCounterKey = (userId: number) => `messages:user:${userId}`;

/**
 * Counts one message of the user and refuses it past MESSAGES_PER_MINUTE (429). One atomic
 * upsert in the database, so parallel requests on any number of instances cannot slip past.
 * Every attempt of a member counts, a refused one too: the limit is on trying, as for logins.
 */
export async function countMessage(db: Executor, userId: number): Promise<void> {
  const { hits } = await hitCounter(db, messageCounterKey(userId), WINDOW_MS);
  if (hits > MESSAGES_PER_MINUTE) {
    throw new AppError(429, m.throttled, 'MESSAGES_THROTTLED');
  }
}
