import type { Role } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type NewUserRow, users } from '../db/schema/index.ts';
import { insertUser, type UserRow } from '../features/auth/user.repository.ts';
import { createOrder } from '../features/orders/order.repository.ts';
import { hashPassword } from '../lib/password.ts';

/** The password of every factory user unless overridden; satisfies the contract's rules. */
export const DEFAULT_PASSWORD = 'Haslo123!';

let sequence = 0;
let defaultHash: Promise<string> | undefined;

/**
 * A unique address per call (tests in one file share a database). The random part is digits: the
 * admin searches look for short words in every user's e-mail, and random letters once spelled
 * the 'olc' a test searched for ('ółć' folded), so another user matched.
 */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  const random = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  return `${prefix}-${sequence}-${random}@test.handlowo.local`;
}

export type CreateUserOptions = { role: Role; password?: string } & Partial<
  Omit<NewUserRow, 'role' | 'passwordHash' | 'id'>
>;

export interface CreatedUser {
  user: UserRow;
  /** `Bearer …`-ready JWT of the user. */
  token: string;
  password: string;
}

/** Inserts a user straight into the database (investors get their order #1) and signs a token. */
export async function createUser(
  app: FastifyInstance,
  { role, password = DEFAULT_PASSWORD, ...overrides }: CreateUserOptions,
): Promise<CreatedUser> {
  // argon2 is deliberately slow: hash the shared default password once per test file.
  if (password === DEFAULT_PASSWORD) defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const passwordHash = await (password === DEFAULT_PASSWORD && defaultHash
    ? defaultHash
    : hashPassword(password));
  const user = await app.db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      email: uniqueEmail(role.toLowerCase()),
      firstName: 'Jan',
      lastName: 'Kowalski',
      ...overrides,
      role,
      passwordHash,
    });
    if (!row) throw new Error(`createUser: e-mail taken (${overrides.email})`);
    if (role === 'INVESTOR') await createOrder(tx, row.id);
    return row;
  });
  return { user, token: app.issueToken(user), password };
}

/**
 * Exactly `n` admins in the app's database, all new (the template's bootstrap admin and any other
 * removed first): for the last-admin rules. Use it on an app of the test's own.
 */
export async function onlyAdmins(app: FastifyInstance, n: number): Promise<CreatedUser[]> {
  await app.db.delete(users).where(eq(users.role, 'ADMIN'));
  const made: CreatedUser[] = [];
  for (let i = 0; i < n; i++) made.push(await createUser(app, { role: 'ADMIN' }));
  return made;
}

/** The `authorization` header of a created user. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
