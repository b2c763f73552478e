import {
  type NotificationParams,
  notificationKind,
  notificationSentence,
} from '@handlowo/contract';
import { linkMail } from '../../../lib/mail/link-mail.ts';
import type { MailMessage } from '../../../lib/mail/mailer.ts';

/*
 * The e-mails of the offer kinds (issue 25) that had no milestone mail before: the body is the
 * notification's own sentence, so the bell and the inbox say the same; the subject is the kind's
 * label with the order's number.
 */

type OfferMailKind =
  | 'OFFER_REMINDER'
  | 'OFFER_WITHDRAWN'
  | 'OFFER_ACCEPTED'
  | 'OFFER_DECLINED'
  | 'OFFER_UNANSWERED';

const actions: Record<OfferMailKind, string> = {
  OFFER_REMINDER: 'Odpowiedz na ofertę',
  OFFER_WITHDRAWN: 'Zobacz swoje zlecenia',
  OFFER_ACCEPTED: 'Zobacz zlecenie',
  OFFER_DECLINED: 'Przypisz innego freelancera',
  OFFER_UNANSWERED: 'Zobacz zlecenie',
};

/** The mail of one offer notification; `link` is the full address of the thing it is about. */
export function offerMail<K extends OfferMailKind>(
  to: string,
  kind: K,
  params: NotificationParams[K],
  link: string,
): MailMessage {
  return linkMail(to, {
    subject: `${notificationKind.labels[kind]}: zlecenie nr ${params.orderNumber}`,
    paragraphs: [notificationSentence(kind, params)],
    action: actions[kind],
    link,
  });
}
