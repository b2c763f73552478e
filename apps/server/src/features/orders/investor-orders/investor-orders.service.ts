import {
  investorOrderMessages as io,
  OPEN_ORDERS_MAX,
  type Order,
  warsawToday,
  wizardMessages as wm,
} from '@handlowo/contract';
import type { Database, Transaction } from '../../../db/client.ts';
import type { OrderRow } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
// The user's row lock (media writes take it too): one investor's order creations queue on it.
import { lockUserMedia as lockInvestorRow } from '../../media/media-lock.ts';
import type { PictureFiles } from '../../media/picture-data-urls.ts';
import { createOrder } from '../order.repository.ts';
import { lockInvestorOrder } from '../order-lock.repository.ts';
import { findInvestorOrder, findInvestorOrders } from '../order-read.repository.ts';
import { copyServices, countOpenOrders, latestGuardianOf } from './investor-orders.repository.ts';

/*
 * 'Moje zlecenia' (issue 27): every order of the investor, a new draft, 'Zamów ponownie'. A new
 * order keeps the guardian of the investor's latest guarded order: the client keeps the person
 * they talk to (who sees the draft in their orders and verifies it with F12 as before).
 */

type ReadContext = PictureFiles & { db: Database };

const orderNotFound = () => notFound(wm.orderNotFound, 'ORDER_NOT_FOUND');

/** Every order of the investor: the current draft first, then the others newest first (as A10). */
export function listInvestorOrders(context: ReadContext, investorId: number): Promise<Order[]> {
  return findInvestorOrders(context.db, investorId, context, { draftFirst: true });
}

/** One order of the investor; another investor's or an unknown id: 404. */
export async function getInvestorOrder(
  context: ReadContext,
  investorId: number,
  orderId: number,
): Promise<Order> {
  const order = await findInvestorOrder(context.db, investorId, orderId, context);
  if (!order) throw orderNotFound();
  return order;
}

/**
 * Opens a new order under the investor's row lock, so that the limit's count and the order's
 * number hold under parallel requests: of N parallel creations with room for fewer, exactly as
 * many as fit succeed, with distinct numbers.
 */
async function openOrder(
  tx: Transaction,
  investorId: number,
  values: Omit<Parameters<typeof createOrder>[2], 'adminId'> = {},
): Promise<OrderRow> {
  await lockInvestorRow(tx, investorId);
  if ((await countOpenOrders(tx, investorId)) >= OPEN_ORDERS_MAX) {
    throw badRequest(io.openOrdersLimit, 'OPEN_ORDERS_LIMIT');
  }
  const adminId = await latestGuardianOf(tx, investorId);
  return createOrder(tx, investorId, { ...values, adminId });
}

/** A read of the order just committed (its avatars are read outside the transaction). */
async function readBack(context: ReadContext, investorId: number, orderId: number) {
  const order = await findInvestorOrder(context.db, investorId, orderId, context);
  if (!order) throw new Error(`order ${orderId} vanished after its creation`);
  return order;
}

/** A new, empty draft (no stage, no services). */
export async function createDraft(context: ReadContext, investorId: number): Promise<Order> {
  const created = await context.db.transaction((tx) => openOrder(tx, investorId));
  return readBack(context, investorId, created.id);
}

/**
 * 'Zamów ponownie': a new draft with the realised order's stage and services, their start dates
 * to choose again, each service's previous freelancer as the client's preference. The source
 * order's row is locked too, so it cannot change (a deleted account detaches it) in between.
 */
export async function repeatOrder(
  context: ReadContext,
  investorId: number,
  orderId: number,
): Promise<Order> {
  const created = await context.db.transaction(async (tx) => {
    // The investor's row first, as every creation takes it: no lock-order deadlock between them.
    await lockInvestorRow(tx, investorId);
    const source = await lockInvestorOrder(tx, investorId, orderId);
    if (!source) throw orderNotFound();
    if (source.status !== 'REALIZED') throw badRequest(io.repeatNotRealized, 'ORDER_NOT_REALIZED');
    const order = await openOrder(tx, investorId, {
      pipelineId: source.pipelineId,
      repeatOfOrderId: source.id,
    });
    await copyServices(tx, { fromOrderId: source.id, toOrderId: order.id, today: warsawToday() });
    return order;
  });
  return readBack(context, investorId, created.id);
}
