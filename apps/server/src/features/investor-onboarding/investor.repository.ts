import { type InvestorData, type Order, orderStatus } from '@handlowo/contract';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { investors, orders, users } from '../../db/schema/index.ts';
import { type AnswerColumns, upsertAnswersRow } from '../../db/upsert-answers-row.ts';

export type InvestorAnswers = AnswerColumns<typeof investors>;

/** Writes answers (or consents), creating the investor's row on the first save. */
export async function saveInvestorAnswers(
  db: Executor,
  userId: number,
  answers: InvestorAnswers,
): Promise<void> {
  await upsertAnswersRow(db, investors, userId, answers);
}

const guardian = alias(users, 'guardian');

/** The investor's orders, oldest first, with their guardian. */
async function findOrders(db: Executor, investorId: number): Promise<Order[]> {
  const rows = await db
    .select({
      id: orders.id,
      investorOrderNumber: orders.investorOrderNumber,
      status: orders.status,
      averageScore: orders.averageScore,
      guardianId: guardian.id,
      guardianFirstName: guardian.firstName,
      guardianLastName: guardian.lastName,
      guardianEmail: guardian.email,
    })
    .from(orders)
    .leftJoin(guardian, eq(guardian.id, orders.adminId))
    .where(eq(orders.investorId, investorId))
    .orderBy(asc(orders.investorOrderNumber));
  return rows.map((row) => ({
    id: row.id,
    investorOrderNumber: row.investorOrderNumber,
    // Pipelines, services and admin avatars arrive with the service wizard and profile issues.
    pipeline: null,
    orderActivities: [],
    orderStatus: row.status,
    orderStatusDescription: orderStatus.labels[row.status],
    averageScore: row.averageScore,
    orderAdminDTO:
      row.guardianId === null
        ? null
        : {
            id: row.guardianId,
            firstName: row.guardianFirstName ?? '',
            lastName: row.guardianLastName ?? '',
            email: row.guardianEmail ?? '',
            pictureData: null,
          },
  }));
}

/** InvestorData (API.md 3.1) in two queries: the user with its answers, then its orders. */
export async function findInvestorData(
  db: Executor,
  userId: number,
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
      activityDestiny: investors.activityDestiny,
      organizationStage: investors.organizationStage,
      salesDepartment: investors.salesDepartment,
      companyEmails: investors.companyEmails,
      goToMarketStrategy: investors.goToMarketStrategy,
      businessType: investors.businessType,
      investorRole: investors.investorRole,
      employeeCountRange: investors.employeeCountRange,
      companySiteUrl: investors.companySiteUrl,
      companyDescription: investors.companyDescription,
    })
    .from(users)
    .leftJoin(investors, eq(investors.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.role, 'INVESTOR')));
  if (!row) return undefined;
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
    orders: await findOrders(db, userId),
    // Products arrive with the service wizard issue.
    products: [],
  };
}
