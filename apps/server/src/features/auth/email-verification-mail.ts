import { linkMail } from '../../lib/mail/link-mail.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';

/** Why the link is sent: with the registration, or asked for again from the login screen. */
export type VerificationMailReason = 'REGISTRATION' | 'RESEND';

const intro: Record<VerificationMailReason, string> = {
  REGISTRATION:
    'Dziękujemy za rejestrację w Handlowo. Potwierdź, że ten adres e-mail należy do Ciebie.',
  RESEND: 'Oto nowy link do potwierdzenia adresu e-mail Twojego konta w Handlowo.',
};

const SUBJECT = 'Potwierdź adres e-mail w Handlowo';
const ACTION = 'Potwierdź adres e-mail';
const VALIDITY = 'Link jest ważny przez 7 dni i można go użyć tylko raz.';
/** Only the registration mail: a resent link is asked for by someone who is already blocked. */
const GRACE = 'Bez potwierdzenia adresu możesz logować się przez 7 dni od rejestracji.';
const OUTRO = 'Jeśli konto w Handlowo nie zostało założone przez Ciebie, zignoruj tę wiadomość.';

/** The Polish e-mail with the link that confirms the address, as plain text and HTML. */
export function verificationMail(
  reason: VerificationMailReason,
  to: string,
  link: string,
): MailMessage {
  const notes = reason === 'REGISTRATION' ? [VALIDITY, GRACE, OUTRO] : [VALIDITY, OUTRO];
  return linkMail(to, {
    subject: SUBJECT,
    paragraphs: [intro[reason]],
    action: ACTION,
    link,
    notes,
  });
}
