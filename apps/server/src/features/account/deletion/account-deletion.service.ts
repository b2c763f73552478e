import { emailConfirmationMatches, accountMessages as m } from '@handlowo/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Transaction } from '../../../db/client.ts';
import type { UserRow } from '../../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../../lib/errors.ts';
import { verifyPassword } from '../../../lib/password.ts';
import { lockAdmins } from '../../admin/administrators/administrators.repository.ts';
import { findUserById } from '../../auth/user.repository.ts';
import { enqueueMails } from '../../jobs/mail-job.ts';
import { deleteMedia } from '../../media/deletion.ts';
import {
  type DeletionResult,
  deleteAccounts,
  hasActiveService,
  lockAccount,
  lockOrdersOfAccounts,
} from './account-deletion.repository.ts';
import { accountDeletedMail } from './account-deletion-mail.ts';
import { countPasswordAttempt, forgivePasswordAttempt } from './account-deletion-throttle.ts';

export type DeletionDeps = Pick<FastifyInstance, 'db' | 'media' | 'jobs'> & {
  log: FastifyBaseLogger;
};

/**
 * The caller's own account under its lock; undefined once it is gone (a parallel deletion). An
 * admin's goes through the lock of every admin row (in id order, as the removal of an admin
 * takes it), so that two admins deleting themselves at once cannot both pass the last-admin rule.
 */
async function lockOwnAccount(tx: Transaction, user: UserRow): Promise<UserRow | undefined> {
  if (user.role !== 'ADMIN') return lockAccount(tx, user.id);
  const admins = await lockAdmins(tx);
  if (!admins.includes(user.id)) return undefined;
  if (admins.length <= 1) throw badRequest(m.lastAdmin, 'LAST_ADMIN');
  return lockAccount(tx, user.id);
}

/**
 * POST /account/deletion: the caller deletes their own account, confirming with their password
 * (argon2 outside the transaction, as login; a wrong one counts towards the throttle). In one
 * transaction under the locks of the account's orders and row: the rules are checked again on
 * what is committed, and the account goes (`deleteAccounts`). Its files and the confirmation
 * mail follow the commit.
 */
export async function deleteOwnAccount(
  deps: DeletionDeps,
  { userId, password }: { userId: number; password: string },
): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw forbidden();
  if (user.isMock) throw badRequest(m.temporaryAccount, 'TEMPORARY_ACCOUNT');
  await countPasswordAttempt(deps.db, userId);
  // No password yet (a registered investor before the activation link): nothing can match.
  const hash = user.passwordHash;
  if (hash === null || !(await verifyPassword(hash, password))) {
    throw badRequest(m.passwordWrong, 'PASSWORD_WRONG');
  }
  await forgivePasswordAttempt(deps.db, userId);
  const result = await deps.db.transaction(async (tx) => {
    await lockOrdersOfAccounts(tx, [userId]);
    const account = await lockOwnAccount(tx, user);
    // Deleted meanwhile, or a new password ended this session while argon2 ran: as the next
    // request of this session would be answered.
    if (!account || account.passwordHash !== hash || account.role !== user.role) {
      throw forbidden();
    }
    if (account.role === 'FREELANCER' && (await hasActiveService(tx, userId))) {
      throw badRequest(m.activeService, 'ACTIVE_SERVICE');
    }
    return deleteAndTell(tx, [userId], 'owner');
  });
  await afterDeletion(deps, result, 'owner');
}

/**
 * POST /admin-panel/users/{id}/deletion: an admin deletes a freelancer or an investor (the
 * temporary one included), confirming with the user's e-mail. Checked under the same locks as the
 * owner's deletion, so a parallel assignment of the freelancer is either seen or comes after.
 */
export async function deleteUserAsAdmin(
  deps: DeletionDeps,
  { userId, email }: { userId: number; email: string },
): Promise<void> {
  const result = await deps.db.transaction(async (tx) => {
    await lockOrdersOfAccounts(tx, [userId]);
    const target = await lockAccount(tx, userId);
    if (!target || target.role === 'ADMIN') throw notFound(m.userNotFound, 'USER_NOT_FOUND');
    if (!emailConfirmationMatches(email, target.email)) {
      throw badRequest(m.emailConfirmationMismatch, 'EMAIL_CONFIRMATION_MISMATCH');
    }
    if (target.role === 'FREELANCER' && (await hasActiveService(tx, userId))) {
      throw badRequest(m.userActiveService, 'USER_ACTIVE_SERVICE');
    }
    return deleteAndTell(tx, [userId], 'admin');
  });
  await afterDeletion(deps, result, 'admin');
}

/**
 * Deletes the accounts and queues the confirmation to each old address with the deletion, so it
 * goes out exactly when the deletion has committed. A temporary investor's generated address
 * reaches nobody.
 */
async function deleteAndTell(
  tx: Transaction,
  userIds: number[],
  by: 'owner' | 'admin',
): Promise<DeletionResult> {
  const result = await deleteAccounts(tx, userIds);
  await enqueueMails(
    tx,
    result.accounts
      .filter((account) => !account.isMock)
      .map((account) => accountDeletedMail({ email: account.email, byAdmin: by === 'admin' })),
  );
  return result;
}

/**
 * After the commit: the files no row names any more (a file that cannot be deleted costs disk
 * space and is logged; the orphan sweep takes it later), and the queue is woken for the mails.
 */
async function afterDeletion(
  { media, jobs, log }: DeletionDeps,
  { accounts, mediaKeys }: DeletionResult,
  by: 'owner' | 'admin',
): Promise<void> {
  jobs.wake();
  await deleteMedia(media, mediaKeys, log);
  for (const account of accounts) {
    log.info({ userId: account.id, role: account.role, by }, 'account deleted');
  }
}
