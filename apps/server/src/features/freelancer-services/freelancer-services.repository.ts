import type { FreelancerActivity } from '@handlowo/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { activities, freelancerActivities, freelancers, users } from '../../db/schema/index.ts';
import { upsertAnswersRow } from '../../db/upsert-answers-row.ts';

/*
 * The freelancer's services (D26–D28). `points` and `orderCount` come from rated orders, which a
 * later issue adds: until then they are null (the client shows 0).
 */

const isFreelancer = (userId: number) => and(eq(users.id, userId), eq(users.role, 'FREELANCER'));

/**
 * D26 in one statement: the user row tells whether the id is a freelancer's (no row = undefined),
 * the left joins bring the services in saved order, so the count never grows with the list.
 */
export async function findServices(
  db: Executor,
  freelancerId: number,
): Promise<FreelancerActivity[] | undefined> {
  const rows = await db
    .select({
      activityId: activities.id,
      name: activities.name,
      info: activities.info,
      level: freelancerActivities.level,
    })
    .from(users)
    .leftJoin(freelancerActivities, eq(freelancerActivities.freelancerId, users.id))
    .leftJoin(activities, eq(activities.id, freelancerActivities.activityId))
    .where(isFreelancer(freelancerId))
    .orderBy(asc(freelancerActivities.position));
  if (rows.length === 0) return undefined;
  const services: FreelancerActivity[] = [];
  for (const { activityId, name, info, level } of rows) {
    if (activityId === null || name === null || info === null || level === null) continue;
    services.push(toService({ activityId, name, info, level }));
  }
  return services;
}

const toService = (row: {
  activityId: number;
  name: string;
  info: string;
  level: number;
}): FreelancerActivity => ({
  id: row.activityId,
  activityId: row.activityId,
  name: row.name,
  info: row.info,
  level: row.level,
  points: null,
  orderCount: null,
});

export async function isFreelancerId(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(isFreelancer(userId));
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
  const [activity] = await tx
    .select({ name: activities.name, info: activities.info })
    .from(activities)
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
  return toService({ activityId: service.activityId, ...activity, level: inserted.level });
}
