import type {
  FreelancerActivity,
  FreelancerData,
  SalesTool,
  Sector,
  Specialization,
  SubIndustry,
} from '@handlowo/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import {
  activities,
  freelancerActivities,
  freelancerSectors,
  freelancerSubIndustries,
  freelancers,
  freelancerTools,
  salesTools,
  sectors,
  specializations,
  subIndustries,
  users,
} from '../../../db/schema/index.ts';
import { type AnswerColumns, upsertAnswersRow } from '../../../db/upsert-answers-row.ts';
import { isFreelancerWithId } from '../../auth/user.repository.ts';
import { serviceOrderStat } from '../../profile/services/freelancer-services.repository.ts';

/** Writes scalar answers, creating the freelancer's row on the first save. */
export async function saveFreelancerAnswers(
  db: Executor,
  userId: number,
  answers: AnswerColumns<typeof freelancers>,
): Promise<void> {
  await upsertAnswersRow(db, freelancers, userId, answers);
}

/** The ordered lists of a freelancer (API.md 1.6: GETs return the order the client saved). */
type ListTable = PgTable & { freelancerId: AnyPgColumn };

/**
 * Replaces the whole list, `position` = index in the list the client sent. The list tables hang
 * off `freelancers`, so the row is made to exist first. Call it inside a transaction so that a
 * failure leaves the previous list in place.
 */
async function replaceList<T extends ListTable>(
  db: Executor,
  table: T,
  userId: number,
  items: readonly Omit<T['$inferInsert'], 'freelancerId' | 'position'>[],
): Promise<void> {
  await upsertAnswersRow(db, freelancers, userId);
  await db.delete(table).where(eq(table.freelancerId, userId));
  if (items.length === 0) return;
  const rows: T['$inferInsert'][] = items.map((item, position) => ({
    ...item,
    freelancerId: userId,
    position,
  }));
  await db.insert(table).values(rows);
}

export async function replaceSubIndustries(db: Executor, userId: number, ids: readonly number[]) {
  await replaceList(
    db,
    freelancerSubIndustries,
    userId,
    ids.map((subIndustryId) => ({ subIndustryId })),
  );
}

export async function replaceSectors(db: Executor, userId: number, ids: readonly number[]) {
  await replaceList(
    db,
    freelancerSectors,
    userId,
    ids.map((sectorId) => ({ sectorId })),
  );
}

export async function replaceActivities(
  db: Executor,
  userId: number,
  list: readonly { activityId: number; level: number }[],
) {
  await replaceList(db, freelancerActivities, userId, list);
}

export async function replaceTools(db: Executor, userId: number, ids: readonly number[]) {
  await replaceList(
    db,
    freelancerTools,
    userId,
    ids.map((toolId) => ({ toolId })),
  );
}

/** Sets the onboarding flag of the core's users table (the only column of it this feature writes). */
export async function markOnboardingPassed(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ isOnboardingPassed: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** `json_agg` of the rows in saved order, `[]` (never null) when there are none. */
function jsonList<T>(build: SQL, from: SQL, orderBy: SQL): SQL<T[]> {
  return sql<T[]>`coalesce((select json_agg(${build} order by ${orderBy}) ${from}), '[]'::json)`;
}

const freelancerDataStatement = preparedPerDatabase('freelancer_data', (db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      isOnboardingPassed: users.isOnboardingPassed,
      experienceLevel: freelancers.experienceLevel,
      specialization: sql<Specialization | null>`(select json_build_object('id', ${specializations.id}, 'name', ${specializations.name}, 'description', ${specializations.description}) from ${specializations} where ${specializations.id} = ${freelancers.specializationId})`,
      workingDays: freelancers.workingDays,
      workingHours: freelancers.workingHours,
      incomeGoal: freelancers.incomeGoal,
      subIndustries: jsonList<SubIndustry>(
        sql`json_build_object('id', ${subIndustries.id}, 'name', ${subIndustries.name}, 'info', ${subIndustries.info})`,
        sql`from ${freelancerSubIndustries} join ${subIndustries} on ${subIndustries.id} = ${freelancerSubIndustries.subIndustryId} where ${freelancerSubIndustries.freelancerId} = ${users.id}`,
        sql`${freelancerSubIndustries.position}`,
      ),
      typeOfSales: freelancers.typeOfSales,
      sectors: jsonList<Sector>(
        sql`json_build_object('id', ${sectors.id}, 'name', ${sectors.name}, 'description', ${sectors.description})`,
        sql`from ${freelancerSectors} join ${sectors} on ${sectors.id} = ${freelancerSectors.sectorId} where ${freelancerSectors.freelancerId} = ${users.id}`,
        sql`${freelancerSectors.position}`,
      ),
      // points and orderCount: the realised orders of each service, as D26 (freelancer-services).
      selectedActivities: jsonList<FreelancerActivity>(
        sql`json_build_object('activityId', ${activities.id}, 'name', ${activities.name}, 'info', ${activities.info}, 'level', ${freelancerActivities.level}, 'points', ${serviceOrderStat('points', freelancerActivities.freelancerId, activities.id)}, 'orderCount', ${serviceOrderStat('orderCount', freelancerActivities.freelancerId, activities.id)})`,
        sql`from ${freelancerActivities} join ${activities} on ${activities.id} = ${freelancerActivities.activityId} where ${freelancerActivities.freelancerId} = ${users.id}`,
        sql`${freelancerActivities.position}`,
      ),
      salesTools: jsonList<SalesTool>(
        sql`json_build_object('id', ${salesTools.id}, 'toolName', ${salesTools.toolName}, 'kind', ${salesTools.kind})`,
        sql`from ${freelancerTools} join ${salesTools} on ${salesTools.id} = ${freelancerTools.toolId} where ${freelancerTools.freelancerId} = ${users.id}`,
        sql`${freelancerTools.position}`,
      ),
    })
    .from(users)
    .leftJoin(freelancers, eq(freelancers.userId, users.id))
    .where(isFreelancerWithId(sql.placeholder('userId'))),
);

/**
 * FreelancerData (API.md 3.1) in one query: the answers row is left-joined (it may not exist yet)
 * and every list is a correlated `json_agg` subselect in its saved order.
 */
export async function findFreelancerData(
  db: Executor,
  userId: number,
): Promise<FreelancerData | undefined> {
  const [row] = await freelancerDataStatement(db).execute({ userId });
  if (!row) return undefined;
  return {
    ...row,
    role: 'FREELANCER',
    experienceLevel: row.experienceLevel ?? null,
    workingDays: row.workingDays ?? [],
    workingHours: row.workingHours ?? null,
    incomeGoal: row.incomeGoal ?? null,
    typeOfSales: row.typeOfSales ?? null,
    // Work experience belongs to the profile feature; the onboarding never reads it.
    workExperiences: [],
  };
}
