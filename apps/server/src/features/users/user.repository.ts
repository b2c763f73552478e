import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type NewUserRow, type UserRow, users } from '../../db/schema/index.ts';

export type { UserRow };

/** E-mails are compared and stored lower-case and trimmed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}

export async function findAnyAdmin(db: Executor): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.role, 'ADMIN')).limit(1);
  return row;
}

/** Inserts a user; returns undefined when the e-mail is taken (the unique index decides). */
export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: normalizeEmail(values.email) })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
