import { and, count, eq, inArray, max, ne, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import {
  freelancerActivities,
  freelancerSectors,
  freelancerSubIndustries,
  freelancers,
  freelancerTools,
  orderActivities,
  orders,
  reviewScores,
  reviews,
  salesTools,
  subIndustries,
  users,
} from '../../../db/schema/index.ts';
import type { FitWeights } from './fit-weights.ts';

/*
 * The fit score of fit-weights.ts as one SQL expression, so that the database orders every
 * candidate by it and only the page travels. Each factor's per-freelancer input is an aggregate
 * over its answers table (hash-joined once, never a subquery per row); the arithmetic is `numeric`
 * (exact), rounded like `fitScore`: each part to six decimals, their sum to a whole number half
 * up. A test compares it with `fitScore` on varied freelancers.
 */

/** The scored service, resolved to ids (fit-context.repository.ts). */
export interface FitSqlContext {
  serviceId: number;
  /** The catalogue services of its main task. */
  activityIds: readonly number[];
  /** The investor's products' sub-industries and their industries. */
  subIndustryIds: readonly number[];
  industryIds: readonly number[];
  /** The products' sectors, each once. */
  sectorIds: readonly number[];
  /** Tool kinds the service needs (`relevantToolKinds`). */
  toolKinds: readonly string[];
  /** The freelancer the client asked for again, if any. */
  preferredFreelancerId: number | null;
  /** μ of the Bayesian review mean (`reviewPrior`), read once per request. */
  reviewPrior: number;
}

const num = (value: number) => sql`${value}::numeric`;

/**
 * Joins the per-freelancer aggregates to a query over `users` (which must already join
 * `freelancers`) and gives the score expression to select and order by.
 */
export function fitScoreSql(db: Executor, context: FitSqlContext, weights: FitWeights) {
  const levels = db
    .select({
      freelancerId: freelancerActivities.freelancerId,
      level: max(freelancerActivities.level).as('fit_level'),
    })
    .from(freelancerActivities)
    .where(inArray(freelancerActivities.activityId, [...context.activityIds]))
    .groupBy(freelancerActivities.freelancerId)
    .as('fit_levels');

  const industry = db
    .select({
      freelancerId: freelancerSubIndustries.freelancerId,
      share: sql<string>`max(case when ${inArray(freelancerSubIndustries.subIndustryId, [
        ...context.subIndustryIds,
      ])} then 1::numeric else ${num(weights.industryParentShare)} end)`.as('fit_industry_share'),
    })
    .from(freelancerSubIndustries)
    .innerJoin(subIndustries, eq(subIndustries.id, freelancerSubIndustries.subIndustryId))
    .where(inArray(subIndustries.industryId, [...context.industryIds]))
    .groupBy(freelancerSubIndustries.freelancerId)
    .as('fit_industries');

  const sectors = db
    .select({
      freelancerId: freelancerSectors.freelancerId,
      common: count().as('fit_common_sectors'),
    })
    .from(freelancerSectors)
    .where(inArray(freelancerSectors.sectorId, [...context.sectorIds]))
    .groupBy(freelancerSectors.freelancerId)
    .as('fit_sectors');

  const fittingKind = inArray(salesTools.kind, [...context.toolKinds]);
  const tools = db
    .select({
      freelancerId: freelancerTools.freelancerId,
      crm: sql<boolean>`bool_or(${salesTools.kind} = 'CRM')`.as('fit_has_crm'),
      fitting: sql<boolean>`bool_or(${fittingKind})`.as('fit_has_fitting'),
    })
    .from(freelancerTools)
    .innerJoin(salesTools, eq(salesTools.id, freelancerTools.toolId))
    .where(sql`(${salesTools.kind} = 'CRM' or ${fittingKind})`)
    .groupBy(freelancerTools.freelancerId)
    .as('fit_tools');

  const load = assignmentCounts(db, context.serviceId, weights);
  const rated = reviewTotals(db);

  const hoursShare = Object.entries(weights.hoursShare);
  const hours =
    hoursShare.length === 0
      ? sql`0`
      : sql`case ${freelancers.workingHours} ${sql.join(
          hoursShare.map(([key, share]) => sql`when ${key} then ${num(share)}`),
          sql` `,
        )} else 0 end`;

  const { points } = weights;
  const sectorShare =
    context.sectorIds.length === 0
      ? sql`0`
      : sql`coalesce(${sectors.common}, 0)::numeric / ${num(context.sectorIds.length)}`;
  const m = num(weights.reviewPriorWeight);
  const bayesian = sql`(${m} * ${num(context.reviewPrior)} + coalesce(${rated.total}, 0))
    / (${m} + coalesce(${rated.n}, 0))`;
  const preferred =
    context.preferredFreelancerId === null
      ? sql`0`
      : sql`case when ${users.id} = ${context.preferredFreelancerId} then 1 else 0 end`;
  const parts: SQL[] = [
    sql`${num(points.REVIEWS)} * (${bayesian} - ${num(weights.reviewMin)}) / ${num(weights.reviewMax - weights.reviewMin)}`,
    sql`${num(points.REALISED_ORDERS)} * least(coalesce(${load.realised}, 0), ${num(weights.realisedFullAt)}) / ${num(weights.realisedFullAt)}`,
    sql`${num(points.PREFERENCE)} * ${preferred}`,
    sql`${num(points.ACTIVITY_LEVEL)} * least(coalesce(${levels.level}, 0), ${num(weights.maxLevel)}) / ${num(weights.maxLevel)}`,
    sql`${num(points.INDUSTRY)} * coalesce(${industry.share}, 0)`,
    sql`${num(points.SECTORS)} * ${sectorShare}`,
    sql`${num(points.SALES_TOOLS)} * (
      case when ${tools.crm} then ${num(weights.crmShare)} else 0 end
      + case when ${tools.fitting} then ${num(1 - weights.crmShare)} else 0 end)`,
    sql`${num(points.AVAILABILITY)} * (
      ${num(weights.daysShare)} * least(coalesce(cardinality(${freelancers.workingDays}), 0), ${num(weights.fullWeekDays)}) / ${num(weights.fullWeekDays)}
      + ${num(1 - weights.daysShare)} * ${hours})`,
    sql`${num(points.LOAD)} * greatest(0, 1 - coalesce(${load.active}, 0)::numeric / ${num(weights.loadZeroAt)})`,
  ];
  const score = sql<number>`least(100, greatest(0, round(${sql.join(
    parts.map((part) => sql`round(${part}, 6)`),
    sql` + `,
  )})))::int`.mapWith(Number);
  // No realised service: 'Nowy na platformie', behind an equal score with a track record.
  const isNew = sql`coalesce(${load.realised}, 0) = 0`;

  const join = <T extends PgSelect>(query: T) =>
    query
      .leftJoin(levels, eq(levels.freelancerId, users.id))
      .leftJoin(industry, eq(industry.freelancerId, users.id))
      .leftJoin(sectors, eq(sectors.freelancerId, users.id))
      .leftJoin(tools, eq(tools.freelancerId, users.id))
      .leftJoin(load, eq(load.freelancerId, users.id))
      .leftJoin(rated, eq(rated.freelancerId, users.id));

  return { score, isNew, join };
}

/**
 * Per freelancer, `serviceId` excluded: `active`, services of VERYFICATION/ACTIVE orders assigned
 * to them (LOAD), and `realised`, those of REALIZED orders (REALISED_ORDERS); one pass.
 */
export function assignmentCounts(db: Executor, serviceId: number, weights: FitWeights) {
  const statuses = [...weights.activeStatuses, weights.realisedStatus];
  return db
    .select({
      freelancerId: sql<number>`${orderActivities.freelancerId}`.as('fit_load_freelancer_id'),
      active:
        sql<number>`count(*) filter (where ${inArray(orders.status, [...weights.activeStatuses])})`.as(
          'fit_active',
        ),
      realised:
        sql<number>`count(*) filter (where ${eq(orders.status, weights.realisedStatus)})`.as(
          'fit_realised',
        ),
    })
    .from(orderActivities)
    .innerJoin(orders, eq(orders.id, orderActivities.orderId))
    .where(
      and(
        inArray(orders.status, statuses),
        ne(orderActivities.id, serviceId),
        sql`${orderActivities.freelancerId} is not null`,
      ),
    )
    .groupBy(orderActivities.freelancerId)
    .as('fit_load');
}

/**
 * Per freelancer: `n` reviews (both kinds) and the `total` of their scores, each review's score
 * the mean of its category scores (as D2 counts them).
 */
export function reviewTotals(db: Executor) {
  const perReview = db
    .select({
      freelancerId: sql<number>`${reviews.freelancerId}`.as('fit_review_freelancer_id'),
      mean: sql<string>`avg(${reviewScores.score})`.as('fit_review_mean'),
    })
    .from(reviews)
    .innerJoin(reviewScores, eq(reviewScores.reviewId, reviews.id))
    .groupBy(reviews.id)
    .as('fit_review_means');
  return db
    .select({
      freelancerId: perReview.freelancerId,
      n: count().as('fit_review_count'),
      total: sql<string>`sum(${perReview.mean})`.as('fit_review_total'),
    })
    .from(perReview)
    .groupBy(perReview.freelancerId)
    .as('fit_reviews');
}
