import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { normalizeEmail } from '../../auth/user.repository.ts';

/** PostgreSQL unique_violation, possibly wrapped by Drizzle (`cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * F20: sets the given fields of the user. One UPDATE, so the unique e-mail index alone decides a
 * taken address (the caller maps its violation to 409); nothing else can change in between.
 */
export async function updatePrimaryData(
  db: Executor,
  userId: number,
  data: {
    email?: string | undefined;
    firstName?: string | undefined;
    lastName?: string | undefined;
  },
): Promise<void> {
  await db
    .update(users)
    .set({
      ...(data.email === undefined ? {} : { email: normalizeEmail(data.email) }),
      ...(data.firstName === undefined ? {} : { firstName: data.firstName }),
      ...(data.lastName === undefined ? {} : { lastName: data.lastName }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/**
 * F21: replaces the hash only if it is still the one the old password was checked against, and
 * ends every session (token version). False when another change came first: two parallel
 * requests with the same old password cannot both succeed.
 */
export async function replacePasswordHash(
  db: Executor,
  userId: number,
  { checkedHash, passwordHash }: { checkedHash: string; passwordHash: string },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.passwordHash, checkedHash)))
    .returning({ id: users.id });
  return rows.length > 0;
}
