import { emailVerificationMessages } from '@handlowo/contract';
import { ApiError } from '@/lib/api-error.ts';

/**
 * Whether a failed login is the refusal of an account that must confirm its address first
 * (400 with the contract's text, ADR 017): the client recognises our texts, never shows others.
 */
export function isEmailNotVerified(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    error.serverMessage === emailVerificationMessages.notVerified
  );
}
