import type { Role } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type OrderRow, orderActivities, orderMessages } from '../../db/schema/index.ts';
import { createUser } from '../../testing/factories.ts';
import { addServiceRow, setOrder } from '../orders/activities/order-arrange.ts';
import { createOrder } from '../orders/order.repository.ts';
import { syncOrderFreelancers } from './conversation-membership.repository.ts';

/*
 * Test arrangements of conversations (issue 26): orders written straight into the database, with
 * their freelancer rows synced as the assignment would, and messages of any age.
 */

export interface ConversationPeople {
  investorId: number;
  guardianId: number | null;
  /** Each holds one service of the order (accepted). */
  freelancerIds?: readonly number[];
}

/** A new order of the investor in verification, guarded and served as given. */
export async function conversationOrder(
  app: FastifyInstance,
  { investorId, guardianId, freelancerIds = [] }: ConversationPeople,
): Promise<OrderRow> {
  const order = await createOrder(app.db, investorId);
  await setOrder(app, order.id, { status: 'VERYFICATION', pipelineId: 1, adminId: guardianId });
  for (const freelancerId of freelancerIds) await addServiceRow(app, order.id, freelancerId);
  await app.db.transaction((tx) => syncOrderFreelancers(tx, order.id));
  return { ...order, status: 'VERYFICATION', pipelineId: 1, adminId: guardianId };
}

/** Takes the service from whoever holds it (as a decline does) and syncs the members. */
export async function unassignService(app: FastifyInstance, serviceId: number) {
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orderActivities)
      .set({ freelancerId: null, offerState: 'DECLINED' })
      .where(eq(orderActivities.id, serviceId))
      .returning({ orderId: orderActivities.orderId });
    if (row) await syncOrderFreelancers(tx, row.orderId);
  });
}

/** A user id of a new account of the role (freelancers onboarded; investors get order #1). */
export async function newUserId(app: FastifyInstance, role: Role): Promise<number> {
  const { user } = await createUser(app, {
    role,
    ...(role === 'FREELANCER' ? { isOnboardingPassed: true } : {}),
  });
  return user.id;
}

/** A message stored as if written `minutesAgo` minutes ago (the edit window, paging). */
export async function storeMessage(
  app: FastifyInstance,
  {
    orderId,
    authorId,
    authorRole,
    text = 'Dzień dobry, czy możemy porozmawiać o zleceniu?',
    minutesAgo = 0,
  }: { orderId: number; authorId: number; authorRole: Role; text?: string; minutesAgo?: number },
): Promise<number> {
  const [row] = await app.db
    .insert(orderMessages)
    .values({
      orderId,
      authorId,
      authorRole,
      text,
      createdAt: new Date(Date.now() - minutesAgo * 60 * 1000),
    })
    .returning({ id: orderMessages.id });
  if (!row) throw new Error('message insert returned no row');
  return row.id;
}
