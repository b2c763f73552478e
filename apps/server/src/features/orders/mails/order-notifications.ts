import type { NotificationInput } from '../../notifications/notify.ts';
import { offerMail } from './offer-mail-texts.ts';
import {
  freelancerOrderActiveMail,
  freelancerOrderRealizedMail,
  freelancerServicePath,
  type GuardianMail,
  guardianAssignedMail,
  investorOrderPath,
  orderActiveMail,
  orderRealizedMail,
  reviewReceivedMail,
  type ServiceMail,
  serviceAssignedMail,
} from './order-mail-texts.ts';

/*
 * The notifications of order events (issue 25), each with its e-mail, for `notify(tx, …)` in the
 * event's transaction. Where they link: the freelancer's service in their workspace, the
 * investor's "Moje zlecenie", the guardian's investor detail in the admin panel. `orderNumber` is
 * always the investor's own number of the order (the one the admin panel and the investor show).
 */

/** Someone a notification goes to. */
export interface Person {
  id: number;
  email: string;
}

/** A freelancer with the names the guardian's notifications show. */
export interface NamedPerson extends Person {
  firstName: string;
  lastName: string;
}

/** A freelancer's service of an order: where their notifications about the order link. */
export interface FreelancerService extends Person {
  orderActivityId: number;
  serviceName: string;
}

/** The admin's investor detail, where the guardian sees the order (web config/paths.ts). */
export const guardianOrderPath = (investorId: number) => `/admin/investors/${investorId}`;

const FREELANCER_ORDERS_PATH = '/freelancer/orders';

const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export function offerReceived(
  webUrl: string,
  freelancer: Person,
  {
    orderNumber,
    company,
    service,
  }: { orderNumber: number; company: string | null; service: ServiceMail },
): NotificationInput {
  return {
    userId: freelancer.id,
    kind: 'OFFER_RECEIVED',
    params: { orderNumber, service: service.serviceName, company },
    link: freelancerServicePath(service.orderActivityId),
    mail: serviceAssignedMail(webUrl, freelancer, service),
  };
}

/** To the freelancer: OFFER_WITHDRAWN or OFFER_REMINDER about their service. */
export function offerToFreelancer(
  webUrl: string,
  kind: 'OFFER_WITHDRAWN' | 'OFFER_REMINDER',
  freelancer: FreelancerService,
  orderNumber: number,
): NotificationInput {
  const params = { orderNumber, service: freelancer.serviceName };
  // A withdrawn service is no longer theirs: it links to the list of their work instead.
  const mailLink =
    kind === 'OFFER_WITHDRAWN'
      ? FREELANCER_ORDERS_PATH
      : freelancerServicePath(freelancer.orderActivityId);
  return {
    userId: freelancer.id,
    kind,
    params,
    link: mailLink,
    mail: offerMail(freelancer.email, kind, params, `${webUrl}${mailLink}`),
  };
}

/** To the guardian: the freelancer accepted the offer, or has not answered it for 96 h. */
export function offerToGuardian(
  webUrl: string,
  kind: 'OFFER_ACCEPTED' | 'OFFER_UNANSWERED',
  guardian: Person,
  {
    investorId,
    orderNumber,
    service,
    freelancer,
  }: {
    investorId: number;
    orderNumber: number;
    service: string;
    freelancer: { firstName: string; lastName: string };
  },
): NotificationInput {
  const params = { orderNumber, service, freelancerName: nameOf(freelancer) };
  const link = guardianOrderPath(investorId);
  return {
    userId: guardian.id,
    kind,
    params,
    link,
    mail: offerMail(guardian.email, kind, params, `${webUrl}${link}`),
  };
}

export function offerDeclined(
  webUrl: string,
  guardian: Person,
  {
    investorId,
    orderNumber,
    service,
    freelancer,
    reason,
  }: {
    investorId: number;
    orderNumber: number;
    service: string;
    freelancer: { firstName: string; lastName: string };
    reason: string | null;
  },
): NotificationInput {
  const params = { orderNumber, service, freelancerName: nameOf(freelancer), reason };
  const link = guardianOrderPath(investorId);
  return {
    userId: guardian.id,
    kind: 'OFFER_DECLINED',
    params,
    link,
    mail: offerMail(guardian.email, 'OFFER_DECLINED', params, `${webUrl}${link}`),
  };
}

export function guardianAssigned(
  webUrl: string,
  investor: Person,
  details: GuardianMail,
): NotificationInput {
  return {
    userId: investor.id,
    kind: 'GUARDIAN_ASSIGNED',
    params: { orderNumber: details.orderNumber, guardianName: nameOf(details.guardian) },
    link: investorOrderPath(details.orderId),
    mail: guardianAssignedMail(webUrl, investor, details),
  };
}

/**
 * The order became ACTIVE or REALIZED: the investor and each freelancer of it (once, linked to
 * their first service of the order).
 */
export function orderMilestone(
  webUrl: string,
  kind: 'ORDER_ACTIVE' | 'ORDER_REALIZED',
  {
    investor,
    orderId,
    orderNumber,
    freelancers,
  }: {
    investor: Person | null;
    orderId: number;
    orderNumber: number;
    freelancers: readonly FreelancerService[];
  },
): NotificationInput[] {
  const params = { orderNumber };
  const items: NotificationInput[] = [];
  if (investor) {
    items.push({
      userId: investor.id,
      kind,
      params,
      link: investorOrderPath(orderId),
      mail: (kind === 'ORDER_ACTIVE' ? orderActiveMail : orderRealizedMail)(webUrl, investor, {
        orderId,
        orderNumber,
      }),
    });
  }
  const seen = new Set<number>();
  for (const freelancer of freelancers) {
    if (seen.has(freelancer.id)) continue;
    seen.add(freelancer.id);
    const service = {
      orderActivityId: freelancer.orderActivityId,
      serviceName: freelancer.serviceName,
    };
    items.push({
      userId: freelancer.id,
      kind,
      params,
      link: freelancerServicePath(freelancer.orderActivityId),
      mail: (kind === 'ORDER_ACTIVE' ? freelancerOrderActiveMail : freelancerOrderRealizedMail)(
        webUrl,
        freelancer,
        service,
      ),
    });
  }
  return items;
}

export function reviewReceived(
  webUrl: string,
  freelancer: FreelancerService,
  { orderNumber, average, text }: { orderNumber: number; average: number; text: string },
): NotificationInput {
  return {
    userId: freelancer.id,
    kind: 'REVIEW_RECEIVED',
    params: { orderNumber, service: freelancer.serviceName },
    link: freelancerServicePath(freelancer.orderActivityId),
    mail: reviewReceivedMail(webUrl, freelancer, {
      orderActivityId: freelancer.orderActivityId,
      serviceName: freelancer.serviceName,
      average,
      text,
    }),
  };
}
