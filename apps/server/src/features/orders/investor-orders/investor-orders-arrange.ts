import { and, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../../db/schema/index.ts';
import { addServiceRow, setOrder } from '../activities/order-arrange.ts';
import { createOrder } from '../order.repository.ts';

/*
 * Test arrangements for the investor's several orders (issue 27): rows written straight into the
 * database, so that a test of one route does not depend on another.
 */

/**
 * Moves every open order of the investor but #1 to REALIZED, so that a creation has room under
 * the limit whatever other entries of a shared world created before.
 */
export async function makeRoomForOrders(app: FastifyInstance, investorId: number) {
  await app.db
    .update(orders)
    .set({ status: 'REALIZED' })
    .where(
      and(
        eq(orders.investorId, investorId),
        gt(orders.investorOrderNumber, 1),
        inArray(orders.status, ['NEW', 'VERYFICATION']),
      ),
    );
}

interface RealizedOrderOptions {
  /** The first service's freelancer. */
  freelancerId?: number | null;
  services?: number;
  /** Always a new order, even when the investor has a realised one. */
  fresh?: boolean;
}

/**
 * A REALIZED order of the investor with a stage and `services` services (the first one with
 * `freelancerId`): the newest such order when one exists and `fresh` is false, else a new one.
 */
export async function realizedOrderOf(
  app: FastifyInstance,
  investorId: number,
  { freelancerId = null, services = 1, fresh = false }: RealizedOrderOptions = {},
) {
  if (!fresh) {
    const [found] = await app.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.investorId, investorId),
          eq(orders.status, 'REALIZED'),
          isNotNull(orders.pipelineId),
        ),
      )
      .orderBy(desc(orders.investorOrderNumber))
      .limit(1);
    if (found) return found;
  }
  const order = await createOrder(app.db, investorId, { pipelineId: 1 });
  for (let i = 0; i < services; i++) {
    await addServiceRow(app, order.id, i === 0 ? freelancerId : null);
  }
  await setOrder(app, order.id, { status: 'REALIZED' });
  return { ...order, status: 'REALIZED' as const };
}
