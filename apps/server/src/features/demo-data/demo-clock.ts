/**
 * The API stamps everything the generator does with the minute it runs. This last pass sets the
 * clock of each order back to what its status says happened (issue 28): a realised order was
 * created before its services started and finished when they ended, its reviews and the
 * conversation came in between; an active one was created before its first service started; a
 * new or verified one in the last days. Direct writes: no endpoint moves time.
 */
import type { OrderStatus } from '@handlowo/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { orderActivities, orderMessages, orders, reviews } from '../../db/schema/index.ts';
import { type DemoCalendar, daysBefore, earlier, monthOf, startOfMonth } from './demo-calendar.ts';
import type { SeededRandom } from './seeded-random.ts';

export interface SettledOrder {
  orderId: number;
  status: OrderStatus;
}

const later = (date: Date, days: number) => daysBefore(date, -days);

export async function setOrderClocks(
  db: Database,
  calendar: DemoCalendar,
  random: SeededRandom,
  settled: readonly SettledOrder[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const order of settled) {
      await setOrderClock(tx, calendar.now, random.fork(`clock-${order.orderId}`), order);
    }
  });
}

async function setOrderClock(
  tx: Transaction,
  now: Date,
  random: SeededRandom,
  { orderId, status }: SettledOrder,
) {
  const services = await tx
    .select({
      id: orderActivities.id,
      startDate: orderActivities.startDate,
      period: orderActivities.period,
    })
    .from(orderActivities)
    .where(eq(orderActivities.orderId, orderId));
  if (services.length === 0) return;
  const firstStart = startOfMonth(Math.min(...services.map((s) => monthOf(s.startDate))));
  // The first day after the last service's last month.
  const lastEnd = startOfMonth(Math.max(...services.map((s) => monthOf(s.startDate) + s.period)));
  let created: Date;
  let changed: Date;
  switch (status) {
    case 'NEW':
      created = daysBefore(now, random.int(1, 6));
      changed = created;
      break;
    case 'VERYFICATION':
      created = daysBefore(now, random.int(3, 9));
      changed = daysBefore(now, random.int(1, 2));
      break;
    case 'ACTIVE':
      created = daysBefore(earlier(firstStart, now), random.int(10, 30));
      changed = daysBefore(earlier(firstStart, now), random.int(1, 7));
      break;
    case 'REALIZED':
      created = daysBefore(firstStart, random.int(10, 30));
      changed = earlier(later(lastEnd, random.int(0, 3)), now);
      break;
  }
  await tx
    .update(orders)
    .set({ createdAt: created, statusChangedAt: changed })
    .where(eq(orders.id, orderId));
  if (status === 'ACTIVE' || status === 'REALIZED') {
    // Offered a day after the order came in; the last acceptance made the order active.
    const answered = status === 'ACTIVE' ? changed : later(created, 2);
    await tx
      .update(orderActivities)
      .set({ offeredAt: later(created, 1), answeredAt: answered })
      .where(and(eq(orderActivities.orderId, orderId), isNotNull(orderActivities.offeredAt)));
  }
  if (status === 'REALIZED') {
    for (const service of services) {
      const reviewed = earlier(later(changed, random.int(1, 6)), now);
      await tx
        .update(reviews)
        .set({ createdAt: reviewed })
        .where(eq(reviews.orderActivityId, service.id));
      await tx
        .update(reviews)
        .set({ repliedAt: earlier(later(reviewed, random.int(1, 3)), now) })
        .where(and(eq(reviews.orderActivityId, service.id), isNotNull(reviews.repliedAt)));
    }
  }
  // The conversation runs from the guardian's arrival to the end (or today), in the order written.
  const messages = await tx
    .select({ id: orderMessages.id })
    .from(orderMessages)
    .where(eq(orderMessages.orderId, orderId))
    .orderBy(asc(orderMessages.id));
  const from = (status === 'VERYFICATION' ? changed : later(created, 1)).getTime();
  const until = (status === 'REALIZED' ? changed : now).getTime();
  for (const [i, { id }] of messages.entries()) {
    const at = new Date(from + ((until - from) * (i + 1)) / (messages.length + 1));
    await tx.update(orderMessages).set({ createdAt: at }).where(eq(orderMessages.id, id));
  }
}
