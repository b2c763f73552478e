import {
  adminMessages,
  type InvestorPrimaryData,
  type Order,
  type Product,
  wizardMessages,
} from '@handlowo/contract';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import type { PictureFiles } from '../../media/picture-data-urls.ts';
import { findInvestorOrders } from '../../orders/order-read.repository.ts';
import { findInvestorProducts } from '../../orders/products/product-read.repository.ts';
import {
  findInvestorPrimaryData,
  findRealInvestorProduct,
  isInvestorId,
} from './investor-detail.repository.ts';

const investorNotFound = () => notFound(adminMessages.investorNotFound);

async function assertInvestor(db: Database, investorId: number) {
  if (!(await isInvestorId(db, investorId))) throw investorNotFound();
}

export async function getInvestorPrimaryData(
  db: Database,
  investorId: number,
): Promise<InvestorPrimaryData> {
  const found = await findInvestorPrimaryData(db, investorId);
  if (!found) throw investorNotFound();
  return found;
}

export async function getInvestorProducts(db: Database, investorId: number): Promise<Product[]> {
  await assertInvestor(db, investorId);
  return findInvestorProducts(db, investorId);
}

export async function getProduct(db: Database, productId: number): Promise<Product> {
  const found = await findRealInvestorProduct(db, productId);
  if (!found) throw notFound(wizardMessages.productNotFound);
  return found;
}

export async function getInvestorOrders(
  context: PictureFiles & { db: Database },
  investorId: number,
): Promise<Order[]> {
  await assertInvestor(context.db, investorId);
  return findInvestorOrders(context.db, investorId, context);
}
