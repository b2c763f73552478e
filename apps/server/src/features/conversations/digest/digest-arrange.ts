import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { orderActivities } from '../../../db/schema/index.ts';
import { type CreatedUser, createUser } from '../../../testing/factories.ts';
import { conversationOrder } from '../conversation-arrange.ts';
import { sendRead, written } from '../conversation-requests.ts';

/*
 * Test support of the digest e-mails and the live channel (issue 26): an order's conversation
 * with its investor, its guardian and a freelancer holding a service, and the routes members use
 * to write and read.
 */

export interface ArrangedConversation {
  orderId: number;
  /** The freelancer's service (to take it away again). */
  serviceId: number;
  investor: CreatedUser;
  guardian: CreatedUser;
  freelancer: CreatedUser;
}

/** A new order (the investor's #2) guarded by a new admin and served by a new freelancer. */
export async function conversationOfThree(app: FastifyInstance): Promise<ArrangedConversation> {
  const investor = await createUser(app, { role: 'INVESTOR', company: 'Okna Nowak' });
  const guardian = await createUser(app, { role: 'ADMIN', firstName: 'Ewa', lastName: 'Opiekun' });
  const freelancer = await createUser(app, {
    role: 'FREELANCER',
    isOnboardingPassed: true,
    firstName: 'Piotr',
    lastName: 'Zięba',
  });
  const order = await conversationOrder(app, {
    investorId: investor.user.id,
    guardianId: guardian.user.id,
    freelancerIds: [freelancer.user.id],
  });
  const [service] = await app.db
    .select({ id: orderActivities.id })
    .from(orderActivities)
    .where(eq(orderActivities.orderId, order.id));
  if (!service) throw new Error('the order has no service');
  return { orderId: order.id, serviceId: service.id, investor, guardian, freelancer };
}

/** POST /orders/{orderId}/messages as `author`; the new message's id. */
export async function post(
  app: FastifyInstance,
  orderId: number,
  author: CreatedUser,
  text: string,
): Promise<number> {
  return (await written(app, author.token, orderId, text)).id;
}

/** POST /orders/{orderId}/messages/read up to `messageId` as `reader`. */
export async function readUpTo(
  app: FastifyInstance,
  orderId: number,
  reader: CreatedUser,
  messageId: number,
): Promise<void> {
  const res = await sendRead(app, reader.token, orderId, messageId);
  expect(res.statusCode, res.body).toBe(204);
}
