import { wireMessages } from '@handlowo/contract';
import type { Database } from '../../db/client.ts';
import { notFound, tooManyRequests } from '../../lib/errors.ts';
import { hitCounter } from '../../lib/rate-limit-counter.ts';
import { authMessages } from './auth-messages.ts';
import { type PasswordLinkDeps, sendPasswordLink } from './password-token.service.ts';
import { findUserByEmail } from './user.repository.ts';

/** Reset mails per address per hour: the endpoint is public and must not become a mail cannon. */
export const RESET_MAIL_LIMIT = { perEmail: 5, windowMs: 60 * 60 * 1000 } as const;

/**
 * A5: mails a set-password link. Unknown addresses (and temporary investors, whose address is a
 * placeholder) answer 404 `User not found`, which the client shows as "Użytkownik nie istnieje".
 */
export async function requestPasswordReset(
  deps: PasswordLinkDeps & { db: Database },
  email: string,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.isMock) throw notFound(wireMessages.userNotFound, 'USER_NOT_FOUND');
  const { hits } = await hitCounter(
    deps.db,
    `reset:email:${user.email}`,
    RESET_MAIL_LIMIT.windowMs,
  );
  if (hits > RESET_MAIL_LIMIT.perEmail) throw tooManyRequests(authMessages.resetThrottled);
  await sendPasswordLink(deps, { userId: user.id, email: user.email, purpose: 'RESET' });
}
