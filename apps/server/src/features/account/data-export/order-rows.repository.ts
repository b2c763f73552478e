import { asc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  buyerPersons,
  orderActivities,
  orders,
  pipelineMainTasks,
  pipelines,
  productBuyerPersons,
  productCompanySizes,
  productSectors,
  products,
  reviewScores,
  reviews,
  sectors,
  subIndustries,
} from '../../../db/schema/index.ts';

/*
 * The data export's reads of orders, products and reviews: one statement per section. Rows of
 * other people are reached only for what is the user's own (their order's services name the
 * assigned freelancer by id only; a service assigned to a freelancer carries no investor data).
 */

/** The investor's orders with their stage's name. */
export function readOrders(db: Executor, userId: number) {
  return db
    .select({
      id: orders.id,
      number: orders.investorOrderNumber,
      status: orders.status,
      pipelineId: pipelines.id,
      pipelineName: pipelines.name,
      adminId: orders.adminId,
      averageScore: orders.averageScore,
      repeatOfOrderId: orders.repeatOfOrderId,
      statusChangedAt: orders.statusChangedAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .leftJoin(pipelines, eq(pipelines.id, orders.pipelineId))
    .where(eq(orders.investorId, userId))
    .orderBy(asc(orders.investorOrderNumber), asc(orders.id));
}

const serviceColumns = {
  id: orderActivities.id,
  orderId: orderActivities.orderId,
  mainTaskId: pipelineMainTasks.id,
  mainTaskName: pipelineMainTasks.name,
  amount: orderActivities.amount,
  period: orderActivities.period,
  startDate: orderActivities.startDate,
  description: orderActivities.description,
  score: orderActivities.score,
  createdAt: orderActivities.createdAt,
};

/** The services of all the investor's orders, with the assigned freelancer's id. */
export function readOrderServices(db: Executor, userId: number) {
  return db
    .select({
      ...serviceColumns,
      freelancerId: orderActivities.freelancerId,
      preferredFreelancerId: orderActivities.preferredFreelancerId,
    })
    .from(orderActivities)
    .innerJoin(orders, eq(orders.id, orderActivities.orderId))
    .innerJoin(pipelineMainTasks, eq(pipelineMainTasks.id, orderActivities.pipelineMainTaskId))
    .where(eq(orders.investorId, userId))
    .orderBy(asc(orderActivities.id));
}

/** Services of anyone's orders assigned to the freelancer: only the order's id and status. */
export function readAssignedServices(db: Executor, userId: number) {
  return db
    .select({ ...serviceColumns, orderStatus: orders.status })
    .from(orderActivities)
    .innerJoin(orders, eq(orders.id, orderActivities.orderId))
    .innerJoin(pipelineMainTasks, eq(pipelineMainTasks.id, orderActivities.pipelineMainTaskId))
    .where(eq(orderActivities.freelancerId, userId))
    .orderBy(asc(orderActivities.id));
}

/** Orders the admin guards: only their id, status and date (the rest is the investor's). */
export function readGuardedOrders(db: Executor, userId: number) {
  return db
    .select({ id: orders.id, status: orders.status, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.adminId, userId))
    .orderBy(asc(orders.id));
}

export function readProducts(db: Executor, userId: number) {
  return db
    .select({
      id: products.id,
      number: products.investorProductNumber,
      name: products.name,
      subIndustryId: subIndustries.id,
      subIndustryName: subIndustries.name,
      description: products.description,
      additionalNotes: products.additionalNotes,
      country: products.country,
      state: products.state,
      city: products.city,
      createdAt: products.createdAt,
    })
    .from(products)
    .innerJoin(subIndustries, eq(subIndustries.id, products.subIndustryId))
    .where(eq(products.investorId, userId))
    .orderBy(asc(products.investorProductNumber), asc(products.id));
}

/** The three choice lists of all the investor's products, each in one statement. */
export function readProductSectors(db: Executor, userId: number) {
  return db
    .select({ productId: productSectors.productId, id: sectors.id, name: sectors.name })
    .from(productSectors)
    .innerJoin(products, eq(products.id, productSectors.productId))
    .innerJoin(sectors, eq(sectors.id, productSectors.sectorId))
    .where(eq(products.investorId, userId))
    .orderBy(asc(productSectors.productId), asc(productSectors.position));
}

export function readProductCompanySizes(db: Executor, userId: number) {
  return db
    .select({ productId: productCompanySizes.productId, name: productCompanySizes.companySize })
    .from(productCompanySizes)
    .innerJoin(products, eq(products.id, productCompanySizes.productId))
    .where(eq(products.investorId, userId))
    .orderBy(asc(productCompanySizes.productId), asc(productCompanySizes.position));
}

export function readProductBuyerPersons(db: Executor, userId: number) {
  return db
    .select({
      productId: productBuyerPersons.productId,
      id: buyerPersons.id,
      name: buyerPersons.name,
    })
    .from(productBuyerPersons)
    .innerJoin(products, eq(products.id, productBuyerPersons.productId))
    .innerJoin(buyerPersons, eq(buyerPersons.id, productBuyerPersons.buyerPersonId))
    .where(eq(products.investorId, userId))
    .orderBy(asc(productBuyerPersons.productId), asc(productBuyerPersons.position));
}

const reviewColumns = {
  id: reviews.id,
  freelancerId: reviews.freelancerId,
  authorFirstName: reviews.authorFirstName,
  authorLastName: reviews.authorLastName,
  orderActivityId: reviews.orderActivityId,
  text: reviews.text,
  createdAt: reviews.createdAt,
  authorType: reviews.authorType,
  updatedAt: reviews.updatedAt,
  replyText: reviews.replyText,
  repliedAt: reviews.repliedAt,
};

export function readReviewsReceived(db: Executor, userId: number) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .where(eq(reviews.freelancerId, userId))
    .orderBy(asc(reviews.id));
}

export function readReviewsWritten(db: Executor, userId: number) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .where(eq(reviews.authorId, userId))
    .orderBy(asc(reviews.id));
}

/** The category scores of every review the user received or wrote. */
export function readReviewScores(db: Executor, userId: number) {
  return db
    .select({
      reviewId: reviewScores.reviewId,
      category: reviewScores.category,
      score: reviewScores.score,
    })
    .from(reviewScores)
    .innerJoin(reviews, eq(reviews.id, reviewScores.reviewId))
    .where(or(eq(reviews.freelancerId, userId), eq(reviews.authorId, userId)))
    .orderBy(asc(reviewScores.reviewId));
}
