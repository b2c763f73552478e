import { randomBytes } from 'node:crypto';
import { emailVerificationMessages } from '@handlowo/contract';
import type { Config } from '../../config/config.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { enqueueMails } from '../jobs/mail-job.ts';
import {
  consumeVerificationToken,
  insertVerificationToken,
  markEmailVerified,
} from './email-verification.repository.ts';
import { type VerificationMailReason, verificationMail } from './email-verification-mail.ts';
import { hashToken } from './password-token.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** ADR 017: how long an unverified account may log in, and how long a link works. */
export const EMAIL_VERIFICATION = { graceMs: 7 * DAY_MS, linkTtlMs: 7 * DAY_MS } as const;

/**
 * Issues a single-use verification token and queues the mail with the link
 * `PUBLIC_URL/verify-email/{token}`, both with `db`: given the caller's transaction, the link
 * exists and is mailed exactly when the cause commits. Wake the job queue after the commit.
 */
export async function issueVerificationLink(
  db: Executor,
  config: Pick<Config, 'publicUrl'>,
  input: { userId: number; email: string; reason: VerificationMailReason },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await insertVerificationToken(db, {
    userId: input.userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + EMAIL_VERIFICATION.linkTtlMs),
  });
  const link = `${config.publicUrl}/verify-email/${token}`;
  await enqueueMails(db, [verificationMail(input.reason, input.email, link)]);
}

/** Confirms the address of the link's account; unknown, used or expired links give 400. */
export async function verifyEmail(db: Database, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const consumed = await consumeVerificationToken(tx, hashToken(token));
    if (!consumed) {
      throw badRequest(emailVerificationMessages.invalidLink, 'INVALID_VERIFICATION_LINK');
    }
    await markEmailVerified(tx, consumed.userId);
  });
}

/**
 * Whether login must wait for the address to be confirmed: never confirmed and older than the
 * grace period. Accounts whose address is trusted (the bootstrap admin, demo data, everyone
 * before migration 0009) or proven by a set-password link carry `emailVerifiedAt`.
 */
export function mustVerifyEmail(
  user: Pick<UserRow, 'emailVerifiedAt' | 'createdAt'>,
  now = Date.now(),
): boolean {
  return (
    user.emailVerifiedAt === null && now - user.createdAt.getTime() >= EMAIL_VERIFICATION.graceMs
  );
}
