import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { createOrder } from '../orders/order.repository.ts';
import { findUserByEmail, insertUser } from './user.repository.ts';

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  password: string;
  role: 'FREELANCER' | 'INVESTOR';
}

/**
 * A2–A4: a real account that can log in at once; investors get their order #1 in the same
 * transaction. A taken e-mail is 409 and changes nothing.
 */
export async function register(db: Database, input: RegisterInput) {
  // Checked first only to skip the argon2 work; the unique index decides under a race.
  if (await findUserByEmail(db, input.email)) throw conflict();
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      company: input.company,
      role: input.role,
      passwordHash,
    });
    if (!row) throw conflict();
    if (row.role === 'INVESTOR') await createOrder(tx, row.id);
    return row;
  });
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    company: user.company,
  };
}
