import { counted, DELETED_AUTHOR_NAME, TEAM_AUTHOR_NAME } from '@handlowo/contract';
import { linkMail } from '../../../lib/mail/link-mail.ts';
import type { MailMessage } from '../../../lib/mail/mailer.ts';
import type { DigestMessage } from './digest.repository.ts';

/** How many of the unread messages the e-mail quotes (the newest). */
export const DIGEST_QUOTED = 5;
/** How much of a message's text the e-mail quotes, in characters. */
const TEXT_START = 200;

const unreadForms = {
  one: 'nieprzeczytaną wiadomość',
  few: 'nieprzeczytane wiadomości',
  many: 'nieprzeczytanych wiadomości',
};

/** The thread signs it this way too: the team for any admin, the person (with the company). */
function authorName({ author }: DigestMessage): string {
  if (author.role === 'ADMIN') return TEAM_AUTHOR_NAME;
  if (author.deleted) return DELETED_AUTHOR_NAME;
  const name = `${author.firstName} ${author.lastName}`.trim();
  return author.company ? `${name} (${author.company})` : name;
}

/** The text's start on one line, or the attachments' names for a message of files only. */
function quote(message: DigestMessage): string {
  const text = message.text.replace(/\s+/g, ' ').trim();
  const files = message.files ? ` [załączniki: ${message.files}]` : '';
  if (!text) return files.trim();
  const start = text.length > TEXT_START ? `${text.slice(0, TEXT_START - 1).trimEnd()}…` : text;
  return `„${start}”${files}`;
}

/**
 * The one e-mail about a conversation's unread messages (issue 26): how many, the newest few with
 * their authors, and the link to the thread. Plain text only goes in: linkMail escapes the HTML.
 */
export function digestMail(
  to: string,
  {
    orderNumber,
    company,
    unread,
    messages,
    link,
    settingsLink,
  }: {
    orderNumber: number;
    company: string | null;
    unread: number;
    messages: readonly DigestMessage[];
    link: string;
    settingsLink: string;
  },
): MailMessage {
  const about = `zleceniu nr ${orderNumber}${company ? ` (${company})` : ''}`;
  const intro =
    unread > messages.length
      ? `Masz ${counted(unread, unreadForms)} w rozmowie o ${about}. Najnowsze z nich:`
      : `Masz ${counted(unread, unreadForms)} w rozmowie o ${about}:`;
  return linkMail(to, {
    subject: `Nieprzeczytane wiadomości w zleceniu nr ${orderNumber}`,
    paragraphs: [intro, ...messages.map((m) => `${authorName(m)}: ${quote(m)}`)],
    action: 'Przeczytaj i odpowiedz',
    link,
    notes: [
      'Kolejny taki e-mail wyślemy dopiero o wiadomościach, które przyjdą po tym.',
      `Możesz wyłączyć te e-maile w Ustawieniach: ${settingsLink}`,
    ],
  });
}
