import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
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
): Promise<{ id: number; email: string; company: string | null; isMock: boolean } | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, company: users.company, isMock: users.isMock })
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

/**
 * A freelancer's onboarding flag, e-mail and names, or undefined when the id is not a
 * freelancer's.
 */
export async function findFreelancerOnboarding(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      isOnboardingPassed: users.isOnboardingPassed,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
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

/**
 * A service of the order as the freelancer's mail describes it, with its current freelancer and
 * the state of their offer.
 */
export async function findServiceOfOrder(
  tx: Transaction,
  { orderId, activityId }: { orderId: number; activityId: number },
) {
  const [row] = await tx
    .select({
      orderActivityId: orderActivities.id,
      freelancerId: orderActivities.freelancerId,
      offerState: orderActivities.offerState,
      previousFreelancerId: orderActivities.previousFreelancerId,
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

/**
 * F15: offers the service to the freelancer (issue 25): a new offer, so its answer, its decline
 * reason and its timers start afresh. `previousFreelancerId` is whom the offer was taken from.
 * False when the service is gone (deleted by the investor before the lock was ours).
 */
export async function setOffer(
  tx: Transaction,
  {
    orderId,
    activityId,
    freelancerId,
    previousFreelancerId,
    now,
  }: {
    orderId: number;
    activityId: number;
    freelancerId: number;
    previousFreelancerId: number | null;
    now: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .update(orderActivities)
    .set({
      freelancerId,
      previousFreelancerId,
      offerState: 'OFFERED',
      offeredAt: now,
      answeredAt: null,
      declineReason: null,
      remindedAt: null,
      escalatedAt: null,
    })
    .where(and(eq(orderActivities.id, activityId), eq(orderActivities.orderId, orderId)))
    .returning({ id: orderActivities.id });
  return rows.length > 0;
}

/** Services of the order not (yet) accepted by a freelancer: the order is ACTIVE at none. */
export async function countNotAccepted(tx: Transaction, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(orderActivities)
    .where(
      and(
        eq(orderActivities.orderId, orderId),
        sql`${orderActivities.offerState} is distinct from 'ACCEPTED'`,
      ),
    );
  return row?.n ?? 0;
}

/** The freelancers of the order's services with their service, oldest service first. */
export async function findOrderFreelancers(tx: Transaction, orderId: number) {
  return tx
    .select({
      id: users.id,
      email: users.email,
      orderActivityId: orderActivities.id,
      serviceName: pipelineMainTasks.name,
    })
    .from(orderActivities)
    .innerJoin(users, eq(users.id, orderActivities.freelancerId))
    .innerJoin(pipelineMainTasks, eq(pipelineMainTasks.id, orderActivities.pipelineMainTaskId))
    .where(and(eq(orderActivities.orderId, orderId), isNotNull(orderActivities.freelancerId)))
    .orderBy(asc(orderActivities.createdAt), asc(orderActivities.id));
}

export async function activateOrder(tx: Transaction, orderId: number) {
  await tx.update(orders).set({ status: 'ACTIVE' }).where(eq(orders.id, orderId));
}

/** Users' e-mails and names by id, for the notifications of an order event (one query). */
export async function findPeople(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, Person>();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map<number, Person>(rows.map((row) => [row.id, row]));
}

interface Person {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}
