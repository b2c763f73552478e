import { randomBytes } from 'node:crypto';
import {
  type AccountDetails,
  type AccountPasswordBody,
  EMAIL_CHANGE_LINK_HOURS,
  accountSettingsMessages as m,
  type Role,
} from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../../../config/config.ts';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { AppError, badRequest, conflict, forbidden } from '../../../lib/errors.ts';
import { hitCounter } from '../../../lib/rate-limit-counter.ts';
import { isUniqueViolation } from '../../admin/own-account/own-account.repository.ts';
import { changeOwnPassword } from '../../auth/own-password.service.ts';
import { hashToken } from '../../auth/password-token.service.ts';
import { findUserByEmail, findUserById, normalizeEmail } from '../../auth/user.repository.ts';
import { enqueueMails } from '../../jobs/mail-job.ts';
import {
  consumeEmailChangeToken,
  insertEmailChangeToken,
  replaceEmail,
  revokeEmailChangeTokens,
} from './email-change.repository.ts';
import { emailChangedNotice, emailChangeMail } from './email-change-mail.ts';

const HOUR_MS = 60 * 60 * 1000;

/** E-mail change links one account may have mailed per hour: each goes to an address it chooses. */
export const EMAIL_CHANGE_LIMIT = { requests: 5, windowMs: HOUR_MS } as const;
export const emailChangeCounterKey = (userId: number) => `email-change:${userId}`;

/** The caller's row; the temporary investor has nothing to change yet (400). */
async function ownRegisteredAccount(db: Database, userId: number) {
  const user = await findUserById(db, userId);
  if (!user) throw forbidden();
  if (user.isMock) throw badRequest(m.temporaryAccount, 'TEMPORARY_ACCOUNT');
  return user;
}

/**
 * PATCH /account/password: F21's change (auth/own-password.service.ts) with this form's texts.
 * Every session ends (the token version goes up) and pending e-mail change links with them; the
 * caller keeps its session through the token this answers (ADR 019).
 */
export async function changeAccountPassword(
  db: Database,
  userId: number,
  body: AccountPasswordBody,
): Promise<{ tokenVersion: number }> {
  await ownRegisteredAccount(db, userId);
  return changeOwnPassword(db, userId, {
    oldPassword: body.oldPassword,
    newPassword: body.newPassword,
    texts: {
      oldPasswordWrong: m.oldPasswordWrong,
      newPasswordSame: m.newPasswordSame,
      passwordThrottled: m.passwordThrottled,
    },
    // Someone who held the session may have asked to move the account to their own address.
    alsoInTransaction: (tx) => revokeEmailChangeTokens(tx, userId, new Date()),
  });
}

/** PATCH /account/details: names and company of both roles, the phone of investors only. */
export async function changeAccountDetails(
  db: Database,
  userId: number,
  role: Role,
  details: AccountDetails,
): Promise<void> {
  await ownRegisteredAccount(db, userId);
  if (role !== 'INVESTOR' && details.phone !== null) {
    throw badRequest(m.phoneNotForFreelancer, 'PHONE_NOT_FOR_ROLE');
  }
  await db
    .update(users)
    .set({
      firstName: details.firstName,
      lastName: details.lastName,
      company: details.company,
      ...(role === 'INVESTOR' ? { phone: details.phone } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/**
 * POST /account/email-change: mails a link (24 h, single use, only its hash stored) to the new
 * address; nothing changes until it is confirmed. A newer request ends the older links. The
 * current address is 400, an address of another account 409 (checked again at confirmation).
 * Wake the job queue after it returns.
 */
export async function requestEmailChange(
  db: Database,
  config: Pick<Config, 'publicUrl'>,
  userId: number,
  email: string,
): Promise<void> {
  const user = await ownRegisteredAccount(db, userId);
  const newEmail = normalizeEmail(email);
  if (newEmail === user.email) throw badRequest(m.emailUnchanged, 'EMAIL_UNCHANGED');
  const { hits } = await hitCounter(db, emailChangeCounterKey(userId), EMAIL_CHANGE_LIMIT.windowMs);
  if (hits > EMAIL_CHANGE_LIMIT.requests) {
    throw new AppError(429, m.emailChangeThrottled, 'TOO_MANY_REQUESTS');
  }
  if (await findUserByEmail(db, newEmail)) throw conflict();
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.transaction(async (tx) => {
    await revokeEmailChangeTokens(tx, userId, now);
    await insertEmailChangeToken(tx, {
      userId,
      tokenHash: hashToken(token),
      newEmail,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * HOUR_MS),
    });
    await enqueueMails(tx, [
      emailChangeMail(newEmail, `${config.publicUrl}/account/email-change/${token}`),
    ]);
  });
}

/**
 * POST /account/email-change/{token}: the link's account gets its new address, verified. An
 * unknown, used or expired link is 400; an address taken meanwhile 409 (the unique index decides,
 * and the link stays unused). The former address gets a notice. Wake the job queue afterwards.
 */
export async function confirmEmailChange(
  db: Database,
  config: Pick<Config, 'publicUrl'>,
  token: string,
): Promise<void> {
  const now = new Date();
  try {
    await db.transaction(async (tx) => {
      const consumed = await consumeEmailChangeToken(tx, hashToken(token), now);
      if (!consumed) throw badRequest(m.invalidEmailChangeLink, 'INVALID_EMAIL_CHANGE_LINK');
      const former = await replaceEmail(tx, consumed.userId, consumed.newEmail, now);
      if (former === undefined) {
        throw badRequest(m.invalidEmailChangeLink, 'INVALID_EMAIL_CHANGE_LINK');
      }
      await revokeEmailChangeTokens(tx, consumed.userId, now);
      await enqueueMails(tx, [
        emailChangedNotice(former, consumed.newEmail, `${config.publicUrl}/login`),
      ]);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}
