import { accountSettingsMessages } from '@handlowo/contract';
import { ApiError, errorMessageOf } from '@/lib/api-error.ts';

/* The account settings' own texts (ours, issue 25; docs/copy.md). */

export const PASSWORD_CHANGED =
  'Hasło zostało zmienione. Na innych urządzeniach i w innych przeglądarkach trzeba zalogować się ponownie.';
export const DETAILS_SAVED = 'Dane zostały zapisane.';
export const emailChangeSent = (email: string) =>
  `Wysłaliśmy link na ${email}. Kliknij go w ciągu 24 godzin, aby potwierdzić nowy adres. Do tego czasu logujesz się dotychczasowym adresem.`;
export const EMAIL_CHANGED = 'Adres e-mail został zmieniony. Od teraz logujesz się nowym adresem.';
export const CONFIRMING_EMAIL = 'Potwierdzamy nowy adres e-mail…';

const known = new Set<string>(Object.values(accountSettingsMessages));

/**
 * Our Polish refusals (400, 429) are shown as the server wrote them; anything else by the error
 * catalogue (409: the address is taken).
 */
export function settingsErrorText(error: unknown): string {
  return error instanceof ApiError &&
    (error.status === 400 || error.status === 429) &&
    error.serverMessage !== null &&
    known.has(error.serverMessage)
    ? error.serverMessage
    : errorMessageOf(error);
}
