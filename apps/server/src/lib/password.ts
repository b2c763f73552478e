import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (19 MiB, 2 passes) and hashes on the libuv thread pool,
// so the event loop stays free while a password is hashed.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A corrupt stored hash is a failed login, not a server error.
    return false;
  }
}

/** A random password that satisfies the contract's rules (upper, lower, digit, special). */
export function generatePassword(): string {
  return `${randomBytes(12).toString('base64url')}aA1!`;
}
