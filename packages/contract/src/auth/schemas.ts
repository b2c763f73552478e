import { z } from 'zod';
import {
  companyField,
  emailField,
  firstNameField,
  lastNameField,
  loginPasswordField,
  optionalCompanyField,
  passwordField,
  phoneField,
} from '../common/fields.ts';
import { messages } from '../common/messages.ts';
import { scalarBody } from '../common/scalar-body.ts';

/** A1 POST /auth/login */
export const LoginRequest = z.object({ email: emailField, password: loginPasswordField });
export type LoginRequest = z.infer<typeof LoginRequest>;
export const TokenResponse = z.object({ token: z.string() });

/**
 * The registration form of /registration (spec document 1 section 5): every field required but
 * 'Firma', which follows the one company rule (`optionalCompanyField`, issue 28).
 */
export const RegistrationForm = z
  .object({
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    company: optionalCompanyField,
    password: passwordField,
    passwordConfirmation: z
      .string({ error: messages.passwordConfirmationRequired })
      .min(1, messages.passwordConfirmationRequired),
    terms: z.boolean().refine((v) => v, messages.termsRequired),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: messages.passwordsDiffer,
    path: ['passwordConfirmation'],
  });
export type RegistrationForm = z.infer<typeof RegistrationForm>;

/**
 * A2/A3 request: the server accepts what both client generations send (API.md A2): company may be
 * missing or empty, the confirmation and terms are checked only when present.
 */
export const RegisterRequest = z
  .object({
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    company: optionalCompanyField,
    password: passwordField,
    passwordConfirmation: z.string().optional(),
    terms: z
      .boolean()
      .optional()
      .refine((v) => v !== false, messages.termsRequired),
  })
  .refine((v) => v.passwordConfirmation === undefined || v.password === v.passwordConfirmation, {
    message: messages.passwordsDiffer,
    path: ['passwordConfirmation'],
  });
export type RegisterRequest = z.input<typeof RegisterRequest>;

/** A4: generic registration with an optional role. */
export const GenericRegisterRequest = RegisterRequest.and(
  z.object({ role: z.enum(['FREELANCER', 'INVESTOR']).default('FREELANCER') }),
);

export const RegisteredUser = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
});

/** A5 POST /set-password/send-email: `{email}` or the bare e-mail (snapshot). */
export const SendResetEmailRequest = scalarBody('email', emailField);
export const ResetPasswordForm = z.object({ email: emailField });
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

/** A6 PATCH /set-password/{token}: the password as text, or `{newPassword}` / `{token, newPassword}`. */
export const SetPasswordRequest = scalarBody('newPassword', passwordField);
export const SetPasswordForm = z
  .object({
    password: passwordField,
    passwordConfirmation: z
      .string({ error: messages.passwordConfirmationRequired })
      .min(1, messages.passwordConfirmationRequired),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: messages.passwordsDiffer,
    path: ['passwordConfirmation'],
  });
export type SetPasswordForm = z.infer<typeof SetPasswordForm>;

/** A7 POST /auth/start */
export const StartResponse = z.object({ token: z.string(), email: z.string() });

/**
 * A8 PATCH /register/mock-investor. The snapshot sends only `{email, phone?}`, so names and company
 * may be missing (kept empty); consents must be true when present.
 */
export const MockInvestorRegisterRequest = z.object({
  firstName: firstNameField.optional(),
  lastName: lastNameField.optional(),
  company: companyField.optional(),
  email: emailField,
  phone: phoneField.optional(),
  privacy: z
    .boolean()
    .optional()
    .refine((v) => v !== false, messages.privacyRequired),
  regulations: z
    .boolean()
    .optional()
    .refine((v) => v !== false, messages.regulationsRequired),
});

/** The summary-page form: every field the spec lists, consents required. */
export const MockInvestorRegistrationForm = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  company: companyField,
  email: emailField,
  phone: z.string(),
  privacy: z.boolean().refine((v) => v, messages.privacyRequired),
  regulations: z.boolean().refine((v) => v, messages.regulationsRequired),
});
export type MockInvestorRegistrationForm = z.infer<typeof MockInvestorRegistrationForm>;

/** A11 GET /admin-panel/me */
export const AdminData = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.literal('ADMIN'),
});
export type AdminData = z.infer<typeof AdminData>;

/** Every non-2xx body (API.md 1.5). */
export const ErrorResponse = z.object({ message: z.string(), code: z.string().optional() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** JWT payload (API.md 1.3). */
export const TokenClaims = z.object({
  sub: z.string(),
  roles: z.array(z.string()).min(1),
  /** The user's token version when it was issued; absent in tokens issued before it existed (0). */
  ver: z.number().int().nonnegative().optional(),
  iat: z.number(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof TokenClaims>;
