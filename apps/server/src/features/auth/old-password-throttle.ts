import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hitCounter, undoHit } from '../../lib/rate-limit-counter.ts';
import { DELETION_PASSWORD_LIMIT } from '../account/deletion/account-deletion-throttle.ts';

/**
 * Kept in step with account deletion's key in account-deletion.repository.ts (deleteCounters).
 * One counter per account whichever form asks (F21, PATCH /account/password): a user has one
 * password, so guesses through either count together.
 */
export const oldPasswordCounterKey = (userId: number) => `old-password:${userId}`;

/**
 * Wrong current passwords when changing it, limited as at account deletion (10 per account in 15
 * minutes): a stolen session must not be able to guess the password at argon2's pace. Counted
 * before the check, so a parallel burst cannot slip past; a right password takes its hit back.
 */
export async function countOldPasswordAttempt(
  db: Database,
  userId: number,
  throttledMessage: string,
): Promise<void> {
  const { hits } = await hitCounter(
    db,
    oldPasswordCounterKey(userId),
    DELETION_PASSWORD_LIMIT.windowMs,
  );
  if (hits > DELETION_PASSWORD_LIMIT.attempts) {
    throw new AppError(429, throttledMessage, 'PASSWORD_THROTTLED');
  }
}

export function forgiveOldPasswordAttempt(db: Database, userId: number): Promise<void> {
  return undoHit(db, oldPasswordCounterKey(userId));
}
