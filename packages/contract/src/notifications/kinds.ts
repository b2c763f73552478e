import { labelledEnum } from '../common/enums.ts';

/**
 * What a notification is about (issue 25). The label names the kind in the settings ('Ustawienia':
 * which of them also arrive by e-mail); the sentence of one notification is built from its kind
 * and parameters by `notificationSentence` (notifications/sentences.ts).
 */
export const notificationKind = labelledEnum({
  /** To a freelancer: a service of an order is offered to them (F15). */
  OFFER_RECEIVED: 'Nowa oferta zlecenia',
  /** To a freelancer: an offer still unanswered after 48 hours. */
  OFFER_REMINDER: 'Przypomnienie o ofercie bez odpowiedzi',
  /** To a freelancer: the admin gave their service to someone else. */
  OFFER_WITHDRAWN: 'Usługa przekazana innemu freelancerowi',
  /** To the order's guardian: the freelancer accepted. */
  OFFER_ACCEPTED: 'Freelancer przyjął zlecenie',
  /** To the order's guardian: the freelancer declined (with the reason, if given). */
  OFFER_DECLINED: 'Freelancer odrzucił zlecenie',
  /** To the order's guardian: an offer unanswered after 96 hours. */
  OFFER_UNANSWERED: 'Oferta bez odpowiedzi od 4 dni',
  /** To the investor: a guardian was assigned to the order, or changed. */
  GUARDIAN_ASSIGNED: 'Opiekun zlecenia',
  /** To the investor and the order's freelancers: every service accepted, the order is ACTIVE. */
  ORDER_ACTIVE: 'Zlecenie aktywne',
  /** To the investor and the order's freelancers: the order was realised. */
  ORDER_REALIZED: 'Zlecenie zrealizowane',
  /** To a freelancer: a review of their service. */
  REVIEW_RECEIVED: 'Nowa opinia',
  /** To the investor: their order was realised, its freelancers wait for their opinion (issue 27). */
  REVIEW_REQUESTED: 'Prośba o ocenę freelancerów',
  /**
   * To a member of an order's conversation who has not read its messages within 15 minutes
   * (issue 26): an e-mail only, never a row of the bell; here so that 'Ustawienia' can turn it off.
   */
  MESSAGES_UNREAD: 'Nowe wiadomości w rozmowach',
});

export type NotificationKind = (typeof notificationKind.keys)[number];
