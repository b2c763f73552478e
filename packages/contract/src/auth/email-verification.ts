import { z } from 'zod';
import { emailField } from '../common/fields.ts';

/** The token of a verification link (`/verify-email/{token}`), as the set-password token. */
export const VerifyEmailParams = z.object({ token: z.string().min(1).max(200) });

/** POST /auth/verification-email (ours, ADR 017): a new verification link for this address. */
export const VerificationEmailRequest = z.object({ email: emailField });
export type VerificationEmailRequest = z.infer<typeof VerificationEmailRequest>;
