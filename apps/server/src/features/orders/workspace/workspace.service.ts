import {
  type AssignmentBrief,
  type AssignmentGroup,
  type AssignmentSummary,
  offerMessages,
  orderStatus,
  serviceEndDate,
  type WorkspaceGuardianWithOrders,
  type WorkspaceProduct,
} from '@handlowo/contract';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { products } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { escapeLike } from '../../admin/lists/search.ts';
import { type PictureFiles, readPictureDataUrls } from '../../media/picture-data-urls.ts';
import { toReview } from '../../profile/reviews/reviews.service.ts';
import {
  findInvestorProducts,
  findProductsWithInvestor,
} from '../products/product-read.repository.ts';
import {
  type AssignmentRow,
  findAssignment,
  findAssignments,
  findGuardianOrders,
  findServiceReview,
} from './workspace.repository.ts';

/** What the workspace reads need: the database, and the media for avatars. */
export interface WorkspaceContext extends PictureFiles {
  db: Database;
}

function toSummary(row: AssignmentRow): AssignmentSummary {
  return {
    orderActivityId: row.orderActivityId,
    name: row.name,
    amount: row.amount,
    period: row.period,
    startDate: row.startDate,
    endDate: serviceEndDate(row.startDate, row.period),
    group: row.group,
    offerState: row.offerState,
    offeredAt: row.offeredAt?.toISOString() ?? null,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    order: {
      id: row.orderId,
      investorOrderNumber: row.investorOrderNumber,
      status: row.orderStatus,
      statusDescription: orderStatus.labels[row.orderStatus],
    },
    investorCompany: row.investorCompany,
    pipelineName: row.pipelineName,
  };
}

/** `GET /freelancer/me/assignments`: one query. */
export async function getAssignments(
  db: Database,
  freelancerId: number,
  group: AssignmentGroup | undefined,
): Promise<AssignmentSummary[]> {
  const rows = await findAssignments(db, freelancerId, group);
  return rows.map(toSummary);
}

/**
 * `GET /freelancer/me/assignments/{id}`: the service with its order, investor and guardian (one
 * query), the investor's products (one), the review (one, once realised) and the guardian's
 * avatar from the media.
 */
export async function getAssignmentBrief(
  context: WorkspaceContext,
  freelancerId: number,
  orderActivityId: number,
): Promise<AssignmentBrief> {
  const { db } = context;
  const row = await findAssignment(db, freelancerId, orderActivityId);
  if (!row) throw notFound(offerMessages.offerNotFound);
  const [investorProducts, review] = await Promise.all([
    row.investorId === null ? [] : findInvestorProducts(db, row.investorId),
    row.group === 'DONE' ? findServiceReview(db, orderActivityId) : undefined,
  ]);
  const pictures = await readPictureDataUrls(context, [
    row.guardianAvatarKey,
    review?.authorAvatarKey ?? null,
  ]);
  const pictureOf = (key: string | null | undefined) => (key ? (pictures.get(key) ?? null) : null);
  return {
    ...toSummary(row),
    description: row.description,
    mainTaskDescription: row.mainTaskDescription,
    pipeline:
      row.pipelineId === null
        ? null
        : {
            id: row.pipelineId,
            name: row.pipelineName ?? '',
            description: row.pipelineDescription ?? '',
          },
    investor: {
      company: row.investorCompany,
      companySiteUrl: row.companySiteUrl || null,
      companyDescription: row.companyDescription || null,
    },
    products: investorProducts,
    guardian:
      row.guardianId === null
        ? null
        : {
            id: row.guardianId,
            firstName: row.guardianFirstName ?? '',
            lastName: row.guardianLastName ?? '',
            email: row.guardianEmail ?? '',
            phone: row.guardianPhone || null,
            pictureData: pictureOf(row.guardianAvatarKey),
          },
    review: review ? toReview(review, pictureOf(review.authorAvatarKey)) : null,
  };
}

/**
 * `GET /freelancer/me/products`: the products of every investor the caller works or worked for
 * (two queries: the caller's services, then the products). Each links to the caller's latest
 * service for that investor. The name search runs over these few rows only, after the indexed
 * lookup by investor.
 */
export async function getWorkspaceProducts(
  db: Database,
  freelancerId: number,
  search: string | undefined,
): Promise<WorkspaceProduct[]> {
  const assignments = await findAssignments(db, freelancerId);
  // Newest start first: the first service seen per investor is the one to link to.
  const byInvestor = new Map<number, AssignmentRow>();
  for (const row of assignments) {
    if (row.investorId !== null && !byInvestor.has(row.investorId))
      byInvestor.set(row.investorId, row);
  }
  if (byInvestor.size === 0) return [];
  const conditions: SQL[] = [inArray(products.investorId, [...byInvestor.keys()])];
  if (search) conditions.push(sql`${products.name} ilike ${`%${escapeLike(search)}%`}`);
  const found = await findProductsWithInvestor(db, and(...conditions) as SQL);
  return found.flatMap(({ investorId, product }) => {
    const service = byInvestor.get(investorId);
    return service
      ? [
          {
            ...product,
            orderActivityId: service.orderActivityId,
            investorCompany: service.investorCompany,
          },
        ]
      : [];
  });
}

/** `GET /freelancer/me/guardians`: one query, then each distinct avatar once. */
export async function getWorkspaceGuardians(
  context: WorkspaceContext,
  freelancerId: number,
): Promise<WorkspaceGuardianWithOrders[]> {
  const rows = await findGuardianOrders(context.db, freelancerId);
  const pictures = await readPictureDataUrls(
    context,
    rows.map((row) => row.avatarKey),
  );
  const guardians = new Map<number, WorkspaceGuardianWithOrders>();
  for (const row of rows) {
    let entry = guardians.get(row.guardianId);
    if (!entry) {
      entry = {
        id: row.guardianId,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone || null,
        pictureData: row.avatarKey ? (pictures.get(row.avatarKey) ?? null) : null,
        orders: [],
      };
      guardians.set(row.guardianId, entry);
    }
    entry.orders.push({
      orderId: row.orderId,
      investorOrderNumber: row.investorOrderNumber,
      investorCompany: row.investorCompany,
      orderActivityId: row.orderActivityId,
      name: row.name,
    });
  }
  return [...guardians.values()];
}
