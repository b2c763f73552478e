import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailVerificationTokens, users } from '../../db/schema/index.ts';

export async function insertVerificationToken(
  db: Executor,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerificationTokens).values(values);
}

/**
 * Marks the token used if it is unused and unexpired and returns its user: one UPDATE, so two
 * requests racing with the same link cannot both succeed.
 */
export async function consumeVerificationToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        // An e-mail change link (ADR 019) confirms only through its own route.
        isNull(emailVerificationTokens.newEmail),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId });
  return row;
}

/** The address of the user is proven; the first proof's time is kept. */
export async function markEmailVerified(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}
