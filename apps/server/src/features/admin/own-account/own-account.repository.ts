import { eq } from 'drizzle-orm';
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
