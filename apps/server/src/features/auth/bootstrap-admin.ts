import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/client.ts';
import { ADMIN_CREATED_EVENT } from '../../lib/log-format.ts';
import { generatePassword, hashPassword } from '../../lib/password.ts';
import { findAnyAdmin, findUserByEmail, insertUser } from './user.repository.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@handlowo.local';

/**
 * Makes sure an admin can log in. With ADMIN_EMAIL/ADMIN_PASSWORD the account is created when
 * missing (an existing one keeps its password: it may have been changed in the panel). Without
 * them, the first start creates admin@handlowo.local with a generated password and logs it once.
 */
export async function ensureAdmin(db: Database, config: Config, log: FastifyBaseLogger) {
  if (config.admin) {
    const existing = await findUserByEmail(db, config.admin.email);
    if (existing) {
      // Never promote or overwrite someone else's account; say why no admin came from the config.
      if (existing.role !== 'ADMIN') {
        log.warn(
          { email: config.admin.email, role: existing.role },
          'ADMIN_EMAIL belongs to a non-admin account: no admin account was created from it',
        );
      }
      return;
    }
    await insertUser(db, {
      email: config.admin.email,
      role: 'ADMIN',
      passwordHash: await hashPassword(config.admin.password),
      firstName: 'Admin',
      isOnboardingPassed: true,
      // Named by whoever runs the server: trusted, never held back by verification (ADR 017).
      emailVerifiedAt: new Date(),
    });
    log.info({ email: config.admin.email }, 'admin account created from ADMIN_EMAIL');
    return;
  }
  if (await findAnyAdmin(db)) return;
  const password = generatePassword();
  const created = await insertUser(db, {
    email: DEFAULT_ADMIN_EMAIL,
    role: 'ADMIN',
    passwordHash: await hashPassword(password),
    firstName: 'Admin',
    isOnboardingPassed: true,
    // A `.local` address receives no mail; the operator has the password from the log.
    emailVerifiedAt: new Date(),
  });
  if (created) {
    // As JSON the record carries the password for the operator's collector; the readable format
    // prints it as a framed block (lib/log-format.ts).
    log.warn(
      { event: ADMIN_CREATED_EVENT, email: DEFAULT_ADMIN_EMAIL, password },
      'first start: admin account created with a generated password (shown only this once)',
    );
  }
}
