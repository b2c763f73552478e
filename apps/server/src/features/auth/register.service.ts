import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { createOrder } from '../orders/order.repository.ts';
import { issueVerificationLink } from './email-verification.service.ts';
import { countRegistration } from './registration-limit.ts';
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
 * transaction, and every account the mail with the link that confirms its address (ADR 017:
 * without it, login stops after 7 days). A taken e-mail is 409 and changes nothing; past the
 * client address's hourly limit 429.
 */
export async function register(
  { db, config }: { db: Database; config: Pick<Config, 'publicUrl' | 'registrationLimitPerHour'> },
  input: RegisterInput & { ip: string },
) {
  // Counted first (committed even when refused), so that parallel requests cannot pass together.
  await countRegistration(db, config, input.ip);
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
    await issueVerificationLink(tx, config, {
      userId: row.id,
      email: row.email,
      reason: 'REGISTRATION',
    });
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
