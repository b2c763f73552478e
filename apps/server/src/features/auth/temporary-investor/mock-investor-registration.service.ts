import type { MockInvestorRegisterRequest } from '@handlowo/contract';
import type { z } from 'zod';
import type { Config } from '../../../config/config.ts';
import type { Database } from '../../../db/client.ts';
import type { UserRow } from '../../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { saveInvestorAnswers } from '../../onboarding/investor/investor.repository.ts';
import { issuePasswordLink } from '../password-token.service.ts';
import { countRegistration } from '../registration-limit.ts';
import { findUserByEmail, normalizeEmail } from '../user.repository.ts';
import { convertToRealInvestor, lockUser } from './mock-investor.repository.ts';

export type MockInvestorRegistration = z.output<typeof MockInvestorRegisterRequest>;

/** PostgreSQL unique_violation, possibly wrapped by Drizzle (`cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * A8: past the client address's registration limit 429; then, in one transaction, refuses a real investor (400) and a taken e-mail (409), stores the
 * contact data and consents, clears `isMock`, and queues the mail with the link to set a password
 * (A6). Every onboarding answer and order stays, because the user id does not change (and so the
 * current token stays valid). The mail goes out from the job queue once this has committed.
 */
export async function registerMockInvestor(
  deps: { db: Database; config: Pick<Config, 'publicUrl' | 'registrationLimitPerHour'> },
  options: { userId: number; form: MockInvestorRegistration; ip: string; now?: Date },
): Promise<UserRow> {
  const { userId, form, now = new Date() } = options;
  const email = normalizeEmail(form.email);
  // It gives an account an e-mail and mails it, as A2 does: the same per-address limit (ADR 017).
  await countRegistration(deps.db, deps.config, options.ip);
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user) throw notFound();
      if (!user.isMock) {
        throw badRequest('To konto jest już zarejestrowane', 'ALREADY_REGISTERED');
      }
      const owner = await findUserByEmail(tx, email);
      if (owner && owner.id !== userId) throw conflict();
      // The snapshot client sends only {email, phone?}: what it leaves out keeps its value.
      const registered = await convertToRealInvestor(tx, userId, {
        email,
        firstName: form.firstName ?? user.firstName,
        lastName: form.lastName ?? user.lastName,
        company: form.company ?? user.company,
        phone: form.phone ?? user.phone,
      });
      await saveInvestorAnswers(tx, userId, {
        // The schema refuses `false`; an absent consent (snapshot client) is not recorded.
        privacyAcceptedAt: form.privacy ? now : null,
        regulationsAcceptedAt: form.regulations ? now : null,
        registeredAt: now,
      });
      await issuePasswordLink(tx, deps.config, {
        userId: registered.id,
        email: registered.email,
        purpose: 'ACTIVATION',
      });
      return registered;
    });
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}
