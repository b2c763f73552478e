import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  freelancerActivities,
  freelancerSectors,
  freelancerSubIndustries,
  freelancers,
  freelancerTools,
  orderActivities,
  orders,
  pictures,
  reviewScores,
  reviews,
  salesTools,
  subIndustries,
  users,
  workingHours,
} from '../../../db/schema/index.ts';
import type { FreelancerListRow } from '../freelancers/freelancer-list.repository.ts';
import { searchMatches } from '../lists/search.ts';
import type { FreelancerFitData } from './fit-score.ts';
import type { FitSqlContext } from './fit-score-sql.ts';
import { fitScoreSql } from './fit-score-sql.ts';
import type { FitWeights } from './fit-weights.ts';

/** F13/F14 candidates: freelancers who finished onboarding, optionally matching a phrase. */
function assignable(phrase: string | undefined): SQL | undefined {
  return and(
    eq(users.role, 'FREELANCER'),
    eq(users.isOnboardingPassed, true),
    phrase === undefined ? undefined : searchMatches(phrase),
  );
}

export async function countAssignable(db: Executor, phrase: string | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(assignable(phrase));
  return row?.n ?? 0;
}

/** A freelancer list row (F4/F5's) with the fit score the page was sorted by. */
export interface AssignableRow extends FreelancerListRow {
  score: number | null;
}

interface PageRequest {
  page: number;
  size: number;
  phrase: string | undefined;
}

function selectAssignable(db: Executor, score: SQL<number> | undefined) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      email: users.email,
      experienceLevel: freelancers.experienceLevel,
      avatarKey: sql<string | null>`coalesce(${pictures.smallStorageKey}, ${pictures.storageKey})`,
      score: (score ?? sql<number | null>`null::int`).as('score'),
    })
    .from(users)
    .leftJoin(freelancers, eq(freelancers.userId, users.id))
    .leftJoin(pictures, and(eq(pictures.userId, users.id), eq(pictures.kind, 'AVATAR')))
    .$dynamic();
}

/** A page ordered by last name, first name, id (no service to score against). */
export function findAssignablePage(
  db: Executor,
  { page, size, phrase }: PageRequest,
): Promise<AssignableRow[]> {
  return selectAssignable(db, undefined)
    .where(assignable(phrase))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(size)
    .offset(page * size);
}

/**
 * A page ordered by the fit score (computed in the database over every candidate), then those
 * with a realised service before the new ones, then last name, first name, id.
 */
export function findScoredPage(
  db: Executor,
  { page, size, phrase }: PageRequest,
  context: FitSqlContext,
  weights: FitWeights,
): Promise<AssignableRow[]> {
  const fit = fitScoreSql(db, context, weights);
  return fit
    .join(selectAssignable(db, fit.score))
    .where(assignable(phrase))
    .orderBy(
      desc(sql.identifier('score')),
      asc(fit.isNew),
      asc(users.lastName),
      asc(users.firstName),
      asc(users.id),
    )
    .limit(size)
    .offset(page * size);
}

/**
 * The raw inputs of `fitScore` for the given freelancers, in one statement (each row's lists are
 * subselects over primary-key or indexed lookups).
 */
export async function findFitData(
  db: Executor,
  ids: readonly number[],
  context: Pick<FitSqlContext, 'serviceId' | 'activityIds'>,
  weights: FitWeights,
): Promise<Map<number, FreelancerFitData>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      realisedOrders: sql<number>`(
        select count(*) from ${orderActivities}
        join ${orders} on ${orders.id} = ${orderActivities.orderId}
        where ${orderActivities.freelancerId} = ${users.id}
          and ${orders.status} = ${weights.realisedStatus}
          and ${orderActivities.id} <> ${context.serviceId}
      )`.mapWith(Number),
      reviewScores: sql<number[]>`coalesce((
        select json_agg(per_review.mean) from (
          select avg(${reviewScores.score})::float8 as mean
          from ${reviews} join ${reviewScores} on ${reviewScores.reviewId} = ${reviews.id}
          where ${reviews.freelancerId} = ${users.id}
          group by ${reviews.id}
        ) per_review
      ), '[]'::json)`,
      workingDays: freelancers.workingDays,
      hoursKey: freelancers.workingHours,
      hoursDescription: workingHours.description,
      activityLevels: sql<FreelancerFitData['activityLevels']>`coalesce((
        select json_agg(json_build_object(
          'activityId', ${freelancerActivities.activityId}, 'level', ${freelancerActivities.level}))
        from ${freelancerActivities}
        where ${freelancerActivities.freelancerId} = ${users.id}
          and ${inArray(freelancerActivities.activityId, [...context.activityIds])}
      ), '[]'::json)`,
      subIndustries: sql<FreelancerFitData['subIndustries']>`coalesce((
        select json_agg(json_build_object(
          'id', ${subIndustries.id}, 'name', ${subIndustries.name},
          'industryId', ${subIndustries.industryId}
        ) order by ${freelancerSubIndustries.position})
        from ${freelancerSubIndustries}
        join ${subIndustries} on ${subIndustries.id} = ${freelancerSubIndustries.subIndustryId}
        where ${freelancerSubIndustries.freelancerId} = ${users.id}
      ), '[]'::json)`,
      sectorIds: sql<number[]>`coalesce((
        select json_agg(${freelancerSectors.sectorId} order by ${freelancerSectors.position})
        from ${freelancerSectors} where ${freelancerSectors.freelancerId} = ${users.id}
      ), '[]'::json)`,
      tools: sql<FreelancerFitData['tools']>`coalesce((
        select json_agg(json_build_object('name', ${salesTools.toolName}, 'kind', ${salesTools.kind})
          order by ${freelancerTools.position})
        from ${freelancerTools}
        join ${salesTools} on ${salesTools.id} = ${freelancerTools.toolId}
        where ${freelancerTools.freelancerId} = ${users.id}
      ), '[]'::json)`,
      activeAssignments: sql<number>`(
        select count(*) from ${orderActivities}
        join ${orders} on ${orders.id} = ${orderActivities.orderId}
        where ${orderActivities.freelancerId} = ${users.id}
          and ${inArray(orders.status, [...weights.activeStatuses])}
          and ${orderActivities.id} <> ${context.serviceId}
      )`.mapWith(Number),
    })
    .from(users)
    .leftJoin(freelancers, eq(freelancers.userId, users.id))
    .leftJoin(workingHours, eq(workingHours.workingHour, freelancers.workingHours))
    .where(inArray(users.id, [...ids]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        realisedOrders: row.realisedOrders,
        reviewScores: row.reviewScores,
        activityLevels: row.activityLevels,
        subIndustries: row.subIndustries,
        sectorIds: row.sectorIds,
        tools: row.tools,
        workingDays: row.workingDays ?? [],
        workingHours:
          row.hoursKey === null
            ? null
            : { key: row.hoursKey, description: row.hoursDescription ?? row.hoursKey },
        activeAssignments: row.activeAssignments,
      },
    ]),
  );
}
