import { counted, EMAIL_CHANGE_LINK_HOURS, pluralNouns } from '@handlowo/contract';
import { linkMail } from '../../../lib/mail/link-mail.ts';
import type { MailMessage } from '../../../lib/mail/mailer.ts';

/** The link that confirms a new address, mailed to that address (ADR 019). */
export function emailChangeMail(to: string, link: string): MailMessage {
  return linkMail(to, {
    subject: 'Potwierdź nowy adres e-mail w Handlowo',
    paragraphs: [
      'Poproszono o zmianę adresu e-mail konta w Handlowo na ten adres. Adres zmieni się dopiero po kliknięciu w link.',
    ],
    action: 'Potwierdź nowy adres e-mail',
    link,
    notes: [
      `Link jest ważny przez ${counted(EMAIL_CHANGE_LINK_HOURS, pluralNouns.hourAccusative)} i można go użyć tylko raz.`,
      'Jeśli prośba o zmianę nie pochodzi od Ciebie, zignoruj tę wiadomość: adres konta się nie zmieni.',
    ],
  });
}

/** A short notice to the former address once the change is confirmed (good practice). */
export function emailChangedNotice(to: string, newEmail: string, loginLink: string): MailMessage {
  return linkMail(to, {
    subject: 'Adres e-mail Twojego konta w Handlowo został zmieniony',
    paragraphs: [
      `Adres e-mail Twojego konta w Handlowo został zmieniony na ${newEmail}. Na ten adres nie będziemy już wysyłać wiadomości.`,
      'Jeśli zmiana adresu nie pochodzi od Ciebie, niezwłocznie skontaktuj się z nami: pomożemy odzyskać konto.',
    ],
    action: 'Przejdź do Handlowo',
    link: loginLink,
  });
}
