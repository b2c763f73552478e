import { reviewCategory } from '@handlowo/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../../db/schema/index.ts';
import { createUser } from '../../../testing/factories.ts';
import { insertReview } from '../../profile/reviews/reviews.repository.ts';
import { addServiceRow, onboardedFreelancer } from '../activities/order-arrange.ts';

/*
 * Test arrangements for the client's opinions (issue 27; the access matrix and the API tests):
 * a further, realised order of an investor, written straight into the database so that the
 * investor's other orders (the matrix's shared world) stay as they are.
 */

/** A new REALIZED order of the investor (the next number) with one service per freelancer. */
export async function realisedOrderOf(
  app: FastifyInstance,
  investorId: number,
  freelancerIds: readonly number[],
) {
  const [order] = await app.db
    .insert(orders)
    .values({
      investorId,
      investorOrderNumber: sql`(select coalesce(max(${orders.investorOrderNumber}), 0) + 1 from ${orders} where ${orders.investorId} = ${investorId})`,
      status: 'REALIZED',
      pipelineId: 1,
    })
    .returning();
  if (!order) throw new Error('order insert returned no row');
  const services = [];
  for (const freelancerId of freelancerIds) {
    services.push(await addServiceRow(app, order.id, freelancerId));
  }
  return { order, services };
}

/** A fresh freelancer's service on a new realised order of the investor. */
export async function realisedServiceOf(app: FastifyInstance, investorId: number) {
  const freelancer = await onboardedFreelancer(app);
  const { order, services } = await realisedOrderOf(app, investorId, [freelancer.id]);
  const [service] = services;
  if (!service) throw new Error('no service');
  return { freelancer, order, service };
}

export const allFours = () => reviewCategory.keys.map((category) => ({ category, score: 4 }));

/** Stores a review of the freelancer's service (as the API would), `authorType` as given. */
export async function storeOpinion(
  app: FastifyInstance,
  {
    freelancerId,
    authorId,
    orderActivityId,
    authorType,
    createdAt,
  }: {
    freelancerId: number;
    authorId: number;
    orderActivityId: number | null;
    authorType: 'INVESTOR' | 'GUARDIAN';
    createdAt?: Date;
  },
): Promise<number> {
  const scores = Object.fromEntries(reviewCategory.keys.map((c) => [c, 4])) as Record<
    (typeof reviewCategory.keys)[number],
    number
  >;
  return app.db.transaction((tx) =>
    insertReview(tx, {
      freelancerId,
      authorId,
      authorFirstName: 'Zofia',
      authorLastName: 'Wójcik',
      orderActivityId,
      authorType,
      text: 'Dobra współpraca.',
      scores,
      createdAt,
    }),
  );
}

/** A review of the freelancer by a fresh investor (the author), not tied to an order. */
export async function reviewOf(app: FastifyInstance, freelancerId: number): Promise<number> {
  const author = (await createUser(app, { role: 'INVESTOR' })).user;
  return storeOpinion(app, {
    freelancerId,
    authorId: author.id,
    orderActivityId: null,
    authorType: 'INVESTOR',
  });
}
