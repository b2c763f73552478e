import type { MockInvestorRegisterRequest } from '@handlowo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../../config/config.ts';
import type { Database } from '../../../db/client.ts';
import type { UserRow } from '../../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import type { Mailer } from '../../../lib/mail/mailer.ts';
import { saveInvestorAnswers } from '../../onboarding/investor/investor.repository.ts';
import { sendPasswordLink } from '../password-token.service.ts';
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
 * A8, the database part: in one transaction, refuses a real investor (400) and a taken e-mail
 * (409), then stores the contact data and consents and clears `isMock`. Every onboarding answer
 * and order stays, because the user id does not change (and so the current token stays valid).
 */
export async function convertMockInvestor(
  db: Database,
  options: { userId: number; form: MockInvestorRegistration; now?: Date },
): Promise<UserRow> {
  const { userId, form, now = new Date() } = options;
  const email = normalizeEmail(form.email);
  try {
    return await db.transaction(async (tx) => {
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
      return registered;
    });
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

/**
 * A8: registers the temporary investor, then e-mails the link to set a password (A6). The mail
 * goes after the commit, so a slow mail server never holds the transaction. If it fails the
 * registration stands (a retry would now get 400); the investor can still ask for a link through
 * the reset-password screen, so the failure is logged rather than answered with 500.
 */
export async function registerMockInvestor(
  deps: { db: Database; mailer: Mailer; config: Config; log: FastifyBaseLogger },
  options: { userId: number; form: MockInvestorRegistration },
): Promise<void> {
  const user = await convertMockInvestor(deps.db, options);
  try {
    await sendPasswordLink(deps, { userId: user.id, email: user.email, purpose: 'ACTIVATION' });
  } catch (error) {
    deps.log.error(
      { err: error, userId: user.id },
      'activation e-mail of a registered investor failed',
    );
  }
}
