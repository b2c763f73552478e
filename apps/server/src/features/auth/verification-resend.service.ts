import { emailVerificationMessages } from '@handlowo/contract';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/client.ts';
import { throttleAddress } from '../../lib/client-address.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { hitCounter } from '../../lib/rate-limit-counter.ts';
import { insertJobs } from '../jobs/job.repository.ts';
import type { JobKind } from '../jobs/job-runner.ts';
import { issueVerificationLink } from './email-verification.service.ts';
import { findUserByEmail, normalizeEmail } from './user.repository.ts';

/**
 * Requests for a new verification link per hour: per client address (one client asking for many
 * addresses) and per e-mail (one inbox flooded from many addresses). The route is public.
 */
export const VERIFICATION_MAIL_LIMIT = {
  perAddress: 20,
  perEmail: 5,
  windowMs: 60 * 60 * 1000,
} as const;

export const VERIFICATION_RESEND_JOB = 'email-verification-resend';

/**
 * Asks for a new verification link. As the password reset (ADR 015), the answer and the work
 * are the same whether the address has an account or not: the request counts its throttles and
 * queues a job, and the job mails a link only to an existing, still unverified account.
 */
export async function requestVerificationEmail(
  db: Database,
  input: { email: string; ip: string },
): Promise<void> {
  const email = normalizeEmail(input.email);
  const { windowMs } = VERIFICATION_MAIL_LIMIT;
  const throttled = () => tooManyRequests(emailVerificationMessages.resendThrottled);
  // The address first: a refused request must not use up the counter of someone's e-mail.
  const address = `verify-mail:ip:${throttleAddress(input.ip)}`;
  if ((await hitCounter(db, address, windowMs)).hits > VERIFICATION_MAIL_LIMIT.perAddress) {
    throw throttled();
  }
  const perEmail = await hitCounter(db, `verify-mail:email:${email}`, windowMs);
  if (perEmail.hits > VERIFICATION_MAIL_LIMIT.perEmail) throw throttled();
  await insertJobs(db, [{ kind: VERIFICATION_RESEND_JOB, payload: { email } }], new Date());
}

/** The job of a resend request: a fresh link for the account of that address, if it needs one. */
export function verificationResendJob(db: Database, config: Pick<Config, 'publicUrl'>): JobKind {
  return {
    kind: VERIFICATION_RESEND_JOB,
    label: 'Link do potwierdzenia adresu e-mail',
    async run(payload) {
      const { email } = payload as { email: string };
      const user = await findUserByEmail(db, email);
      // Done, the row keeps no address (a deleted account must leave no trace).
      if (!user || user.isMock || user.emailVerifiedAt) return { sent: false };
      await db.transaction((tx) =>
        issueVerificationLink(tx, config, { userId: user.id, email: user.email, reason: 'RESEND' }),
      );
      return { sent: true };
    },
    describe(payload) {
      const email = (payload as { email?: unknown }).email;
      return typeof email === 'string' ? `do: ${email}` : undefined;
    },
  };
}
