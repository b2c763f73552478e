import type { InvestorData } from '@handlowo/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { investors, users } from '../../../db/schema/index.ts';
import { type AnswerColumns, upsertAnswersRow } from '../../../db/upsert-answers-row.ts';
import type { PictureFiles } from '../../media/picture-data-urls.ts';
import { findInvestorOrders } from '../../orders/order-read.repository.ts';
import { findInvestorProducts } from '../../orders/products/product-read.repository.ts';
import { investorAnswerColumns } from './answer-columns.ts';

export type InvestorAnswers = AnswerColumns<typeof investors>;

/** Writes answers (or consents), creating the investor's row on the first save. */
export async function saveInvestorAnswers(
  db: Executor,
  userId: number,
  answers: InvestorAnswers,
): Promise<void> {
  await upsertAnswersRow(db, investors, userId, answers);
}

/**
 * InvestorData (API.md 3.1) in three queries whatever the investor has: the user with its answers,
 * then its orders (with stages, services and guardians) and its products. `files` reads the
 * avatars of the guardians and the assigned freelancers.
 */
export async function findInvestorData(
  db: Executor,
  userId: number,
  files: PictureFiles,
): Promise<InvestorData | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      phone: users.phone,
      isMock: users.isMock,
      ...investorAnswerColumns,
    })
    .from(users)
    .leftJoin(investors, eq(investors.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.role, 'INVESTOR')));
  if (!row) return undefined;
  const [orders, products] = await Promise.all([
    findInvestorOrders(db, userId, files, { draftFirst: true }),
    findInvestorProducts(db, userId),
  ]);
  return {
    ...row,
    role: 'INVESTOR',
    // A missing answers row reads as nothing answered; the client needs explicit nulls.
    activityDestiny: row.activityDestiny ?? null,
    organizationStage: row.organizationStage ?? null,
    salesDepartment: row.salesDepartment ?? null,
    companyEmails: row.companyEmails ?? null,
    goToMarketStrategy: row.goToMarketStrategy ?? null,
    businessType: row.businessType ?? null,
    investorRole: row.investorRole ?? null,
    employeeCountRange: row.employeeCountRange ?? null,
    companySiteUrl: row.companySiteUrl ?? null,
    companyDescription: row.companyDescription ?? null,
    orders,
    products,
  };
}
