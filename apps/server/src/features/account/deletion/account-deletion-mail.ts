import type { MailMessage } from '../../../lib/mail/mailer.ts';

/*
 * The Polish confirmation that an account was deleted (issue 12), sent to the old address after
 * the deletion has committed. Built like the other mails (features/auth/password-mail.ts):
 * greeting, what happened, signature, plain text and HTML with the same content. No link: there
 * is no account left to open (and the sender is a no-reply address).
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const ACCOUNT_DELETED_SUBJECT = 'Twoje konto w Handlowo zostało usunięte';

export interface AccountDeletedMail {
  email: string;
  /** Deleted by an admin (the admin panel), not by the owner. */
  byAdmin: boolean;
}

export function accountDeletedMail({ email, byAdmin }: AccountDeletedMail): MailMessage {
  const paragraphs = [
    byAdmin
      ? `Administrator Handlowo usunął Twoje konto powiązane z adresem ${email}.`
      : `Potwierdzamy, że Twoje konto powiązane z adresem ${email} zostało usunięte.`,
    'Usunęliśmy dane Twojego konta: profil, odpowiedzi, zdjęcia, filmy i pozostałe pliki. ' +
      'Zrealizowane zlecenia i wystawione opinie pozostają bez Twojego imienia i nazwiska, ' +
      'bo są częścią historii współpracujących z Tobą osób.',
    'Jeśli zechcesz wrócić, możesz w każdej chwili założyć nowe konto na ten sam adres e-mail.',
  ];
  const text = ['Dzień dobry,', '', ...paragraphs, '', 'Zespół Handlowo'].join('\n');
  const html = `<!doctype html>
<html lang="pl"><body style="font-family:sans-serif;line-height:1.5">
<p>Dzień dobry,</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>Zespół Handlowo</p>
</body></html>`;
  return { to: email, subject: ACCOUNT_DELETED_SUBJECT, text, html };
}
