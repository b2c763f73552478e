import { counted, type PluralForms } from '../common/plural.ts';
import type { NotificationKind } from './kinds.ts';

const unreadMessages: PluralForms = {
  one: 'nieprzeczytaną wiadomość',
  few: 'nieprzeczytane wiadomości',
  many: 'nieprzeczytanych wiadomości',
};

const servicesToRate: PluralForms = { one: 'usługa', few: 'usługi', many: 'usług' };

/**
 * What each kind's notification carries (`params`, stored with it): the values as they were when
 * it was written. `orderNumber` is the number its recipient knows the order by (the investor's
 * own numbering); `service` is the service's main task (e.g. 'Cold calling').
 */
export interface NotificationParams {
  OFFER_RECEIVED: { orderNumber: number; service: string; company: string | null };
  OFFER_REMINDER: { orderNumber: number; service: string };
  OFFER_WITHDRAWN: { orderNumber: number; service: string };
  OFFER_ACCEPTED: { orderNumber: number; service: string; freelancerName: string };
  OFFER_DECLINED: {
    orderNumber: number;
    service: string;
    freelancerName: string;
    reason: string | null;
  };
  OFFER_UNANSWERED: { orderNumber: number; service: string; freelancerName: string };
  GUARDIAN_ASSIGNED: { orderNumber: number; guardianName: string };
  ORDER_ACTIVE: { orderNumber: number };
  ORDER_REALIZED: { orderNumber: number };
  REVIEW_RECEIVED: { orderNumber: number; service: string };
  REVIEW_REQUESTED: { orderNumber: number; count: number };
  MESSAGES_UNREAD: { orderNumber: number; count: number };
}

type Sentences = { [K in NotificationKind]: (params: NotificationParams[K]) => string };

const sentences: Sentences = {
  OFFER_RECEIVED: ({ orderNumber, service, company }) =>
    `Masz nową ofertę: usługa „${service}” w zleceniu nr ${orderNumber}${company ? ` firmy ${company}` : ''}. Przyjmij ją albo odrzuć.`,
  OFFER_REMINDER: ({ orderNumber, service }) =>
    `Oferta usługi „${service}” w zleceniu nr ${orderNumber} czeka na Twoją odpowiedź.`,
  OFFER_WITHDRAWN: ({ orderNumber, service }) =>
    `Usługa „${service}” w zleceniu nr ${orderNumber} została przekazana innemu freelancerowi.`,
  OFFER_ACCEPTED: ({ orderNumber, service, freelancerName }) =>
    `${freelancerName} przyjmuje usługę „${service}” w zleceniu nr ${orderNumber}.`,
  OFFER_DECLINED: ({ orderNumber, service, freelancerName, reason }) =>
    `${freelancerName} odrzuca usługę „${service}” w zleceniu nr ${orderNumber}${reason ? `: ${reason}` : '.'} Przypisz innego freelancera.`,
  OFFER_UNANSWERED: ({ orderNumber, service, freelancerName }) =>
    `${freelancerName} od 4 dni nie odpowiada na ofertę usługi „${service}” w zleceniu nr ${orderNumber}.`,
  GUARDIAN_ASSIGNED: ({ orderNumber, guardianName }) =>
    `Opiekunem Twojego zlecenia nr ${orderNumber} jest teraz ${guardianName}.`,
  ORDER_ACTIVE: ({ orderNumber }) => `Zlecenie nr ${orderNumber} jest aktywne.`,
  ORDER_REALIZED: ({ orderNumber }) => `Zlecenie nr ${orderNumber} zostało zrealizowane.`,
  REVIEW_RECEIVED: ({ orderNumber, service }) =>
    `Twoja usługa „${service}” w zleceniu nr ${orderNumber} ma nową opinię.`,
  REVIEW_REQUESTED: ({ orderNumber, count }) =>
    `Zlecenie nr ${orderNumber} zostało zrealizowane. Oceń współpracę z freelancerami: ${counted(count, servicesToRate)} do oceny.`,
  MESSAGES_UNREAD: ({ orderNumber, count }) =>
    `Masz ${counted(count, unreadMessages)} w rozmowie o zleceniu nr ${orderNumber}.`,
};

/**
 * The Polish sentence of a notification. Stored params are read back untyped, so a missing value
 * shows as an empty string rather than failing the whole list.
 */
export function notificationSentence(
  kind: NotificationKind,
  params: Record<string, string | number | null>,
): string {
  const write = sentences[kind] as (p: Record<string, string | number | null>) => string;
  return write(params);
}
