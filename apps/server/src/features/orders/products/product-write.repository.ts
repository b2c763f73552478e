import type { SalesArea } from '@handlowo/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../../db/client.ts';
import {
  investors,
  orders,
  productBuyerPersons,
  productCompanySizes,
  productSectors,
  products,
} from '../../../db/schema/index.ts';

/* Product writes (E9–E11). Every function runs inside the service's transaction. */

/** The lists of a product, each in the order the client sent it. */
export interface ProductLists {
  sectorIds?: readonly number[] | undefined;
  companySize?: readonly string[] | undefined;
  buyerPersonIds?: readonly number[] | undefined;
}

/** The columns of the products row itself. */
export interface ProductColumns {
  name?: string | undefined;
  subIndustryId?: number | undefined;
  description?: string | null | undefined;
  additionalNotes?: string | null | undefined;
  area?: SalesArea | undefined;
}

/**
 * Takes the investor's next product number: the upsert increments the counter on the investor's
 * row (creating the row with 1 on the first product) and locks that row until the transaction
 * ends. Parallel adds of one investor therefore queue here, so the count that follows sees every
 * product committed before, and a rolled-back add gives its number back.
 */
export async function takeNextProductNumber(tx: Transaction, investorId: number): Promise<number> {
  const [row] = await tx
    .insert(investors)
    .values({ userId: investorId, lastProductNumber: 1 })
    .onConflictDoUpdate({
      target: investors.userId,
      set: { lastProductNumber: sql`${investors.lastProductNumber} + 1` },
    })
    .returning({ number: investors.lastProductNumber });
  if (!row) throw new Error('investor counter upsert returned no row');
  return row.number;
}

export async function countProducts(db: Executor, investorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(eq(products.investorId, investorId));
  return row?.n ?? 0;
}

/**
 * The status of the investor's current draft (issue 27: the newest NEW order, else the newest in
 * VERYFICATION), else of their newest order; undefined when they have none. Products belong to
 * the investor, not to one order: they change while a draft is open. The share lock holds a
 * status change (the draft becoming ACTIVE) until this product write commits, while other
 * product writes of the investor still pass.
 */
export async function currentOrderStatus(tx: Transaction, investorId: number) {
  const [row] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.investorId, investorId))
    .orderBy(
      asc(sql`case ${orders.status} when 'NEW' then 0 when 'VERYFICATION' then 1 else 2 end`),
      desc(orders.investorOrderNumber),
    )
    .limit(1)
    .for('share');
  return row?.status;
}

/** True when every key of the (duplicate-free) list is a row of `table`: ids or text keys. */
export async function allKeysExist(
  db: Executor,
  table: PgTable,
  column: PgColumn,
  keys: readonly (number | string)[],
): Promise<boolean> {
  if (keys.length === 0) return true;
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(inArray(column, [...keys]));
  return (row?.n ?? 0) === new Set(keys).size;
}

/**
 * Locks the investor's product for the rest of the transaction (a parallel PATCH or DELETE of it
 * waits); false for an unknown id or another investor's product.
 */
export async function lockOwnProduct(
  tx: Transaction,
  investorId: number,
  productId: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.investorId, investorId)))
    .for('update');
  return row !== undefined;
}

const areaColumns = (area: SalesArea) => ({
  country: area.country,
  state: area.state,
  city: area.city,
});

export async function insertProduct(
  tx: Transaction,
  investorId: number,
  investorProductNumber: number,
  values: Required<Omit<ProductColumns, 'area'>> & { area: SalesArea },
): Promise<number> {
  const { area, ...columns } = values;
  const [row] = await tx
    .insert(products)
    .values({ investorId, investorProductNumber, ...columns, ...areaColumns(area) })
    .returning({ id: products.id });
  if (!row) throw new Error('product insert returned no row');
  return row.id;
}

/** Sets only the columns given; a new area replaces all three area columns. */
export async function updateProductColumns(
  tx: Transaction,
  productId: number,
  { area, ...columns }: ProductColumns,
): Promise<void> {
  const set = Object.fromEntries(
    Object.entries({ ...columns, ...(area ? areaColumns(area) : {}) }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  if (Object.keys(set).length === 0) return;
  await tx.update(products).set(set).where(eq(products.id, productId));
}

/** Replaces each list given (the saved list becomes exactly the one sent, in its order). */
export async function replaceProductLists(
  tx: Transaction,
  productId: number,
  { sectorIds, companySize, buyerPersonIds }: ProductLists,
): Promise<void> {
  // The contract refuses empty lists; the length checks only keep `insert` from getting no rows.
  if (sectorIds) {
    await tx.delete(productSectors).where(eq(productSectors.productId, productId));
    const rows = sectorIds.map((sectorId, position) => ({ productId, sectorId, position }));
    if (rows.length > 0) await tx.insert(productSectors).values(rows);
  }
  if (companySize) {
    await tx.delete(productCompanySizes).where(eq(productCompanySizes.productId, productId));
    const rows = companySize.map((key, position) => ({ productId, companySize: key, position }));
    if (rows.length > 0) await tx.insert(productCompanySizes).values(rows);
  }
  if (buyerPersonIds) {
    await tx.delete(productBuyerPersons).where(eq(productBuyerPersons.productId, productId));
    const rows = buyerPersonIds.map((buyerPersonId, position) => ({
      productId,
      buyerPersonId,
      position,
    }));
    if (rows.length > 0) await tx.insert(productBuyerPersons).values(rows);
  }
}

/** The relation rows go with it (ON DELETE CASCADE). */
export async function deleteProduct(tx: Transaction, productId: number): Promise<void> {
  await tx.delete(products).where(eq(products.id, productId));
}
