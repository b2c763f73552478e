import type { Role } from '@handlowo/contract';
import type { Database } from '../../db/client.ts';
import { notFound, tooManyRequests } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { hitCounter, peekCounter, resetCounter } from '../../lib/rate-limit-counter.ts';
import { findUserByEmail, normalizeEmail } from '../users/user.repository.ts';
import { authMessages } from './auth-messages.ts';

/** Failed logins allowed per window, per e-mail and per client IP (counted in the database). */
export const LOGIN_LIMITS = { perEmail: 10, perIp: 30, windowMs: 15 * 60 * 1000 } as const;

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the user is unknown, computed once. */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy-Password1!');
  return dummyHash;
}

export interface LoginDeps {
  db: Database;
  issueToken(user: { id: number; role: Role }): string;
}

/** A1: a token for the right e-mail and password; 404 otherwise (API.md 1.5), 429 when throttled. */
export async function login(
  { db, issueToken }: LoginDeps,
  input: { email: string; password: string; ip: string },
): Promise<{ token: string }> {
  const emailKey = `login:email:${normalizeEmail(input.email)}`;
  const ipKey = `login:ip:${input.ip}`;
  const [byEmail, byIp] = await Promise.all([peekCounter(db, emailKey), peekCounter(db, ipKey)]);
  if (byEmail >= LOGIN_LIMITS.perEmail || byIp >= LOGIN_LIMITS.perIp) {
    throw tooManyRequests(authMessages.loginThrottled);
  }

  const user = await findUserByEmail(db, input.email);
  // Unknown users cost the same argon2 work, so response times do not reveal who has an account.
  const hash = user?.passwordHash ?? (await getDummyHash());
  const valid = (await verifyPassword(hash, input.password)) && Boolean(user?.passwordHash);
  if (!user || !valid) {
    await hitCounter(db, emailKey, LOGIN_LIMITS.windowMs);
    await hitCounter(db, ipKey, LOGIN_LIMITS.windowMs);
    throw notFound(authMessages.wrongCredentials, 'WRONG_CREDENTIALS');
  }
  await resetCounter(db, emailKey);
  return { token: issueToken(user) };
}
