import type { MailMessage } from './mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface LinkMailParts {
  subject: string;
  /** Paragraphs of the body, before the link. */
  paragraphs: readonly string[];
  /** The link's text: in plain text `action: link`, in HTML the anchor. */
  action: string;
  link: string;
  /** Short lines after the link (validity, what to do if unexpected), one paragraph in HTML. */
  notes?: readonly string[];
}

/**
 * The one layout of every Handlowo e-mail: greeting, what happened, one link, notes, signature;
 * plain text and HTML with the same content, every text escaped in the HTML.
 */
export function linkMail(
  to: string,
  { subject, paragraphs, action, link, notes = [] }: LinkMailParts,
): MailMessage {
  const text = [
    'Dzień dobry,',
    '',
    ...paragraphs,
    `${action}: ${link}`,
    '',
    ...(notes.length > 0 ? [...notes, ''] : []),
    'Zespół Handlowo',
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="pl"><body style="font-family:sans-serif;line-height:1.5">',
    '<p>Dzień dobry,</p>',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    ...(notes.length > 0 ? [`<p>${notes.map(escapeHtml).join('<br>')}</p>`] : []),
    '<p>Zespół Handlowo</p>',
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}
