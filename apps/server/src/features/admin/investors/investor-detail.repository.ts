import type { InvestorPrimaryData, Product } from '@handlowo/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { orders, products, users } from '../../../db/schema/index.ts';
import { findProductWhere } from '../../orders/products/product-read.repository.ts';
import { isRealInvestor } from './investor-list.repository.ts';

/* F6–F9 reads keyed by a real (non-temporary) investor's id. */

/** F6 in one statement; undefined for an unknown, temporary or non-investor id. */
export async function findInvestorPrimaryData(
  db: Executor,
  investorId: number,
): Promise<InvestorPrimaryData | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      email: users.email,
      phone: users.phone,
      createdAt: users.createdAt,
      // The id as a parameter: a single-table select names its columns unqualified, so a
      // correlated `users.id` would bind to the subquery's own `orders.id`.
      ordersAmount:
        sql<number>`(select count(*) from ${orders} where ${orders.investorId} = ${investorId})`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(and(eq(users.id, investorId), isRealInvestor));
  return row && { ...row, createdAt: row.createdAt.toISOString() };
}

/** Whether the id is a real investor's (F7, F9 answer 404 otherwise). */
export async function isInvestorId(db: Executor, investorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, investorId), isRealInvestor));
  return row !== undefined;
}

/** F8: a product of any real investor; undefined otherwise. One statement. */
export function findRealInvestorProduct(
  db: Executor,
  productId: number,
): Promise<Product | undefined> {
  return findProductWhere(
    db,
    productId,
    sql`exists (select 1 from ${users} where ${users.id} = ${products.investorId} and ${users.role} = 'INVESTOR' and not ${users.isMock})`,
  );
}
