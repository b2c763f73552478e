import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { hitCounter } from '../../lib/rate-limit-counter.ts';
import { insertJobs } from '../jobs/job.repository.ts';
import type { JobKind } from '../jobs/job-runner.ts';
import { authMessages } from './auth-messages.ts';
import { issuePasswordLink } from './password-token.service.ts';
import { findUserByEmail, normalizeEmail } from './user.repository.ts';

/** Reset mails per address per hour: the endpoint is public and must not become a mail cannon. */
export const RESET_MAIL_LIMIT = { perEmail: 5, windowMs: 60 * 60 * 1000 } as const;

export const PASSWORD_RESET_JOB = 'password-reset';

/**
 * A5: asks for a set-password link. The answer is the same, and takes the same work, whether the
 * address has an account or not (ADR 015: API.md's 404 told anyone who has an account): the
 * request counts the address's throttle and queues the job, and the job looks the account up and
 * mails the link, or nothing for an unknown address or a temporary investor's placeholder.
 */
export async function requestPasswordReset(db: Database, email: string): Promise<void> {
  const address = normalizeEmail(email);
  // Counted on its own (committed even when refused), as every throttle is.
  const { hits } = await hitCounter(db, `reset:email:${address}`, RESET_MAIL_LIMIT.windowMs);
  if (hits > RESET_MAIL_LIMIT.perEmail) throw tooManyRequests(authMessages.resetThrottled);
  await insertJobs(db, [{ kind: PASSWORD_RESET_JOB, payload: { email: address } }], new Date());
}

/** The job of a reset request: the link to the account of that address, if there is one. */
export function passwordResetJob(db: Database, config: Pick<Config, 'publicUrl'>): JobKind {
  return {
    kind: PASSWORD_RESET_JOB,
    label: 'Link do ustawienia hasła',
    async run(payload) {
      const { email } = payload as { email: string };
      const user = await findUserByEmail(db, email);
      // Done, the row keeps no address (a deleted account must leave no trace).
      if (!user || user.isMock) return { sent: false };
      await db.transaction((tx) =>
        issuePasswordLink(tx, config, { userId: user.id, email: user.email, purpose: 'RESET' }),
      );
      return { sent: true };
    },
    describe(payload) {
      const email = (payload as { email?: unknown }).email;
      return typeof email === 'string' ? `do: ${email}` : undefined;
    },
  };
}
