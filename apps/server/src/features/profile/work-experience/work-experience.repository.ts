import type { WorkExperience, WorkExperienceBody } from '@handlowo/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { workExperiences } from '../../../db/schema/profile-items.ts';
import { users } from '../../../db/schema/users.ts';
import { type OwnerItemRow, periodOrder } from '../items/owned-items.ts';

/** The columns of an experience entry, named as on the wire (API.md 3.3). */
const experience = {
  id: workExperiences.id,
  jobTitle: workExperiences.jobTitle,
  companyName: workExperiences.companyName,
  country: workExperiences.country,
  state: workExperiences.state,
  city: workExperiences.city,
  startDate: workExperiences.startDate,
  endDate: workExperiences.endDate,
};

const ownItem = (freelancerId: number, id: number) =>
  and(eq(workExperiences.id, id), eq(workExperiences.freelancerId, freelancerId));

/** The stored form of a body: the dates arrive as first days of their months already. */
const values = (body: WorkExperienceBody) => ({
  jobTitle: body.jobTitle,
  companyName: body.companyName,
  country: body.country,
  state: body.state,
  city: body.city,
  startDate: body.startDate,
  endDate: body.endDate ?? null,
});

const findExperienceOfStatement = preparedPerDatabase('freelancer_work_experience', (db) =>
  db
    .select({ role: users.role, item: experience })
    .from(users)
    .leftJoin(workExperiences, eq(workExperiences.freelancerId, users.id))
    .where(eq(users.id, sql.placeholder('freelancerId')))
    .orderBy(...periodOrder(workExperiences)),
);

/** The user's role and every entry, ongoing first, then the newest start and id: one query. */
export function findExperienceOf(
  db: Executor,
  freelancerId: number,
): Promise<OwnerItemRow<WorkExperience>[]> {
  return findExperienceOfStatement(db).execute({ freelancerId });
}

export async function insertExperience(
  db: Executor,
  freelancerId: number,
  body: WorkExperienceBody,
): Promise<WorkExperience> {
  const [row] = await db
    .insert(workExperiences)
    .values({ freelancerId, ...values(body) })
    .returning(experience);
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Replaces the owner's entry; returns the ids changed (none: unknown or not theirs). */
export function updateExperience(
  db: Executor,
  freelancerId: number,
  id: number,
  body: WorkExperienceBody,
) {
  return db
    .update(workExperiences)
    .set(values(body))
    .where(ownItem(freelancerId, id))
    .returning({ id: workExperiences.id });
}

export function deleteExperience(db: Executor, freelancerId: number, id: number) {
  return db
    .delete(workExperiences)
    .where(ownItem(freelancerId, id))
    .returning({ id: workExperiences.id });
}
