import {
  type AdminPasswordBody,
  type AdminPrimaryDataBody,
  adminMessages,
} from '@handlowo/contract';
import type { Database } from '../../../db/client.ts';
import { badRequest, conflict, forbidden } from '../../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../../lib/password.ts';
import { revokeTokensOfUser } from '../../auth/password-token.repository.ts';
import { findUserById } from '../../auth/user.repository.ts';
import {
  isUniqueViolation,
  replacePasswordHash,
  updatePrimaryData,
} from './own-account.repository.ts';
import { countOldPasswordAttempt, forgiveOldPasswordAttempt } from './password-throttle.ts';

/**
 * F20: only the given (non-empty) fields change. An address taken by another account is 409;
 * the admin's own address is no change. Sessions stay valid: the token names the user by id,
 * not by e-mail, A11 reads the new data at once, and the client logs out by itself 2 s after
 * success (ending the sessions here would make its refetches in those 2 s answer 403).
 */
export async function changePrimaryData(
  db: Database,
  userId: number,
  body: AdminPrimaryDataBody,
): Promise<void> {
  try {
    await updatePrimaryData(db, userId, body);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

/**
 * F21: a wrong old password is 400 `oldPasswordWrong`, a new one equal to it 400
 * `newPasswordSame`; over 10 wrong ones in 15 minutes, 429 (password-throttle.ts). On success the hash changes, every session of the admin ends (as after A6,
 * this one included) and outstanding set-password links stop working.
 */
export async function changePassword(
  db: Database,
  userId: number,
  { oldPassword, newPassword }: AdminPasswordBody,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw forbidden();
  await countOldPasswordAttempt(db, userId);
  const checkedHash = user.passwordHash;
  if (!checkedHash || !(await verifyPassword(checkedHash, oldPassword))) {
    throw badRequest(adminMessages.oldPasswordWrong, 'OLD_PASSWORD_WRONG');
  }
  await forgiveOldPasswordAttempt(db, userId);
  if (newPassword === oldPassword) {
    throw badRequest(adminMessages.newPasswordSame, 'NEW_PASSWORD_SAME');
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // Changed by a parallel request since the check: the old password checked is no more.
    if (!(await replacePasswordHash(tx, userId, { checkedHash, passwordHash }))) {
      throw badRequest(adminMessages.oldPasswordWrong, 'OLD_PASSWORD_WRONG');
    }
    await revokeTokensOfUser(tx, userId);
  });
}
