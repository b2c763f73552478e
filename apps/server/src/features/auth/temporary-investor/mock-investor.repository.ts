import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { type UserRow, users } from '../../../db/schema/index.ts';

/** The caller's user row, locked until the transaction ends (a double submit waits, then sees isMock=false). */
export async function lockUser(db: Executor, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export interface RegisteredInvestorValues {
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
  phone: string | null;
}

/** Turns the temporary investor into a real one (the users row belongs to the core; A8 owns this change). */
export async function convertToRealInvestor(
  db: Executor,
  userId: number,
  values: RegisteredInvestorValues,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, isMock: false, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} vanished during registration`);
  return row;
}
