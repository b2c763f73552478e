import { emailVerificationMessages } from '@handlowo/contract';
import type { Database } from '../../db/client.ts';
import { throttleAddress } from '../../lib/client-address.ts';
import { badRequest, notFound, tooManyRequests } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { hitCounter, peekCounter, resetCounter, undoHit } from '../../lib/rate-limit-counter.ts';
import type { TokenSubject } from '../../plugins/auth.ts';
import { authMessages } from './auth-messages.ts';
import { mustVerifyEmail } from './email-verification.service.ts';
import { findUserByEmail, normalizeEmail } from './user.repository.ts';

/**
 * Login attempts allowed per window (docs/adr/006-login-throttling.md). Every attempt is counted
 * before its password is checked; a successful one is taken back.
 * - `perAddress`: from one client address, whatever the account (guessing many accounts);
 * - `perAccountAddress`: one account from one address (the lock a victim elsewhere never sees);
 * - `perAccount`: one account from all addresses (distributed guessing), not applied to addresses
 *   the account logged in from within `knownAddressMs`.
 */
export const LOGIN_LIMITS = {
  perAddress: 30,
  perAccountAddress: 10,
  perAccount: 100,
  windowMs: 15 * 60 * 1000,
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/** The counter keys of one attempt (exported for tests that prepare a throttle state). */
export function loginCounterKeys(email: string, ip: string) {
  const account = normalizeEmail(email);
  const address = throttleAddress(ip);
  return {
    address: `login:ip:${address}`,
    accountAddress: `login:account-ip:${account} ${address}`,
    account: `login:account:${account}`,
    knownAddress: `login:known:${account} ${address}`,
  };
}

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the user is unknown, computed once. */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy-Password1!');
  return dummyHash;
}

export interface LoginDeps {
  db: Database;
  issueToken(user: TokenSubject): string;
}

/** Counts the attempt (one atomic upsert per counter) and refuses it when a limit is passed. */
async function countAttempt(db: Database, keys: ReturnType<typeof loginCounterKeys>) {
  const throttled = () => tooManyRequests(authMessages.loginThrottled);
  const { windowMs } = LOGIN_LIMITS;
  // In order from the narrowest key, stopping at the first passed limit: a refused attempt must
  // not use up a wider counter, or one address could fill the all-addresses counter of an account.
  if ((await hitCounter(db, keys.address, windowMs)).hits > LOGIN_LIMITS.perAddress) {
    throw throttled();
  }
  if ((await hitCounter(db, keys.accountAddress, windowMs)).hits > LOGIN_LIMITS.perAccountAddress) {
    throw throttled();
  }
  const { hits } = await hitCounter(db, keys.account, windowMs);
  if (hits > LOGIN_LIMITS.perAccount && (await peekCounter(db, keys.knownAddress)) === 0) {
    throw throttled();
  }
}

/**
 * A1: a token for the right e-mail and password; 404 otherwise (API.md 1.5), 429 when throttled,
 * 400 `EMAIL_NOT_VERIFIED` for the right password of an account that must confirm its address
 * first (ADR 017).
 */
export async function login(
  { db, issueToken }: LoginDeps,
  input: { email: string; password: string; ip: string },
): Promise<{ token: string }> {
  const keys = loginCounterKeys(input.email, input.ip);
  // Before argon2, so that parallel attempts cannot all pass a check made before any was counted.
  await countAttempt(db, keys);

  const user = await findUserByEmail(db, input.email);
  // Unknown users cost the same argon2 work, so response times do not reveal who has an account.
  const hash = user?.passwordHash ?? (await getDummyHash());
  const valid = (await verifyPassword(hash, input.password)) && Boolean(user?.passwordHash);
  if (!user || !valid) throw notFound(authMessages.wrongCredentials, 'WRONG_CREDENTIALS');

  // Only failures count. Whoever gets here knows the password, so clearing this account's lock at
  // this address gives an attacker nothing; the address counter only loses this attempt's own hit
  // (logging into one's own account must not make room for guesses at others).
  await resetCounter(db, keys.accountAddress);
  await undoHit(db, keys.address);
  await undoHit(db, keys.account);
  // After the password (someone without it learns nothing of the account's state) and after the
  // counters (the owner trying again is not a guesser), but before the address becomes known.
  if (mustVerifyEmail(user)) {
    throw badRequest(emailVerificationMessages.notVerified, 'EMAIL_NOT_VERIFIED');
  }
  await hitCounter(db, keys.knownAddress, LOGIN_LIMITS.knownAddressMs);
  return { token: issueToken(user) };
}
