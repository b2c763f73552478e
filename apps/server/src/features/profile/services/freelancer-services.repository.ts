import type { FreelancerActivity } from '@handlowo/contract';
import { type AnyColumn, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import {
  activities,
  freelancerActivities,
  freelancers,
  orderActivities,
  orders,
  pipelineMainTaskActivities,
  reviewScores,
  reviews,
  users,
} from '../../../db/schema/index.ts';
import { upsertAnswersRow } from '../../../db/upsert-answers-row.ts';
import { isFreelancerWithId } from '../../auth/user.repository.ts';

/*
 * The freelancer's services (D26–D28). `orderCount` and `points` of a catalogue service come
 * from the orders the freelancer carried out (see `serviceOrderStat`).
 */

/**
 * One number of a freelancer's catalogue service, as a correlated subquery (so D26 and A9 stay
 * one statement however long the list): over the freelancer's services of REALIZED orders whose
 * main task maps to the catalogue service (`pipeline_main_task_activities`), `orderCount` = how
 * many, `points` = the sum of the category scores of their reviews (0 while none is rated). Both
 * are null when there is no such order service (the client shows 0).
 */
export function serviceOrderStat(
  stat: 'orderCount' | 'points',
  freelancerId: AnyColumn,
  activityId: AnyColumn,
): SQL<number | null> {
  const value =
    stat === 'orderCount'
      ? sql`count(distinct ${orderActivities.id})`
      : sql`coalesce(sum(${reviewScores.score}), 0)`;
  return sql<number | null>`(
    select case when count(${orderActivities.id}) = 0 then null else ${value}::int end
    from ${orderActivities}
    join ${orders} on ${orders.id} = ${orderActivities.orderId} and ${orders.status} = 'REALIZED'
    left join ${reviews} on ${reviews.orderActivityId} = ${orderActivities.id}
      and ${reviews.freelancerId} = ${orderActivities.freelancerId}
    left join ${reviewScores} on ${reviewScores.reviewId} = ${reviews.id}
    where ${orderActivities.freelancerId} = ${freelancerId}
      and exists (
        select 1 from ${pipelineMainTaskActivities}
        where ${pipelineMainTaskActivities.pipelineMainTaskId} = ${orderActivities.pipelineMainTaskId}
          and ${pipelineMainTaskActivities.activityId} = ${activityId}
      )
  )`;
}

const findServicesStatement = preparedPerDatabase('freelancer_services', (db) =>
  db
    .select({
      activityId: activities.id,
      name: activities.name,
      info: activities.info,
      level: freelancerActivities.level,
      orderCount: serviceOrderStat('orderCount', users.id, activities.id),
      points: serviceOrderStat('points', users.id, activities.id),
    })
    .from(users)
    .leftJoin(freelancerActivities, eq(freelancerActivities.freelancerId, users.id))
    .leftJoin(activities, eq(activities.id, freelancerActivities.activityId))
    .where(isFreelancerWithId(sql.placeholder('freelancerId')))
    .orderBy(asc(freelancerActivities.position)),
);

/**
 * D26 in one statement: the user row tells whether the id is a freelancer's (no row = undefined),
 * the left joins bring the services in saved order, so the count never grows with the list.
 */
export async function findServices(
  db: Executor,
  freelancerId: number,
): Promise<FreelancerActivity[] | undefined> {
  const rows = await findServicesStatement(db).execute({ freelancerId });
  if (rows.length === 0) return undefined;
  const services: FreelancerActivity[] = [];
  for (const { activityId, name, info, level, ...stats } of rows) {
    if (activityId === null || name === null || info === null || level === null) continue;
    services.push(toService({ activityId, name, info, level, ...stats }));
  }
  return services;
}

const toService = (row: {
  activityId: number;
  name: string;
  info: string;
  level: number;
  orderCount: number | null;
  points: number | null;
}): FreelancerActivity => ({
  id: row.activityId,
  activityId: row.activityId,
  name: row.name,
  info: row.info,
  level: row.level,
  points: row.points,
  orderCount: row.orderCount,
});

export async function isFreelancerId(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(isFreelancerWithId(userId));
  return row !== undefined;
}

export type AppendResult = 'unknown-activity' | 'already-present' | FreelancerActivity;

/**
 * D27: appends one service at the end of the list. The upsert of the answers row locks that row
 * until the transaction ends, so parallel adds (and B16/D28 replacements, which upsert the same
 * row first) queue: each sees the list the previous one committed, the position `max + 1` is
 * never taken twice and the same service is never added twice (the primary key backs this up).
 */
export async function appendService(
  tx: Transaction,
  userId: number,
  service: { activityId: number; level: number },
): Promise<AppendResult> {
  await upsertAnswersRow(tx, freelancers, userId);
  // The join with the freelancer's row gives the statistics their freelancer (and makes Drizzle
  // qualify the subqueries' columns, which it leaves bare in a single-table select).
  const [activity] = await tx
    .select({
      name: activities.name,
      info: activities.info,
      orderCount: serviceOrderStat('orderCount', users.id, activities.id),
      points: serviceOrderStat('points', users.id, activities.id),
    })
    .from(activities)
    .innerJoin(users, eq(users.id, userId))
    .where(eq(activities.id, service.activityId));
  if (!activity) return 'unknown-activity';
  const [inserted] = await tx
    .insert(freelancerActivities)
    .values({
      freelancerId: userId,
      activityId: service.activityId,
      level: service.level,
      position: sql`(select coalesce(max(${freelancerActivities.position}) + 1, 0) from ${freelancerActivities} where ${freelancerActivities.freelancerId} = ${userId})`,
    })
    .onConflictDoNothing()
    .returning({ level: freelancerActivities.level });
  if (!inserted) return 'already-present';
  // Orders the freelancer carried out before listing the service count for it too.
  return toService({ activityId: service.activityId, ...activity, level: inserted.level });
}
