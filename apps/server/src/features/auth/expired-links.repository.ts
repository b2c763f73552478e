import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailVerificationTokens, passwordTokens } from '../../db/schema/index.ts';

/**
 * Deletes the set-password and verification links that expired before `before`: they can no
 * longer do anything, and each names a person (its user) for no purpose.
 */
export async function deleteExpiredLinks(db: Executor, before: Date): Promise<number> {
  const passwords = await db
    .delete(passwordTokens)
    .where(lt(passwordTokens.expiresAt, before))
    .returning({ id: passwordTokens.id });
  const verifications = await db
    .delete(emailVerificationTokens)
    .where(lt(emailVerificationTokens.expiresAt, before))
    .returning({ id: emailVerificationTokens.id });
  return passwords.length + verifications.length;
}
