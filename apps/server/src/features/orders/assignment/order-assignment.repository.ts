import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client.ts';
import { orderActivities, orders, pipelineMainTasks, users } from '../../../db/schema/index.ts';
import { isFreelancerWithId } from '../../auth/user.repository.ts';
import { lockOrder } from '../order-lock.repository.ts';

/** An ADMIN user's names and e-mail (the guardian of F12, named in the investor's mail). */
export async function findAdmin(
  db: Executor,
  userId: number,
): Promise<{ firstName: string; lastName: string; email: string } | undefined> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'ADMIN')))
    .for('key share');
  return row;
}

/**
 * The investor of an order: whether the panel may touch it (a temporary investor's is not) and
 * where its milestone mails go.
 */
export async function findOrderInvestor(
  db: Executor,
  investorId: number,
): Promise<{ email: string; isMock: boolean } | undefined> {
  const [row] = await db
    .select({ email: users.email, isMock: users.isMock })
    .from(users)
    .where(and(eq(users.id, investorId), eq(users.role, 'INVESTOR')));
  return row;
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

/**
 * Locks an order the admin panel may change (F12, F15, G2) and reads its investor. A temporary
 * (mock) investor's order is not the panel's (the admin never sees it, issue 10), nor is the
 * realised order of a deleted investor (issue 12): undefined, as for a missing one.
 */
export async function lockPanelOrder(tx: Transaction, orderId: number) {
  const order = await lockOrder(tx, orderId);
  const investor =
    order && order.investorId !== null && (await findOrderInvestor(tx, order.investorId));
  if (!order || !investor || investor.isMock) return undefined;
  return { order, investor };
}

/** A freelancer's onboarding flag and e-mail, or undefined when the id is not a freelancer's. */
export async function findFreelancerOnboarding(
  db: Executor,
  userId: number,
): Promise<{ isOnboardingPassed: boolean; email: string } | undefined> {
  const [row] = await db
    .select({ isOnboardingPassed: users.isOnboardingPassed, email: users.email })
    .from(users)
    .where(isFreelancerWithId(userId))
    .for('key share');
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

/** A service of the order as the freelancer's mail describes it, with its current freelancer. */
export async function findServiceOfOrder(
  tx: Transaction,
  { orderId, activityId }: { orderId: number; activityId: number },
) {
  const [row] = await tx
    .select({
      freelancerId: orderActivities.freelancerId,
      serviceName: pipelineMainTasks.name,
      amount: orderActivities.amount,
      period: orderActivities.period,
      startDate: orderActivities.startDate,
    })
    .from(orderActivities)
    .innerJoin(pipelineMainTasks, eq(pipelineMainTasks.id, orderActivities.pipelineMainTaskId))
    .where(and(eq(orderActivities.id, activityId), eq(orderActivities.orderId, orderId)));
  return row;
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
