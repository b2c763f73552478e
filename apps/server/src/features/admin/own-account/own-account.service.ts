import {
  type AdminPasswordBody,
  type AdminPrimaryDataBody,
  adminMessages,
} from '@handlowo/contract';
import type { Database } from '../../../db/client.ts';
import { conflict } from '../../../lib/errors.ts';
import { changeOwnPassword } from '../../auth/own-password.service.ts';
import { isUniqueViolation, updatePrimaryData } from './own-account.repository.ts';

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
 * F21: the shared own-password change (auth/own-password.service.ts) with the admin's texts. On
 * success every session of the admin ends, this one included: the client logs out (as after A6).
 */
export async function changePassword(
  db: Database,
  userId: number,
  { oldPassword, newPassword }: AdminPasswordBody,
): Promise<void> {
  await changeOwnPassword(db, userId, {
    oldPassword,
    newPassword,
    texts: {
      oldPasswordWrong: adminMessages.oldPasswordWrong,
      newPasswordSame: adminMessages.newPasswordSame,
      passwordThrottled: adminMessages.passwordThrottled,
    },
  });
}
