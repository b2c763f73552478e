import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { type NewUserRow, type UserRow, users } from '../../db/schema/index.ts';

export type { UserRow };

/**
 * The condition of the by-id reads of a freelancer's profile: the users row of `id` when it is a
 * freelancer's, no row otherwise (answered 404). A placeholder in prepared statements.
 */
export const isFreelancerWithId = (id: number | Placeholder) =>
  and(eq(users.id, id), eq(users.role, 'FREELANCER'));

/** E-mails are compared and stored lower-case and trimmed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const userByIdStatement = preparedPerDatabase('user_by_id', (db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id'))),
);

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await userByIdStatement(db).execute({ id });
  return row;
}

/** What every authorized request checks about its caller (plugins/auth.ts). */
export type SessionUser = Pick<UserRow, 'id' | 'role' | 'tokenVersion'>;

const sessionUserStatement = preparedPerDatabase('session_user', (db) =>
  db
    .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, sql.placeholder('id'))),
);

/** The session check of every authorized request (plugins/auth.ts): three columns, prepared. */
export async function findSessionUser(db: Executor, id: number): Promise<SessionUser | undefined> {
  const [row] = await sessionUserStatement(db).execute({ id });
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

/** A new password ends every session of the user: the token version goes up with it. */
export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Ends every session of the user (their tokens answer 403 from now on). */
export async function revokeSessions(db: Executor, userId: number) {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
