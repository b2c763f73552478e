import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { orderActivities, orders, users } from '../../db/schema/index.ts';

/** Whether the id is an ADMIN user's (the guardian of F12). */
export async function isAdminId(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'ADMIN')));
  return row !== undefined;
}

/** F12: sets the guardian; a NEW order moves to verification, any other keeps its status. */
export async function setGuardian(tx: Transaction, orderId: number, adminId: number) {
  await tx
    .update(orders)
    .set({
      adminId,
      status: sql`case when ${orders.status} = 'NEW' then 'VERYFICATION' else ${orders.status} end`,
    })
    .where(eq(orders.id, orderId));
}

/** A freelancer's onboarding flag, or undefined when the id is not a freelancer's. */
export async function findFreelancerOnboarding(
  db: Executor,
  userId: number,
): Promise<{ isOnboardingPassed: boolean } | undefined> {
  const [row] = await db
    .select({ isOnboardingPassed: users.isOnboardingPassed })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'FREELANCER')));
  return row;
}

/** The order of a service; undefined for an unknown id. */
export async function findOrderIdOfService(
  db: Executor,
  activityId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ orderId: orderActivities.orderId })
    .from(orderActivities)
    .where(eq(orderActivities.id, activityId));
  return row?.orderId;
}

/** F15: false when the service is gone (deleted by the investor before the lock was ours). */
export async function setFreelancer(
  tx: Transaction,
  {
    orderId,
    activityId,
    freelancerId,
  }: { orderId: number; activityId: number; freelancerId: number },
): Promise<boolean> {
  const rows = await tx
    .update(orderActivities)
    .set({ freelancerId })
    .where(and(eq(orderActivities.id, activityId), eq(orderActivities.orderId, orderId)))
    .returning({ id: orderActivities.id });
  return rows.length > 0;
}

/** Services of the order still without a freelancer. */
export async function countUnassigned(tx: Transaction, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(orderActivities)
    .where(and(eq(orderActivities.orderId, orderId), isNull(orderActivities.freelancerId)));
  return row?.n ?? 0;
}

export async function activateOrder(tx: Transaction, orderId: number) {
  await tx.update(orders).set({ status: 'ACTIVE' }).where(eq(orders.id, orderId));
}
