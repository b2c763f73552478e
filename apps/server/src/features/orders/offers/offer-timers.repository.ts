import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../../db/client.ts';
import { orderActivities, orders, pipelineMainTasks, users } from '../../../db/schema/index.ts';

/**
 * Marks the offers still waiting since before `cutoff` whose reminder (or escalation) was not sent
 * yet, and returns their ids. One UPDATE: it waits for a parallel answer's row lock and checks
 * the state again, so an offer answered meanwhile is neither marked nor told about.
 */
export async function markDueOffers(
  tx: Transaction,
  { column, cutoff, now }: { column: 'remindedAt' | 'escalatedAt'; cutoff: Date; now: Date },
): Promise<number[]> {
  const rows = await tx
    .update(orderActivities)
    .set({ [column]: now })
    .where(
      and(
        eq(orderActivities.offerState, 'OFFERED'),
        lte(orderActivities.offeredAt, cutoff),
        isNull(orderActivities[column]),
      ),
    )
    .returning({ id: orderActivities.id });
  return rows.map((row) => row.id);
}

const freelancer = alias(users, 'freelancer');
const guardian = alias(users, 'guardian');

/** The offers with their freelancer, guardian and order, for the timers' notifications. */
export async function findOffersToTell(tx: Transaction, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      orderActivityId: orderActivities.id,
      serviceName: pipelineMainTasks.name,
      orderNumber: orders.investorOrderNumber,
      investorId: orders.investorId,
      freelancerId: freelancer.id,
      freelancerEmail: freelancer.email,
      freelancerFirstName: freelancer.firstName,
      freelancerLastName: freelancer.lastName,
      guardianId: guardian.id,
      guardianEmail: guardian.email,
    })
    .from(orderActivities)
    .innerJoin(orders, eq(orders.id, orderActivities.orderId))
    .innerJoin(pipelineMainTasks, eq(pipelineMainTasks.id, orderActivities.pipelineMainTaskId))
    .innerJoin(freelancer, eq(freelancer.id, orderActivities.freelancerId))
    .leftJoin(guardian, eq(guardian.id, orders.adminId))
    .where(inArray(orderActivities.id, [...ids]))
    .orderBy(sql`${orderActivities.id}`);
}
