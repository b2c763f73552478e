import type { AssignmentGroup, OfferState } from '@handlowo/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import {
  investors,
  orderActivities,
  orders,
  pictures,
  pipelineMainTasks,
  pipelines,
  reviews,
  users,
} from '../../../db/schema/index.ts';
import { type ReviewRow, reviewContentColumns } from '../../profile/reviews/reviews.repository.ts';

/*
 * The freelancer's workspace reads (issue 25). Every list starts from the caller's services
 * (`order_activities_freelancer_id_idx`) and joins the rest, so each read is one statement
 * whatever the number of services, orders or guardians.
 */

const investorUser = alias(users, 'investor_user');
const guardian = alias(users, 'guardian');
const guardianAvatar = alias(pictures, 'guardian_avatar');

/**
 * Assignments made before offers existed have no state and count as accepted (the migration
 * backfills them; rows written without one read the same).
 */
const offerStateOf = sql<OfferState>`coalesce(${orderActivities.offerState}, 'ACCEPTED')`;

/**
 * The caller's services: offered to them or accepted by them. A declined offer or a service
 * re-assigned to someone else has another (or no) freelancer, so it is no longer theirs.
 */
const mine = (freelancerId: number): SQL =>
  and(eq(orderActivities.freelancerId, freelancerId), sql`${offerStateOf} <> 'DECLINED'`) as SQL;

/** A realised order closes every service; before that an open offer or accepted work. */
const groupOf = sql<AssignmentGroup>`case
  when ${orders.status} = 'REALIZED' then 'DONE'
  when ${offerStateOf} = 'OFFERED' then 'OFFERED'
  else 'ACCEPTED' end`;

const avatarKeyOf = sql<
  string | null
>`coalesce(${guardianAvatar.smallStorageKey}, ${guardianAvatar.storageKey})`;

function selectAssignments(db: Executor, where: SQL) {
  return db
    .select({
      orderActivityId: orderActivities.id,
      name: pipelineMainTasks.name,
      mainTaskDescription: pipelineMainTasks.description,
      amount: orderActivities.amount,
      period: orderActivities.period,
      startDate: orderActivities.startDate,
      description: orderActivities.description,
      offerState: offerStateOf,
      offeredAt: orderActivities.offeredAt,
      answeredAt: orderActivities.answeredAt,
      group: groupOf,
      orderId: orders.id,
      investorOrderNumber: orders.investorOrderNumber,
      orderStatus: orders.status,
      investorId: orders.investorId,
      investorCompany: investorUser.company,
      companySiteUrl: investors.companySiteUrl,
      companyDescription: investors.companyDescription,
      pipelineId: pipelines.id,
      pipelineName: pipelines.name,
      pipelineDescription: pipelines.description,
      guardianId: guardian.id,
      guardianFirstName: guardian.firstName,
      guardianLastName: guardian.lastName,
      guardianEmail: guardian.email,
      guardianPhone: guardian.phone,
      guardianAvatarKey: avatarKeyOf,
    })
    .from(orderActivities)
    .innerJoin(orders, eq(orders.id, orderActivities.orderId))
    .innerJoin(pipelineMainTasks, eq(pipelineMainTasks.id, orderActivities.pipelineMainTaskId))
    .leftJoin(pipelines, eq(pipelines.id, orders.pipelineId))
    .leftJoin(investorUser, eq(investorUser.id, orders.investorId))
    .leftJoin(investors, eq(investors.userId, orders.investorId))
    .leftJoin(guardian, eq(guardian.id, orders.adminId))
    .leftJoin(
      guardianAvatar,
      and(eq(guardianAvatar.userId, guardian.id), eq(guardianAvatar.kind, 'AVATAR')),
    )
    .where(where)
    .orderBy(desc(orderActivities.startDate), desc(orderActivities.id));
}

export type AssignmentRow = Awaited<ReturnType<typeof selectAssignments>>[number];

/** The caller's services, latest start first; only one group's when `group` is given. */
export function findAssignments(
  db: Executor,
  freelancerId: number,
  group?: AssignmentGroup,
): Promise<AssignmentRow[]> {
  const where = group ? and(mine(freelancerId), sql`${groupOf} = ${group}`) : mine(freelancerId);
  return selectAssignments(db, where as SQL);
}

/** One service of the caller's; undefined when unknown, another's, declined or re-assigned. */
export async function findAssignment(
  db: Executor,
  freelancerId: number,
  orderActivityId: number,
): Promise<AssignmentRow | undefined> {
  const [row] = await selectAssignments(
    db,
    and(mine(freelancerId), eq(orderActivities.id, orderActivityId)) as SQL,
  );
  return row;
}

/** The review written for one service (F16 writes at most one), or undefined. */
export async function findServiceReview(
  db: Executor,
  orderActivityId: number,
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select({
      id: reviews.id,
      ...reviewContentColumns,
    })
    .from(reviews)
    .where(eq(reviews.orderActivityId, orderActivityId));
  return row;
}

/**
 * One row per (guardian, order) of the caller's services, with the caller's latest service on
 * the order; orders without a guardian are left out.
 */
export function findGuardianOrders(db: Executor, freelancerId: number) {
  return db
    .select({
      guardianId: guardian.id,
      firstName: sql<string>`max(${guardian.firstName})`,
      lastName: sql<string>`max(${guardian.lastName})`,
      email: sql<string>`max(${guardian.email})`,
      phone: sql<string | null>`max(${guardian.phone})`,
      avatarKey: sql<string | null>`max(${avatarKeyOf})`,
      orderId: orders.id,
      investorOrderNumber: sql<number>`max(${orders.investorOrderNumber})`,
      investorCompany: sql<string | null>`max(${investorUser.company})`,
      orderActivityId: sql<number>`max(${orderActivities.id})`,
      name: sql<string>`(array_agg(${pipelineMainTasks.name} order by ${orderActivities.id} desc))[1]`,
    })
    .from(orderActivities)
    .innerJoin(orders, eq(orders.id, orderActivities.orderId))
    .innerJoin(guardian, eq(guardian.id, orders.adminId))
    .innerJoin(pipelineMainTasks, eq(pipelineMainTasks.id, orderActivities.pipelineMainTaskId))
    .leftJoin(investorUser, eq(investorUser.id, orders.investorId))
    .leftJoin(
      guardianAvatar,
      and(eq(guardianAvatar.userId, guardian.id), eq(guardianAvatar.kind, 'AVATAR')),
    )
    .where(mine(freelancerId))
    .groupBy(guardian.id, orders.id)
    .orderBy(
      sql`max(${guardian.lastName})`,
      sql`max(${guardian.firstName})`,
      asc(guardian.id),
      asc(orders.id),
    );
}
