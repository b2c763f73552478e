import type { OrderStatus } from '@handlowo/contract';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderActivities, orders, pipelineMainTasks } from '../../../db/schema/index.ts';
import { createUser } from '../../../testing/factories.ts';

/*
 * Test arrangements for E3–E6, F12 and F15 (the access matrix and the API tests): orders and
 * services written straight into the database, so a test of one route does not depend on another.
 */

/** The investor's first order (lowest number), as stored. */
export async function firstOrderOf(app: FastifyInstance, investorId: number) {
  const [order] = await app.db
    .select()
    .from(orders)
    .where(eq(orders.investorId, investorId))
    .orderBy(asc(orders.investorOrderNumber))
    .limit(1);
  if (!order) throw new Error(`investor ${investorId} has no order`);
  return order;
}

/** Sets columns of an order directly (statuses no API route reaches yet, a stage). */
export async function setOrder(
  app: FastifyInstance,
  orderId: number,
  values: { status?: OrderStatus; pipelineId?: number | null; adminId?: number | null },
) {
  await app.db.update(orders).set(values).where(eq(orders.id, orderId));
}

/** The stage's main task ids in display order. */
export async function taskIdsOf(app: FastifyInstance, pipelineId: number): Promise<number[]> {
  const rows = await app.db
    .select({ id: pipelineMainTasks.id })
    .from(pipelineMainTasks)
    .where(eq(pipelineMainTasks.pipelineId, pipelineId))
    .orderBy(asc(pipelineMainTasks.position));
  return rows.map((r) => r.id);
}

/** A main task of the order's stage that is not on the order yet (the stage set to 1 if none). */
export async function freeTaskOf(app: FastifyInstance, orderId: number): Promise<number> {
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  const pipelineId = order.pipelineId ?? 1;
  if (order.pipelineId === null) await setOrder(app, orderId, { pipelineId });
  const taken = app.db
    .select({ id: orderActivities.pipelineMainTaskId })
    .from(orderActivities)
    .where(eq(orderActivities.orderId, orderId));
  const [task] = await app.db
    .select({ id: pipelineMainTasks.id })
    .from(pipelineMainTasks)
    .where(
      and(eq(pipelineMainTasks.pipelineId, pipelineId), notInArray(pipelineMainTasks.id, taken)),
    )
    .orderBy(asc(pipelineMainTasks.position))
    .limit(1);
  if (!task) throw new Error(`every main task of stage ${pipelineId} is on order ${orderId}`);
  return task.id;
}

/** Stores a service on the order with a free main task of its stage. */
export async function addServiceRow(
  app: FastifyInstance,
  orderId: number,
  freelancerId: number | null = null,
) {
  const pipelineMainTaskId = await freeTaskOf(app, orderId);
  const [row] = await app.db
    .insert(orderActivities)
    .values({
      orderId,
      pipelineMainTaskId,
      amount: 20,
      period: 2,
      startDate: '2027-03-01',
      description: 'Umawianie spotkań handlowych.',
      freelancerId,
      // A stored freelancer is one who accepted (as the backfill of ADR 018 has it).
      ...(freelancerId === null ? {} : { offerState: 'ACCEPTED' as const, offeredAt: new Date() }),
    })
    .returning();
  if (!row) throw new Error('order activity insert returned no row');
  return row;
}

/** A service of the order: the first one stored, or a new one. */
export async function someServiceOf(app: FastifyInstance, orderId: number) {
  const [row] = await app.db
    .select()
    .from(orderActivities)
    .where(eq(orderActivities.orderId, orderId))
    .orderBy(asc(orderActivities.id))
    .limit(1);
  return row ?? addServiceRow(app, orderId);
}

/** A freelancer an admin may assign: onboarding finished. */
export async function onboardedFreelancer(app: FastifyInstance) {
  return (await createUser(app, { role: 'FREELANCER', isOnboardingPassed: true })).user;
}

/**
 * An investor outside the matrix's world with its order in verification and one service without
 * a freelancer: the admin's assignments change this investor's rows, no actor's.
 */
export async function verifiedOrderWithService(app: FastifyInstance) {
  const investor = (await createUser(app, { role: 'INVESTOR' })).user;
  const order = await firstOrderOf(app, investor.id);
  await setOrder(app, order.id, { status: 'VERYFICATION', pipelineId: 1 });
  const service = await addServiceRow(app, order.id);
  return { investor, order, service };
}
