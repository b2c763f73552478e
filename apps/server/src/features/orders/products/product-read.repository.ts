import type { BuyerPerson, CompanySize, Product, Sector } from '@handlowo/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  buyerPersons,
  companySizes,
  productBuyerPersons,
  productCompanySizes,
  productSectors,
  products,
  sectors,
  subIndustries,
} from '../../../db/schema/index.ts';

/*
 * Product (API.md 3.4) reads: one statement whatever the number of products, each list a
 * correlated `json_agg` subselect in the order the client sent it (`position`, API.md 1.6).
 */

/** `json_agg` of the rows in saved order, `[]` (never null) when there are none. */
function jsonList<T>(build: SQL, from: SQL, orderBy: SQL): SQL<T[]> {
  return sql<T[]>`coalesce((select json_agg(${build} order by ${orderBy}) ${from}), '[]'::json)`;
}

const productColumns = {
  id: products.id,
  investorProductNumber: products.investorProductNumber,
  name: products.name,
  subIndustry: {
    id: subIndustries.id,
    name: subIndustries.name,
    info: subIndustries.info,
  },
  description: products.description,
  sectors: jsonList<Sector>(
    sql`json_build_object('id', ${sectors.id}, 'name', ${sectors.name}, 'description', ${sectors.description})`,
    sql`from ${productSectors} join ${sectors} on ${sectors.id} = ${productSectors.sectorId} where ${productSectors.productId} = ${products.id}`,
    sql`${productSectors.position}`,
  ),
  companySize: jsonList<CompanySize>(
    sql`json_build_object('name', ${companySizes.name}, 'description', ${companySizes.description}, 'target', ${companySizes.target})`,
    sql`from ${productCompanySizes} join ${companySizes} on ${companySizes.name} = ${productCompanySizes.companySize} where ${productCompanySizes.productId} = ${products.id}`,
    sql`${productCompanySizes.position}`,
  ),
  buyerPersons: jsonList<BuyerPerson>(
    sql`json_build_object('id', ${buyerPersons.id}, 'name', ${buyerPersons.name}, 'groupName', ${buyerPersons.groupName})`,
    sql`from ${productBuyerPersons} join ${buyerPersons} on ${buyerPersons.id} = ${productBuyerPersons.buyerPersonId} where ${productBuyerPersons.productId} = ${products.id}`,
    sql`${productBuyerPersons.position}`,
  ),
  additionalNotes: products.additionalNotes,
  country: products.country,
  state: products.state,
  city: products.city,
};

function selectProducts(db: Executor, where: SQL | undefined) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(subIndustries, eq(subIndustries.id, products.subIndustryId))
    .where(where)
    .orderBy(asc(products.investorProductNumber));
}

type ProductSelectRow = Awaited<ReturnType<typeof selectProducts>>[number];

/** Empty texts read as null (API.md 3.4), whatever an older write stored. */
const toProduct = (row: ProductSelectRow): Product => ({
  ...row,
  description: row.description || null,
  additionalNotes: row.additionalNotes || null,
});

/** The investor's products by `investorProductNumber`, in one query. */
export async function findInvestorProducts(db: Executor, investorId: number): Promise<Product[]> {
  const rows = await selectProducts(db, eq(products.investorId, investorId));
  return rows.map(toProduct);
}

/** One product of the investor; undefined for an unknown id or another investor's product. */
export async function findInvestorProduct(
  db: Executor,
  investorId: number,
  productId: number,
): Promise<Product | undefined> {
  const [row] = await selectProducts(
    db,
    and(eq(products.investorId, investorId), eq(products.id, productId)),
  );
  return row ? toProduct(row) : undefined;
}

/** One product by id whoever's, when `owner` (a condition on its row) holds too; F8. */
export async function findProductWhere(
  db: Executor,
  productId: number,
  owner: SQL,
): Promise<Product | undefined> {
  const [row] = await selectProducts(db, and(eq(products.id, productId), owner));
  return row ? toProduct(row) : undefined;
}

/**
 * Products matching `where` (any investor's), each with its investor, by investor and number, in
 * one query: the freelancer's workspace lists the products of every order they work on.
 */
export async function findProductsWithInvestor(
  db: Executor,
  where: SQL,
): Promise<{ investorId: number; product: Product }[]> {
  const rows = await db
    .select({ ...productColumns, investorId: products.investorId })
    .from(products)
    .innerJoin(subIndustries, eq(subIndustries.id, products.subIndustryId))
    .where(where)
    .orderBy(asc(products.investorId), asc(products.investorProductNumber));
  return rows.map(({ investorId, ...row }) => ({ investorId, product: toProduct(row) }));
}
