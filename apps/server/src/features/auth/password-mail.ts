import type { PasswordTokenPurpose } from '../../db/schema/index.ts';
import { linkMail } from '../../lib/mail/link-mail.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';

interface MailText {
  subject: string;
  intro: string;
  action: string;
  validity: string;
  outro: string;
}

const texts: Record<PasswordTokenPurpose, MailText> = {
  RESET: {
    subject: 'Ustaw nowe hasło do konta Handlowo',
    intro: 'Otrzymaliśmy prośbę o ustawienie nowego hasła do Twojego konta w Handlowo.',
    action: 'Ustaw nowe hasło',
    validity: 'Link jest ważny przez 1 godzinę i można go użyć tylko raz.',
    outro: 'Jeśli prośba o zmianę hasła nie pochodzi od Ciebie, zignoruj tę wiadomość.',
  },
  ACTIVATION: {
    subject: 'Witamy w Handlowo – ustaw hasło do swojego konta',
    intro: 'Dziękujemy za rejestrację w Handlowo. Aby dokończyć zakładanie konta, ustaw hasło.',
    action: 'Ustaw hasło',
    validity: 'Link jest ważny przez 24 godziny i można go użyć tylko raz.',
    outro:
      'Gdy link wygaśnie, skorzystaj z opcji przypomnienia hasła na stronie logowania, podając ten adres e-mail.',
  },
  ADMIN_INVITE: {
    subject: 'Zaproszenie do zespołu administratorów Handlowo',
    intro:
      'Masz nowe konto administratora Handlowo. Aby zalogować się do panelu administratora, ustaw hasło do swojego konta.',
    action: 'Ustaw hasło',
    validity: 'Link jest ważny przez 72 godziny i można go użyć tylko raz.',
    outro:
      'Gdy link wygaśnie, skorzystaj z opcji przypomnienia hasła na stronie logowania, podając ten adres e-mail.',
  },
};

/** The Polish e-mail with a set-password link, as plain text and HTML. */
export function passwordMail(purpose: PasswordTokenPurpose, to: string, link: string): MailMessage {
  const t = texts[purpose];
  return linkMail(to, {
    subject: t.subject,
    paragraphs: [t.intro],
    action: t.action,
    link,
    notes: [t.validity, t.outro],
  });
}
