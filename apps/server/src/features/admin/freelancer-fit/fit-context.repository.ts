import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  activities,
  industries,
  orderActivities,
  orders,
  pipelineMainTaskActivities,
  productSectors,
  products,
  reviewScores,
  reviews,
  sectors,
  subIndustries,
} from '../../../db/schema/index.ts';
import type { FitService } from './fit-score.ts';

/**
 * The scored service in one statement: its main task's catalogue services and the investor's
 * products (first by number) with their industries, the products' sectors each once, the
 * client's preferred freelancer and the platform's mean review (the fit score's Bayesian prior:
 * one aggregate per request, over every review's mean of its category scores, to 4 decimals).
 * Undefined for an unknown service.
 */
export async function findFitService(
  db: Executor,
  serviceId: number,
): Promise<FitService | undefined> {
  const [row] = await db
    .select({
      activities: sql<FitService['activities']>`coalesce((
        select json_agg(json_build_object(
          'id', ${activities.id}, 'code', ${activities.code}, 'name', ${activities.name}
        ) order by ${activities.position})
        from ${pipelineMainTaskActivities}
        join ${activities} on ${activities.id} = ${pipelineMainTaskActivities.activityId}
        where ${pipelineMainTaskActivities.pipelineMainTaskId} = ${orderActivities.pipelineMainTaskId}
      ), '[]'::json)`,
      products: sql<FitService['products']>`coalesce((
        select json_agg(json_build_object(
          'name', ${products.name},
          'subIndustryId', ${subIndustries.id},
          'subIndustryName', ${subIndustries.name},
          'industryId', ${industries.id},
          'industryName', ${industries.name}
        ) order by ${products.investorProductNumber})
        from ${products}
        join ${subIndustries} on ${subIndustries.id} = ${products.subIndustryId}
        join ${industries} on ${industries.id} = ${subIndustries.industryId}
        where ${products.investorId} = ${orders.investorId}
      ), '[]'::json)`,
      sectors: sql<FitService['sectors']>`coalesce((
        select json_agg(json_build_object('id', ${sectors.id}, 'name', ${sectors.name})
          order by ${sectors.position})
        from ${sectors}
        where ${sectors.id} in (
          select ${productSectors.sectorId} from ${productSectors}
          join ${products} on ${products.id} = ${productSectors.productId}
          where ${products.investorId} = ${orders.investorId}
        )
      ), '[]'::json)`,
      preferredFreelancerId: orderActivities.preferredFreelancerId,
      platformReviewMean: sql<number | null>`(
        select round(avg(per_review.mean), 4)::float8 from (
          select avg(${reviewScores.score}) as mean
          from ${reviews} join ${reviewScores} on ${reviewScores.reviewId} = ${reviews.id}
          group by ${reviews.id}
        ) per_review
      )`,
    })
    .from(orderActivities)
    .innerJoin(orders, eq(orders.id, orderActivities.orderId))
    .where(eq(orderActivities.id, serviceId));
  return row;
}
