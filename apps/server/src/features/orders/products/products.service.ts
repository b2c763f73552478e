import {
  isOrderEditable,
  messages,
  PRODUCTS_MAX,
  type Product,
  type ProductBody,
  type ProductPatchBody,
  wizardMessages as wm,
} from '@handlowo/contract';
import type { Database, Executor, Transaction } from '../../../db/client.ts';
import { buyerPersons, companySizes, sectors, subIndustries } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { findInvestorProduct } from './product-read.repository.ts';
import {
  allKeysExist,
  countProducts,
  currentOrderStatus,
  deleteProduct,
  insertProduct,
  lockOwnProduct,
  type ProductLists,
  replaceProductLists,
  takeNextProductNumber,
  updateProductColumns,
} from './product-write.repository.ts';

/*
 * The investor's products (E9–E11). Products change only while the investor has a draft (an
 * order new or being verified; issue 27, before: their first order); with none, every order is
 * with the freelancers, who work from the products, so they are frozen (ours).
 */

async function assertOrderEditable(tx: Transaction, investorId: number): Promise<void> {
  const status = await currentOrderStatus(tx, investorId);
  // Every investor gets order #1 with its account; without one there is nothing to freeze.
  if (status !== undefined && !isOrderEditable(status)) throw badRequest(wm.orderLocked);
}

/** Every id and key the body names is a dictionary row, else 400 (never a foreign-key 500). */
async function assertOptionsExist(
  db: Executor,
  {
    subIndustryId,
    sectorIds,
    companySize,
    buyerPersonIds,
  }: ProductLists & {
    subIndustryId?: number | undefined;
  },
): Promise<void> {
  const checks = [
    subIndustryId === undefined ||
      (await allKeysExist(db, subIndustries, subIndustries.id, [subIndustryId])),
    !sectorIds || (await allKeysExist(db, sectors, sectors.id, sectorIds)),
    !companySize || (await allKeysExist(db, companySizes, companySizes.name, companySize)),
    !buyerPersonIds || (await allKeysExist(db, buyerPersons, buyerPersons.id, buyerPersonIds)),
  ];
  if (checks.includes(false)) throw badRequest(messages.unknownOption);
}

async function readBack(tx: Transaction, investorId: number, productId: number) {
  const product = await findInvestorProduct(tx, investorId, productId);
  if (!product) throw new Error(`product ${productId} vanished inside its transaction`);
  return product;
}

/**
 * E9. The number comes from the investor's counter, whose row lock also serialises the limit
 * check: N parallel adds with room for fewer store exactly as many as fit, with distinct numbers.
 */
export function addProduct(db: Database, investorId: number, body: ProductBody): Promise<Product> {
  return db.transaction(async (tx) => {
    await assertOrderEditable(tx, investorId);
    await assertOptionsExist(tx, body);
    const number = await takeNextProductNumber(tx, investorId);
    if ((await countProducts(tx, investorId)) >= PRODUCTS_MAX) throw badRequest(wm.productsLimit);
    const { sectorIds, companySize, buyerPersonIds, ...columns } = body;
    const id = await insertProduct(tx, investorId, number, columns);
    await replaceProductLists(tx, id, { sectorIds, companySize, buyerPersonIds });
    return readBack(tx, investorId, id);
  });
}

/**
 * E10: only the keys sent change; a list sent replaces the saved one; a named area replaces the
 * area. Ownership is checked first (404), then an empty body is a no-op, then the order's status.
 */
export function updateProduct(
  db: Database,
  investorId: number,
  productId: number,
  patch: ProductPatchBody,
): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await lockOwnProduct(tx, investorId, productId))) throw notFound(wm.productNotFound);
    const { sectorIds, companySize, buyerPersonIds, ...columns } = patch;
    const sent = Object.values(patch).some((value) => value !== undefined);
    if (!sent) return;
    await assertOrderEditable(tx, investorId);
    await assertOptionsExist(tx, patch);
    await updateProductColumns(tx, productId, columns);
    await replaceProductLists(tx, productId, { sectorIds, companySize, buyerPersonIds });
  });
}

/** E11: the product and its lists; its number is not given out again. */
export function removeProduct(db: Database, investorId: number, productId: number): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await lockOwnProduct(tx, investorId, productId))) throw notFound(wm.productNotFound);
    await assertOrderEditable(tx, investorId);
    await deleteProduct(tx, productId);
  });
}
