import { accountMessages } from '@handlowo/contract';
import type { Database } from '../../../db/client.ts';
import { badRequest } from '../../../lib/errors.ts';
import { hitCounter, undoHit } from '../../../lib/rate-limit-counter.ts';
import { deletionCounterKey } from './account-deletion.repository.ts';

/**
 * Wrong passwords allowed per account and window when deleting it. Only a logged-in caller gets
 * this far, so the counter is per account alone: nobody else can use it up (unlike login's,
 * docs/adr/006-login-throttling.md). Every attempt is counted before argon2, so parallel guesses
 * cannot slip past; a right password takes its hit back.
 */
export const DELETION_PASSWORD_LIMIT = { attempts: 10, windowMs: 15 * 60 * 1000 } as const;

/**
 * Counts an attempt; 400 once the window's attempts are used up (400, not login's 429: the
 * deletion form shows the server's own message for a 400, and this one says what to do).
 */
export async function countPasswordAttempt(db: Database, userId: number): Promise<void> {
  const { hits } = await hitCounter(
    db,
    deletionCounterKey(userId),
    DELETION_PASSWORD_LIMIT.windowMs,
  );
  if (hits > DELETION_PASSWORD_LIMIT.attempts) {
    throw badRequest(accountMessages.passwordThrottled, 'DELETION_THROTTLED');
  }
}

/** Takes back the attempt of a right password: only wrong ones count. */
export function forgivePasswordAttempt(db: Database, userId: number): Promise<void> {
  return undoHit(db, deletionCounterKey(userId));
}
