import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config/config.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { PasswordTokenPurpose } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { enqueueMails } from '../jobs/mail-job.ts';
import { authMessages } from './auth-messages.ts';
import { markEmailVerified } from './email-verification.repository.ts';
import { passwordMail } from './password-mail.ts';
import {
  consumeToken,
  findUsableToken,
  insertPasswordToken,
  revokeTokensOfUser,
} from './password-token.repository.ts';
import { updatePasswordHash } from './user.repository.ts';

/** How long a link works: a reset is asked for on the spot, an activation mail may wait a day. */
export const PASSWORD_TOKEN_TTL_MS: Record<PasswordTokenPurpose, number> = {
  RESET: 60 * 60 * 1000,
  ACTIVATION: 24 * 60 * 60 * 1000,
  // An invited admin may read the mail days later.
  ADMIN_INVITE: 72 * 60 * 60 * 1000,
};

/** Only the hash is stored: a database leak must not hand out working links. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a single-use set-password token for the user and queues the mail with the link
 * `PUBLIC_URL/set-password/{token}` (A5 reset, A8 activation, an admin's invitation), both with
 * `db`: given the caller's transaction, the link exists and is mailed exactly when the cause
 * commits. Wake the job queue after the commit.
 */
export async function issuePasswordLink(
  db: Executor,
  config: Pick<Config, 'publicUrl'>,
  input: { userId: number; email: string; purpose: PasswordTokenPurpose },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await insertPasswordToken(db, {
    userId: input.userId,
    tokenHash: hashToken(token),
    purpose: input.purpose,
    expiresAt: new Date(Date.now() + PASSWORD_TOKEN_TTL_MS[input.purpose]),
  });
  const link = `${config.publicUrl}/set-password/${token}`;
  await enqueueMails(db, [passwordMail(input.purpose, input.email, link)]);
}

/**
 * A6: sets the password with a link's token and counts the address as confirmed; unknown, used
 * or expired tokens give 400.
 */
export async function setPasswordWithToken(
  db: Database,
  input: { token: string; password: string },
): Promise<void> {
  const tokenHash = hashToken(input.token);
  const invalid = () => badRequest(authMessages.invalidPasswordToken, 'INVALID_TOKEN');
  // Checked before hashing so that guessing tokens costs us no argon2 work.
  if (!(await findUsableToken(db, tokenHash))) throw invalid();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const consumed = await consumeToken(tx, tokenHash);
    if (!consumed) throw invalid();
    await updatePasswordHash(tx, consumed.userId, passwordHash);
    await revokeTokensOfUser(tx, consumed.userId);
    // The link was mailed to the account's address: using it proves the address (ADR 017).
    await markEmailVerified(tx, consumed.userId);
  });
}
