import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type PasswordTokenPurpose, passwordTokens } from '../../db/schema/index.ts';

export async function insertPasswordToken(
  db: Executor,
  values: { userId: number; tokenHash: string; purpose: PasswordTokenPurpose; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordTokens).values(values);
}

const usable = (tokenHash: string) =>
  and(
    eq(passwordTokens.tokenHash, tokenHash),
    isNull(passwordTokens.usedAt),
    gt(passwordTokens.expiresAt, sql`now()`),
  );

/** The user of a token that is unused and unexpired (a cheap check before hashing a password). */
export async function findUsableToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ userId: passwordTokens.userId })
    .from(passwordTokens)
    .where(usable(tokenHash));
  return row;
}

/**
 * Marks the token used if it still is usable and returns its user: one UPDATE, so two requests
 * racing with the same link cannot both succeed.
 */
export async function consumeToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(tokenHash))
    .returning({ userId: passwordTokens.userId });
  return row;
}

/** After a password change every other outstanding link of the user stops working. */
export async function revokeTokensOfUser(db: Executor, userId: number): Promise<void> {
  await db
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
}
