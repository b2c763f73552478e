import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import { orderActivities, orders } from '../../../db/schema/index.ts';

/*
 * Writes of several orders per investor (issue 27): counting the open orders, the guardian a new
 * draft inherits, and the services a repeat copies. Run inside the transaction that holds the
 * investor's row lock.
 */

/** Orders of the investor that count towards the limit: drafts (NEW) and those in verification. */
export async function countOpenOrders(tx: Transaction, investorId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.investorId, investorId), inArray(orders.status, ['NEW', 'VERYFICATION'])));
  return row?.n ?? 0;
}

/** The guardian of the investor's newest order that has one, or null. */
export async function latestGuardianOf(
  tx: Transaction,
  investorId: number,
): Promise<number | null> {
  const [row] = await tx
    .select({ adminId: orders.adminId })
    .from(orders)
    .where(and(eq(orders.investorId, investorId), isNotNull(orders.adminId)))
    .orderBy(desc(orders.investorOrderNumber))
    .limit(1);
  return row?.adminId ?? null;
}

/**
 * Copies the services of `fromOrderId` onto `toOrderId` in one statement: the same main task,
 * amount, period and description; no freelancer, offer or score; the previous freelancer becomes
 * the preference. The start date is kept when it has passed and otherwise moved to the day before
 * `today`, so every copied date lies in the past, which the wizard asks to choose again
 * (`startDateToChoose`). The copies keep the originals' order (created_at, then id).
 */
export async function copyServices(
  tx: Transaction,
  { fromOrderId, toOrderId, today }: { fromOrderId: number; toOrderId: number; today: string },
): Promise<void> {
  await tx.execute(sql`
    insert into ${orderActivities} (
      order_id, pipeline_main_task_id, amount, period, start_date, description,
      preferred_freelancer_id
    )
    select ${toOrderId}, ${orderActivities.pipelineMainTaskId}, ${orderActivities.amount},
      ${orderActivities.period}, least(${orderActivities.startDate}, ${today}::date - 1),
      ${orderActivities.description}, ${orderActivities.freelancerId}
    from ${orderActivities}
    where ${orderActivities.orderId} = ${fromOrderId}
    order by ${orderActivities.createdAt}, ${orderActivities.id}`);
}
