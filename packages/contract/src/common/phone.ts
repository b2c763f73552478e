import { z } from 'zod';
import { PHONE_PATTERN } from './fields.ts';
import { messages } from './messages.ts';

/**
 * The phone input of the temporary-investor form (spec document 2 section 5): a forced `+48`
 * prefix and nine digits grouped in threes, `+48 123-456-789` (the wire format of API.md A8).
 *
 * The spec gives the input a maximum length of 17 and says the phone is sent "when its formatted
 * length is 17", but its own placeholder and wire format are 15 characters long. We keep 17 as
 * the input's `maxLength` and call a number complete when it matches the wire format.
 */
export const PHONE_PREFIX = '+48';
export const PHONE_MAX_LENGTH = 17;
/** Length of a complete number: '+48 123-456-789'. */
export const PHONE_COMPLETE_LENGTH = 15;
export const PHONE_PLACEHOLDER = '+48 ___-___-___';

/** True for the fully typed number, the only form that is sent. */
export function isPhoneComplete(value: string): boolean {
  return value.length === PHONE_COMPLETE_LENGTH && PHONE_PATTERN.test(value);
}

/** True when nothing but the forced prefix (and mask separators) was typed. */
export function isPhoneEmpty(value: string): boolean {
  return phoneDigits(value).length === 0;
}

/** The national digits typed after the prefix (at most nine). */
export function phoneDigits(value: string): string {
  const trimmed = value.trim();
  const rest = trimmed.startsWith(PHONE_PREFIX) ? trimmed.slice(PHONE_PREFIX.length) : trimmed;
  return rest.replace(/\D/g, '').slice(0, 9);
}

/** Separators people and address books put in numbers: spaces (also no-break), dashes, dots, (). */
const PHONE_SEPARATORS = /[\s\u00a0\u2010-\u2015\-.()/]/g;
/** A whole Polish number: nine digits, after an optional `+48`, `0048` or bare `48`. */
const WHOLE_POLISH_NUMBER = /^(?:(?:\+|00)?48)?(\d{9})$/;

/**
 * The nine national digits of a whole Polish number as it is pasted or autofilled
 * (`0048511222333`, `+48 511 222 333`, `48 (511) 222-333`, `511 222 333`), or `null` when the text
 * is not one. The input mask inserts the `+48` itself, so it must be given these digits only;
 * fed the text as is, it would keep `0048…` as the first national digits.
 */
export function nationalDigitsOfWholePhone(text: string): string | null {
  return WHOLE_POLISH_NUMBER.exec(text.replace(PHONE_SEPARATORS, ''))?.[1] ?? null;
}

/** A whole Polish number in any common notation, in the wire format `+48 511-222-333`. */
export function normalizePhone(text: string): string | null {
  const digits = nationalDigitsOfWholePhone(text);
  return digits && `${PHONE_PREFIX} ${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The `phone` of the request: the complete number, otherwise nothing (the key is omitted). */
export function phoneForRequest(value: string | undefined): string | undefined {
  return value !== undefined && isPhoneComplete(value) ? value : undefined;
}

/**
 * The optional phone of a form: empty (only the prefix) or complete. A partly typed number is
 * refused rather than silently dropped, so the user does not lose what they typed.
 */
export const optionalPhoneInputField = z
  .string()
  .refine((value) => isPhoneEmpty(value) || isPhoneComplete(value), messages.phoneFormat);
