import { and, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client.ts';
import { orderActivities, pipelineMainTasks, users } from '../../../db/schema/index.ts';

/** The order of a service, before its lock is taken; undefined for an unknown id. */
export async function findOrderIdOfOffer(
  db: Executor,
  orderActivityId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ orderId: orderActivities.orderId })
    .from(orderActivities)
    .where(eq(orderActivities.id, orderActivityId));
  return row?.orderId;
}

/** The service as an answer needs it, read under the order's lock. */
export async function findOfferUnderLock(tx: Transaction, orderActivityId: number) {
  const [row] = await tx
    .select({
      orderId: orderActivities.orderId,
      freelancerId: orderActivities.freelancerId,
      previousFreelancerId: orderActivities.previousFreelancerId,
      offerState: orderActivities.offerState,
      serviceName: pipelineMainTasks.name,
    })
    .from(orderActivities)
    .innerJoin(pipelineMainTasks, eq(pipelineMainTasks.id, orderActivities.pipelineMainTaskId))
    .where(eq(orderActivities.id, orderActivityId));
  return row;
}

/** The freelancer accepts the offer they hold. */
export async function markAccepted(
  tx: Transaction,
  {
    orderActivityId,
    freelancerId,
    now,
  }: { orderActivityId: number; freelancerId: number; now: Date },
) {
  await tx
    .update(orderActivities)
    .set({ offerState: 'ACCEPTED', answeredAt: now })
    .where(
      and(eq(orderActivities.id, orderActivityId), eq(orderActivities.freelancerId, freelancerId)),
    );
}

/**
 * The freelancer declines: the service returns to unassigned, keeping the reason for the admin
 * and who declined (their second answer is a 400, not a 404).
 */
export async function markDeclined(
  tx: Transaction,
  {
    orderActivityId,
    freelancerId,
    reason,
    now,
  }: { orderActivityId: number; freelancerId: number; reason: string | null; now: Date },
) {
  await tx
    .update(orderActivities)
    .set({
      offerState: 'DECLINED',
      answeredAt: now,
      declineReason: reason,
      freelancerId: null,
      previousFreelancerId: freelancerId,
    })
    .where(
      and(eq(orderActivities.id, orderActivityId), eq(orderActivities.freelancerId, freelancerId)),
    );
}

/** A user's e-mail and names (the guardian, the answering freelancer). */
export async function findPerson(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
