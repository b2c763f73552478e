import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';

/** G2: the order is finished (its row is locked by the caller, who checked it is ACTIVE). */
export async function markRealized(tx: Transaction, orderId: number): Promise<void> {
  await tx.update(orders).set({ status: 'REALIZED' }).where(eq(orders.id, orderId));
}
