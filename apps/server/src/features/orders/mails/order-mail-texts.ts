import type { MailMessage } from '../../../lib/mail/mailer.ts';

/*
 * The Polish e-mails of an order's milestones (issue 10), in the style of the set-password mail
 * (features/auth/password-mail.ts): greeting, what happened, one link to the screen that shows
 * it, signature; plain text and HTML with the same content. The investor's link is "Moje
 * zlecenie" (/investor/order), the freelancer's their own profile (/freelancer/profile), both
 * under PUBLIC_URL, where the server also serves the web app.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Who a milestone mail goes to. */
export interface Recipient {
  email: string;
}

interface MailParts {
  subject: string;
  /** Paragraphs of the body, before the link. */
  paragraphs: string[];
  action: string;
  link: string;
}

function compose(to: string, { subject, paragraphs, action, link }: MailParts): MailMessage {
  const text = [
    'Dzień dobry,',
    '',
    ...paragraphs,
    `${action}: ${link}`,
    '',
    'Zespół Handlowo',
  ].join('\n');
  const html = `<!doctype html>
<html lang="pl"><body style="font-family:sans-serif;line-height:1.5">
<p>Dzień dobry,</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p>Zespół Handlowo</p>
</body></html>`;
  return { to, subject, text, html };
}

const investorLink = (webUrl: string) => `${webUrl}/investor/order`;
const freelancerLink = (webUrl: string) => `${webUrl}/freelancer/profile`;
const INVESTOR_ACTION = 'Zobacz swoje zlecenie';

/** "1 miesiąc", "2 miesiące", "6 miesięcy" (the periods are 1, 2, 3 or 6). */
function months(n: number): string {
  if (n === 1) return '1 miesiąc';
  const lastTwo = n % 100;
  const last = n % 10;
  const few = last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14);
  return `${n} ${few ? 'miesiące' : 'miesięcy'}`;
}

/** `2027-03-01` → `01.03.2027` (a calendar date, no time zone involved). */
const polishDate = (isoDate: string) => isoDate.split('-').reverse().join('.');

/** 4.25 → `4,25` (the Polish decimal comma). */
const polishScore = (score: number) => score.toFixed(2).replace('.', ',');

export interface GuardianMail {
  orderNumber: number;
  guardian: { firstName: string; lastName: string; email: string };
  /** The order had another guardian before. */
  replaced: boolean;
}

/** F12: the investor's order has a (new) guardian. */
export function guardianAssignedMail(
  webUrl: string,
  investor: Recipient,
  { orderNumber, guardian, replaced }: GuardianMail,
): MailMessage {
  const who = `${guardian.firstName} ${guardian.lastName} (${guardian.email})`;
  return compose(investor.email, {
    subject: replaced
      ? `Zmiana opiekuna Twojego zlecenia nr ${orderNumber}`
      : `Twoje zlecenie nr ${orderNumber} ma opiekuna`,
    paragraphs: replaced
      ? [
          `Twoje zlecenie nr ${orderNumber} w Handlowo ma nowego opiekuna: ${who}.`,
          'W sprawach zlecenia kontaktuj się teraz z nowym opiekunem.',
        ]
      : [
          `Twoje zlecenie nr ${orderNumber} w Handlowo ma już opiekuna: ${who}.`,
          'Opiekun weryfikuje zlecenie i dobiera freelancerów do każdej z zamówionych usług.',
        ],
    action: INVESTOR_ACTION,
    link: investorLink(webUrl),
  });
}

/** F15: every service has its freelancer, the order is ACTIVE. */
export function orderActiveMail(
  webUrl: string,
  investor: Recipient,
  { orderNumber }: { orderNumber: number },
): MailMessage {
  return compose(investor.email, {
    subject: `Twoje zlecenie nr ${orderNumber} jest aktywne`,
    paragraphs: [
      `Do każdej usługi Twojego zlecenia nr ${orderNumber} został przypisany freelancer.`,
      'Zlecenie jest aktywne: rozpoczyna się jego realizacja.',
    ],
    action: INVESTOR_ACTION,
    link: investorLink(webUrl),
  });
}

/** G2: the admin finished the order. */
export function orderRealizedMail(
  webUrl: string,
  investor: Recipient,
  { orderNumber }: { orderNumber: number },
): MailMessage {
  return compose(investor.email, {
    subject: `Twoje zlecenie nr ${orderNumber} zostało zrealizowane`,
    paragraphs: [
      `Zlecenie nr ${orderNumber} zostało zakończone i ma status „Zrealizowane”.`,
      'Dziękujemy za współpracę z Handlowo.',
    ],
    action: INVESTOR_ACTION,
    link: investorLink(webUrl),
  });
}

export interface ServiceMail {
  serviceName: string;
  amount: number;
  period: number;
  startDate: string;
}

/** F15: the freelancer now carries out a service of an order. */
export function serviceAssignedMail(
  webUrl: string,
  freelancer: Recipient,
  { serviceName, amount, period, startDate }: ServiceMail,
): MailMessage {
  return compose(freelancer.email, {
    subject: `Nowa usługa do realizacji: ${serviceName}`,
    paragraphs: [
      `Zostałeś(-aś) przypisany(-a) do realizacji usługi „${serviceName}” w zleceniu inwestora w Handlowo.`,
      `Zakres: ${amount} szt., okres: ${months(period)}, początek: ${polishDate(startDate)}.`,
      'Szczegóły przekaże Ci opiekun zlecenia.',
    ],
    action: 'Przejdź do swojego profilu',
    link: freelancerLink(webUrl),
  });
}

/** F16: the freelancer's service was rated. */
export function reviewReceivedMail(
  webUrl: string,
  freelancer: Recipient,
  { serviceName, average, text }: { serviceName: string; average: number; text: string },
): MailMessage {
  return compose(freelancer.email, {
    subject: 'Otrzymałeś(-aś) nową opinię w Handlowo',
    paragraphs: [
      `Twoja realizacja usługi „${serviceName}” została oceniona: średnia ocena ${polishScore(average)} na 5.`,
      `Opinia: „${text}”`,
    ],
    action: 'Zobacz opinię na swoim profilu',
    link: freelancerLink(webUrl),
  });
}
