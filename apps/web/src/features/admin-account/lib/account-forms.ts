import {
  type AdminPasswordBody,
  AdminPasswordForm,
  type AdminPrimaryDataBody,
  AdminPrimaryDataForm,
  type AdminPrimaryDataFormInput,
} from '@handlowo/contract';
import { z } from 'zod';

export type PrimaryValues = { email: string; firstName: string; lastName: string };
export type PasswordValues = { oldPassword: string; newPassword: string; repeatPassword: string };

export const emptyPrimary: PrimaryValues = { email: '', firstName: '', lastName: '' };
export const emptyPassword: PasswordValues = {
  oldPassword: '',
  newPassword: '',
  repeatPassword: '',
};

/**
 * The primary data form as typed: strings in, the same strings out (the fields stay what the
 * admin typed), checked by the contract's form schema, whose empty fields mean "unchanged".
 */
export const primaryFormSchema = z
  .object({ email: z.string(), firstName: z.string(), lastName: z.string() })
  .superRefine((values, context) => {
    const result = AdminPrimaryDataForm.safeParse(values);
    if (result.success) return;
    for (const issue of result.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });

/** Ours: 'Zapisz zmiany' with every field empty. */
export const NOTHING_TO_SAVE = 'Wypełnij co najmniej jedno pole, które chcesz zmienić';

/** A form counts as filled when any of its fields holds more than white space. */
export function isFilled(values: Record<string, string | undefined>): boolean {
  return Object.values(values).some((value) => (value ?? '').trim() !== '');
}

/**
 * Which forms 'Zapisz zmiany' validates and sends (spec document 2 section 5, "Admin": only
 * forms with any non-empty value).
 */
export function formsToSave(primary: PrimaryValues, password: PasswordValues) {
  return { primary: isFilled(primary), password: isFilled(password) };
}

/** F20's body: the filled fields only (an empty field means "unchanged"). */
export function primaryBodyOf(values: AdminPrimaryDataFormInput): AdminPrimaryDataBody {
  const parsed = AdminPrimaryDataForm.parse(values);
  const body: AdminPrimaryDataBody = {};
  if (parsed.email !== undefined) body.email = parsed.email;
  if (parsed.firstName !== undefined) body.firstName = parsed.firstName;
  if (parsed.lastName !== undefined) body.lastName = parsed.lastName;
  return body;
}

/** F21's body: the repeat only guards typing, it is not sent. */
export function passwordBodyOf(values: PasswordValues): AdminPasswordBody {
  const { oldPassword, newPassword } = AdminPasswordForm.parse(values);
  return { oldPassword, newPassword };
}
