import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { emailVerificationTokens, users } from '../../../db/schema/index.ts';

/** An e-mail change link (ADR 019): a row of the verification links that names its new address. */
export async function insertEmailChangeToken(
  db: Executor,
  values: { userId: number; tokenHash: string; newEmail: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerificationTokens).values(values);
}

/**
 * Ends the user's unused e-mail change links (a newer request, a confirmed change or a new
 * password supersedes them). Verification links of the current address are left alone.
 */
export async function revokeEmailChangeTokens(db: Executor, userId: number, now: Date) {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.userId, userId),
        isNotNull(emailVerificationTokens.newEmail),
        isNull(emailVerificationTokens.usedAt),
      ),
    );
}

/**
 * Marks an unused, unexpired e-mail change link used and returns its user and new address: one
 * UPDATE, so two requests racing with the same link cannot both succeed.
 */
export async function consumeEmailChangeToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        isNotNull(emailVerificationTokens.newEmail),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .returning({
      userId: emailVerificationTokens.userId,
      newEmail: emailVerificationTokens.newEmail,
    });
  return row?.newEmail ? { userId: row.userId, newEmail: row.newEmail } : undefined;
}

/**
 * Sets the confirmed address, which counts as verified from now on, and answers the former one
 * (for the notice mail). One UPDATE: the unique e-mail index decides a taken address (23505).
 */
export async function replaceEmail(db: Executor, userId: number, email: string, now: Date) {
  const [former] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!former) return undefined;
  await db
    .update(users)
    .set({ email, emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  return former.email;
}
