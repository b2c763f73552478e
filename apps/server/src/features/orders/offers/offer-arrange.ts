import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderActivities } from '../../../db/schema/index.ts';
import { createUser } from '../../../testing/factories.ts';
import { setOrder, verifiedOrderWithService } from '../activities/order-arrange.ts';

/*
 * Test arrangements of the offers (issue 25): an order in verification of a fresh investor,
 * guarded by a fresh admin, whose one service is offered to `freelancerId` since `offeredAt`.
 * Fresh people only, so the access matrix sees no actor's rows change but the freelancer's.
 */

export async function offeredService(
  app: FastifyInstance,
  freelancerId: number,
  offeredAt = new Date(),
) {
  const { investor, order, service } = await verifiedOrderWithService(app);
  const guardian = (await createUser(app, { role: 'ADMIN', firstName: 'Ewa', lastName: 'Opiekun' }))
    .user;
  await setOrder(app, order.id, { adminId: guardian.id });
  await app.db
    .update(orderActivities)
    .set({ freelancerId, offerState: 'OFFERED', offeredAt })
    .where(eq(orderActivities.id, service.id));
  return { investor, order: { ...order, adminId: guardian.id }, service, guardian };
}
