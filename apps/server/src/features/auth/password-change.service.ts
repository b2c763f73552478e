import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { findUserById, updatePasswordHash } from './user.repository.ts';

/**
 * Sets a user's password outside the e-mail link (an admin changing it): the hash is replaced
 * and every session of the user ends, as after A6. The caller checks who may do this and has
 * validated the password with the contract's `passwordField`.
 */
export async function changeUserPassword(
  db: Executor,
  input: { userId: number; password: string },
): Promise<void> {
  const user = await findUserById(db, input.userId);
  if (!user) throw notFound();
  await updatePasswordHash(db, user.id, await hashPassword(input.password));
}
