import type { Database, Transaction } from '../../db/client.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { countOldPasswordAttempt, forgiveOldPasswordAttempt } from './old-password-throttle.ts';
import { replacePasswordHash } from './own-password.repository.ts';
import { revokeTokensOfUser } from './password-token.repository.ts';
import { findUserById } from './user.repository.ts';

/** The Polish answers of the form that asks (the admin's F21 and the account settings word them apart). */
export interface OwnPasswordTexts {
  oldPasswordWrong: string;
  newPasswordSame: string;
  passwordThrottled: string;
}

/**
 * A logged user changes their own password (F21, PATCH /account/password). A wrong old password
 * is 400 `OLD_PASSWORD_WRONG`, a new one equal to it 400 `NEW_PASSWORD_SAME`; over 10 wrong ones
 * in 15 minutes 429 (old-password-throttle.ts). On success the hash changes and the token version
 * goes up (every session ends), unused set-password links stop working, and `alsoInTransaction`
 * runs in the same transaction. Answers the new token version, for a caller that keeps its session.
 */
export async function changeOwnPassword(
  db: Database,
  userId: number,
  input: {
    oldPassword: string;
    newPassword: string;
    texts: OwnPasswordTexts;
    alsoInTransaction?: (tx: Transaction) => Promise<void>;
  },
): Promise<{ tokenVersion: number }> {
  const { oldPassword, newPassword, texts } = input;
  const user = await findUserById(db, userId);
  if (!user) throw forbidden();
  await countOldPasswordAttempt(db, userId, texts.passwordThrottled);
  const checkedHash = user.passwordHash;
  if (!checkedHash || !(await verifyPassword(checkedHash, oldPassword))) {
    throw badRequest(texts.oldPasswordWrong, 'OLD_PASSWORD_WRONG');
  }
  await forgiveOldPasswordAttempt(db, userId);
  if (newPassword === oldPassword) {
    throw badRequest(texts.newPasswordSame, 'NEW_PASSWORD_SAME');
  }
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const tokenVersion = await replacePasswordHash(tx, userId, { checkedHash, passwordHash });
    // Changed by a parallel request since the check: the old password checked is no more.
    if (tokenVersion === null) throw badRequest(texts.oldPasswordWrong, 'OLD_PASSWORD_WRONG');
    await revokeTokensOfUser(tx, userId);
    await input.alsoInTransaction?.(tx);
    return { tokenVersion };
  });
}
