import { z } from 'zod';
import { messages } from './messages.ts';

/** Characters of which a password must contain at least one (spec document 1 section 5). */
export const PASSWORD_SPECIALS = '@$!%*?&';

/**
 * The rules of `passwordField`, shown under a new password before anything fails (issue 28). It
 * names the spec's special characters, built from the same constant as the rule, and says that
 * no other character counts as one.
 */
export const passwordHint = `Minimum 8 znaków, w tym wielka litera, mała litera, cyfra i jeden ze znaków specjalnych: ${[...PASSWORD_SPECIALS].join(' ')} (inne znaki, np. # czy -, nie są liczone jako specjalne).`;

export const emailField = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(254, messages.emailInvalid)
  .pipe(z.email({ error: messages.emailInvalid }));

/**
 * A database id sent by the client. Ids are PostgreSQL `integer`s: a larger number cannot name a
 * row, and sent to a query it would fail the query instead of just not matching.
 */
export const MAX_ID = 2_147_483_647;
export const idField = z
  .number({ error: messages.invalidId })
  .int(messages.invalidId)
  .min(1, messages.invalidId)
  .max(MAX_ID, messages.invalidId);

/** Decimal digits only: `z.coerce` would also take `true`, `[[7]]`, `0x10`, `1e1` or `' 7 '`. */
const DECIMAL_ID = /^\d{1,10}$/;

/**
 * The same id as a path segment or scalar text (`7` or `"7"`): a JSON number or a string of
 * decimal digits, nothing else.
 */
export const coercedIdField = z.preprocess(
  (value) => (typeof value === 'string' && DECIMAL_ID.test(value) ? Number(value) : value),
  idField,
);

/** Login only asks for a non-empty password: old accounts may predate the rules. */
export const loginPasswordField = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  // No stored password is longer (passwordField), and argon2 must not hash megabytes per attempt.
  .max(128, messages.passwordMax);

export const passwordField = z
  .string({ error: messages.passwordRequired })
  .min(1, { error: messages.passwordRequired, abort: true })
  .min(8, { error: messages.passwordMin, abort: true })
  // argon2 input bound: a megabyte-long "password" must not cost us a megabyte of hashing.
  .max(128, messages.passwordMax)
  .refine(
    (value) =>
      /\p{Lu}/u.test(value) &&
      /\p{Ll}/u.test(value) &&
      /\d/.test(value) &&
      [...PASSWORD_SPECIALS].some((c) => value.includes(c)),
    messages.passwordComplexity,
  );

const FIRST_NAME = /^\p{Lu}\p{L}*$/u;
const LAST_NAME = /^\p{Lu}\p{L}*(?:-\p{Lu}\p{L}*)?$/u;

export const firstNameField = z
  .string({ error: messages.firstNameRequired })
  .trim()
  .min(1, messages.firstNameRequired)
  .regex(FIRST_NAME, messages.firstNameFormat)
  .min(2, messages.firstNameLength)
  .max(30, messages.firstNameLength);

export const lastNameField = z
  .string({ error: messages.lastNameRequired })
  .trim()
  .min(1, messages.lastNameRequired)
  .regex(LAST_NAME, messages.lastNameFormat)
  .min(2, messages.lastNameLength)
  .max(50, messages.lastNameLength);

export const companyField = z
  .string({ error: messages.companyRequired })
  .trim()
  .min(1, messages.companyRequired)
  .min(2, messages.companyLength)
  .max(50, messages.companyLength);

/**
 * 'Firma' as every form and request of a person takes it (registration, the profile's and the
 * account's 'Dane podstawowe', D12): one rule (issue 28). Optional: empty, blank, null or absent
 * mean none and are stored as null; otherwise 2–50 characters after trimming. The spec's forms
 * call it required, but A2 accepts a freelancer without one (API.md) and a freelancer may work
 * under their own name, so a stored profile without a company must stay savable.
 */
export const optionalCompanyField = z
  .string({ error: messages.companyRequired })
  .trim()
  .pipe(z.union([z.literal(''), companyField]))
  .nullish()
  .transform((value) => (value ? value : null));
/** The same rule where a text is required (D12's body): '' means none, a missing text is refused. */
export const companyTextField = z
  .string({ error: messages.companyRequired })
  .trim()
  .pipe(z.union([z.literal(''), companyField]))
  .transform((value) => (value ? value : null));

/** The phone as the forced-mask input produces it: '+48 123-456-789' (see phone.ts). */
export const PHONE_PATTERN = /^\+48 \d{3}-\d{3}-\d{3}$/;
export const phoneField = z.string().regex(PHONE_PATTERN, messages.phoneFormat);

/** Web address; 'dealme.pl' without a scheme is allowed (API.md C15). */
export const companySiteUrlField = z
  .string({ error: messages.companySiteUrlRequired })
  .trim()
  .min(1, messages.companySiteUrlRequired)
  .max(2048, messages.companySiteUrlInvalid)
  .refine(isWebAddress, messages.companySiteUrlInvalid);

export function isWebAddress(value: string): boolean {
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      /^[\p{L}\d-]+(\.[\p{L}\d-]+)*\.\p{L}{2,}$/u.test(url.hostname)
    );
  } catch {
    return false;
  }
}

export const companyDescriptionField = z.string().max(1000, messages.companyDescriptionMax);
