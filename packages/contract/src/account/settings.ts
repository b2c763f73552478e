import { z } from 'zod';
import {
  emailField,
  firstNameField,
  lastNameField,
  loginPasswordField,
  optionalCompanyField,
  passwordField,
  phoneField,
} from '../common/fields.ts';
import { messages } from '../common/messages.ts';
import { optionalPhoneInputField } from '../common/phone.ts';

/**
 * Account settings of every role (ours, issue 25; docs/adr/019-account-settings.md): the password,
 * the details and the e-mail change. Every text is ours and listed in docs/copy.md.
 */
export const accountSettingsMessages = {
  oldPasswordRequired: 'Podaj obecne hasło',
  oldPasswordWrong: 'Obecne hasło jest niepoprawne',
  newPasswordSame: 'Nowe hasło musi różnić się od obecnego',
  passwordThrottled:
    'Zbyt wiele nieudanych prób podania hasła. Odczekaj kilka minut i spróbuj ponownie.',
  temporaryAccount:
    'Konto tymczasowe nie ma jeszcze danych do zmiany. Najpierw załóż konto na stronie podsumowania.',
  phoneNotForFreelancer: 'Numer telefonu można podać tylko na koncie inwestora',
  emailUnchanged: 'To jest Twój obecny adres e-mail',
  emailChangeThrottled:
    'Wysłano już kilka linków do zmiany adresu e-mail. Spróbuj ponownie za godzinę.',
  invalidEmailChangeLink:
    'Link do zmiany adresu e-mail jest nieprawidłowy, został już użyty albo wygasł. Zmień adres ponownie w ustawieniach konta.',
} as const;

/** A text field that may be left empty: '' and null mean "none" (stored as null). */
const emptyToNull = <T extends z.ZodType<string>>(field: T) =>
  z
    .union([z.literal(''), field])
    .nullish()
    .transform((value) => (value ? value : null));

/** PATCH /account/password: the new password follows A2's rules and is typed twice. */
export const AccountPasswordBody = z
  .object({
    oldPassword: z
      .string({ error: accountSettingsMessages.oldPasswordRequired })
      .min(1, accountSettingsMessages.oldPasswordRequired)
      .pipe(loginPasswordField),
    newPassword: passwordField,
    newPasswordConfirmation: z
      .string({ error: messages.passwordConfirmationRequired })
      .min(1, messages.passwordConfirmationRequired),
  })
  .refine((body) => body.newPassword === body.newPasswordConfirmation, {
    message: messages.passwordsDiffer,
    path: ['newPasswordConfirmation'],
  });
export type AccountPasswordBody = z.infer<typeof AccountPasswordBody>;

/**
 * PATCH /account/details: the whole form. Names are required; the company may be empty (A2 lets
 * freelancers register without one); the phone is the investor's only (API.md InvestorData), in
 * the mask's '+48 123-456-789' form. An absent or empty company or phone is stored as none.
 */
export const AccountDetailsBody = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  company: optionalCompanyField,
  phone: emptyToNull(phoneField),
});
export type AccountDetailsBody = z.input<typeof AccountDetailsBody>;
/** The details as the server reads them: an empty company or phone is null. */
export type AccountDetails = z.output<typeof AccountDetailsBody>;

/** The details form: the phone as the forced-mask input holds it ('+48 ' when left empty). */
export const AccountDetailsForm = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  company: optionalCompanyField,
  phone: optionalPhoneInputField,
});
export type AccountDetailsFormInput = z.input<typeof AccountDetailsForm>;

/** POST /account/email-change: the new address, confirmed through a link mailed to it. */
export const EmailChangeBody = z.object({ email: emailField });
export type EmailChangeBody = z.infer<typeof EmailChangeBody>;

/** POST /account/email-change/{token}: the token of the mailed link. */
export const EmailChangeParams = z.object({ token: z.string().min(1).max(200) });

/** Hours an e-mail change link works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;
