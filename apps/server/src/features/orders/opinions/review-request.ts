import { counted, OPINION_EDIT_DAYS, pluralNouns } from '@handlowo/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import { orderActivities, pipelineMainTasks, users } from '../../../db/schema/index.ts';
import { linkMail } from '../../../lib/mail/link-mail.ts';
import type { NotificationInput } from '../../notifications/notify.ts';
import { investorOrderPath } from '../mails/order-mail-texts.ts';
import type { Person } from '../mails/order-notifications.ts';

/*
 * Issue 27: when an order becomes REALIZED its investor is asked to rate each service's
 * freelancer: one REVIEW_REQUESTED notification with its e-mail (through the job queue), written
 * in the transaction that realises the order. Both link to the order's page, which shows the
 * banner and the rating form.
 */

export interface ServiceToRate {
  serviceName: string;
  firstName: string;
  lastName: string;
}

/** The order's services that have a freelancer (what the investor can rate), oldest first. */
export function findServicesToRate(tx: Transaction, orderId: number): Promise<ServiceToRate[]> {
  return tx
    .select({
      serviceName: pipelineMainTasks.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(orderActivities)
    .innerJoin(users, eq(users.id, orderActivities.freelancerId))
    .innerJoin(pipelineMainTasks, eq(pipelineMainTasks.id, orderActivities.pipelineMainTaskId))
    .where(and(eq(orderActivities.orderId, orderId), isNotNull(orderActivities.freelancerId)))
    .orderBy(asc(orderActivities.createdAt), asc(orderActivities.id));
}

/** The request to rate, for `notify`; none when no service had a freelancer. */
export function reviewRequest(
  webUrl: string,
  investor: Person,
  {
    orderId,
    orderNumber,
    services,
  }: { orderId: number; orderNumber: number; services: readonly ServiceToRate[] },
): NotificationInput[] {
  if (services.length === 0) return [];
  const link = investorOrderPath(orderId);
  return [
    {
      userId: investor.id,
      kind: 'REVIEW_REQUESTED',
      params: { orderNumber, count: services.length },
      link,
      mail: linkMail(investor.email, {
        subject: `Oceń freelancerów zlecenia nr ${orderNumber}`,
        paragraphs: [
          `Zlecenie nr ${orderNumber} zostało zrealizowane. Jak oceniasz współpracę z freelancerami?`,
          ...services.map((s) => `„${s.serviceName}”: ${`${s.firstName} ${s.lastName}`.trim()}`),
          'Twoja opinia pojawi się na profilu freelancera jako „Opinia klienta”. ' +
            `Możesz ją poprawić przez ${counted(OPINION_EDIT_DAYS, pluralNouns.day)} od wystawienia.`,
        ],
        action: 'Oceń freelancerów',
        link: `${webUrl}${link}`,
      }),
    },
  ];
}
