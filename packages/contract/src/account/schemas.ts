import { z } from 'zod';
import { loginPasswordField } from '../common/fields.ts';
import { accountMessages as m } from './messages.ts';

/** POST /account/deletion: the caller confirms with their password. */
export const AccountDeletionRequest = z.object({ password: loginPasswordField });
export type AccountDeletionRequest = z.infer<typeof AccountDeletionRequest>;

/**
 * POST /admin-panel/users/{id}/deletion: the admin types the user's e-mail. Compared with the
 * stored one after trimming and lower-casing (e-mails are stored that way).
 */
export const AdminUserDeletionRequest = z.object({
  email: z
    .string({ error: m.emailConfirmationRequired })
    .trim()
    .min(1, m.emailConfirmationRequired)
    .max(320, m.emailConfirmationMismatch),
});
export type AdminUserDeletionRequest = z.infer<typeof AdminUserDeletionRequest>;
