import { linkMail } from '../../../lib/mail/link-mail.ts';
import type { MailMessage } from '../../../lib/mail/mailer.ts';

/*
 * The Polish e-mails of an order's milestones (issue 10), in the layout of every mail
 * (lib/mail/link-mail.ts): greeting, what happened, one link to the screen that shows it,
 * signature. Since issue 25 each is the e-mail of a notification (order-notifications.ts), so a
 * user can turn it off per kind. The investor's link is the order's own page
 * (/investor/orders/{orderId}: an investor has several orders since issue 27), the
 * freelancer's the service in their workspace (/freelancer/orders/{orderActivityId}), both under
 * PUBLIC_URL, where the server also serves the web app.
 */

/** Who a milestone mail goes to. */
export interface Recipient {
  email: string;
}

/** The web path of one of the investor's orders (issue 27). */
export const investorOrderPath = (orderId: number) => `/investor/orders/${orderId}`;
const investorLink = (webUrl: string, orderId: number) => `${webUrl}${investorOrderPath(orderId)}`;
/** The web path of a service in the freelancer's workspace (the WORKSPACE screens, issue 25). */
export const freelancerServicePath = (orderActivityId: number) =>
  `/freelancer/orders/${orderActivityId}`;
const freelancerLink = (webUrl: string, orderActivityId: number) =>
  `${webUrl}${freelancerServicePath(orderActivityId)}`;
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
  orderId: number;
  orderNumber: number;
  guardian: { firstName: string; lastName: string; email: string };
  /** The order had another guardian before. */
  replaced: boolean;
}

/** F12: the investor's order has a (new) guardian. */
export function guardianAssignedMail(
  webUrl: string,
  investor: Recipient,
  { orderId, orderNumber, guardian, replaced }: GuardianMail,
): MailMessage {
  const who = `${guardian.firstName} ${guardian.lastName} (${guardian.email})`;
  return linkMail(investor.email, {
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
    link: investorLink(webUrl, orderId),
  });
}

/** Which of the investor's orders a mail is about. */
export interface OrderMail {
  orderId: number;
  orderNumber: number;
}

/** F15: every service has its freelancer, the order is ACTIVE. */
export function orderActiveMail(
  webUrl: string,
  investor: Recipient,
  { orderId, orderNumber }: OrderMail,
): MailMessage {
  return linkMail(investor.email, {
    subject: `Twoje zlecenie nr ${orderNumber} jest aktywne`,
    paragraphs: [
      `Do każdej usługi Twojego zlecenia nr ${orderNumber} został przypisany freelancer.`,
      'Zlecenie jest aktywne: rozpoczyna się jego realizacja.',
    ],
    action: INVESTOR_ACTION,
    link: investorLink(webUrl, orderId),
  });
}

/** G2: the admin finished the order. */
export function orderRealizedMail(
  webUrl: string,
  investor: Recipient,
  { orderId, orderNumber }: OrderMail,
): MailMessage {
  return linkMail(investor.email, {
    subject: `Twoje zlecenie nr ${orderNumber} zostało zrealizowane`,
    paragraphs: [
      `Zlecenie nr ${orderNumber} zostało zakończone i ma status „Zrealizowane”.`,
      'Dziękujemy za współpracę z Handlowo.',
    ],
    action: INVESTOR_ACTION,
    link: investorLink(webUrl, orderId),
  });
}

export interface ServiceMail {
  orderActivityId: number;
  serviceName: string;
  amount: number;
  period: number;
  startDate: string;
}

/** F15: a service of an order is offered to the freelancer, who accepts or declines it. */
export function serviceAssignedMail(
  webUrl: string,
  freelancer: Recipient,
  { orderActivityId, serviceName, amount, period, startDate }: ServiceMail,
): MailMessage {
  return linkMail(freelancer.email, {
    subject: `Nowa usługa do realizacji: ${serviceName}`,
    paragraphs: [
      `Przypisaliśmy Cię do realizacji usługi „${serviceName}” w zleceniu inwestora w Handlowo.`,
      `Zakres: ${amount} szt., okres: ${months(period)}, początek: ${polishDate(startDate)}.`,
      'Przyjmij zlecenie albo je odrzuć. Szczegóły przekaże Ci opiekun zlecenia.',
    ],
    action: 'Zobacz ofertę',
    link: freelancerLink(webUrl, orderActivityId),
  });
}

/** F16: the freelancer's service was rated. */
export function reviewReceivedMail(
  webUrl: string,
  freelancer: Recipient,
  {
    orderActivityId,
    serviceName,
    average,
    text,
  }: { orderActivityId: number; serviceName: string; average: number; text: string },
): MailMessage {
  return linkMail(freelancer.email, {
    subject: 'Masz nową opinię w Handlowo',
    paragraphs: [
      `Twoja realizacja usługi „${serviceName}” została oceniona: średnia ocena ${polishScore(average)} na 5.`,
      `Opinia: „${text}”`,
    ],
    action: 'Zobacz opinię',
    link: freelancerLink(webUrl, orderActivityId),
  });
}

/** F15 or the last acceptance: the freelancer's order is ACTIVE (its services all accepted). */
export function freelancerOrderActiveMail(
  webUrl: string,
  freelancer: Recipient,
  { orderActivityId, serviceName }: { orderActivityId: number; serviceName: string },
): MailMessage {
  return linkMail(freelancer.email, {
    subject: `Zlecenie z usługą „${serviceName}” jest aktywne`,
    paragraphs: [
      `Wszystkie usługi zlecenia, w którym realizujesz usługę „${serviceName}”, mają już freelancerów.`,
      'Zlecenie jest aktywne: rozpoczyna się jego realizacja.',
    ],
    action: 'Zobacz zlecenie',
    link: freelancerLink(webUrl, orderActivityId),
  });
}

/** G2: the order the freelancer worked on was realised. */
export function freelancerOrderRealizedMail(
  webUrl: string,
  freelancer: Recipient,
  { orderActivityId, serviceName }: { orderActivityId: number; serviceName: string },
): MailMessage {
  return linkMail(freelancer.email, {
    subject: `Zlecenie z usługą „${serviceName}” zostało zrealizowane`,
    paragraphs: [
      `Zlecenie z Twoją usługą „${serviceName}” zostało zakończone i ma status „Zrealizowane”.`,
      'Dziękujemy za współpracę z Handlowo.',
    ],
    action: 'Zobacz zlecenie',
    link: freelancerLink(webUrl, orderActivityId),
  });
}
