import type { EducationBody } from '@handlowo/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { educations } from '../../../db/schema/profile-items.ts';
import { users } from '../../../db/schema/users.ts';
import { type OwnerItemRow, periodOrder } from '../items/owned-items.ts';

/** The columns of an education entry, named as on the wire but for the flat location. */
const education = {
  id: educations.id,
  nameOfEducation: educations.fieldOfStudy,
  titleOfEducation: educations.institution,
  startDate: educations.startDate,
  endDate: educations.endDate,
  country: educations.country,
  state: educations.state,
  city: educations.city,
};

export type EducationFields = Pick<
  typeof educations.$inferSelect,
  'id' | 'startDate' | 'endDate' | 'country' | 'state' | 'city'
> & { nameOfEducation: string; titleOfEducation: string };

const ownItem = (freelancerId: number, id: number) =>
  and(eq(educations.id, id), eq(educations.freelancerId, freelancerId));

/** The stored form of a body: the dates arrive as first days of their months already. */
const values = ({ localization, ...body }: EducationBody) => ({
  fieldOfStudy: body.nameOfEducation,
  institution: body.titleOfEducation,
  country: localization.country,
  state: localization.state,
  city: localization.city,
  startDate: body.startDate,
  endDate: body.endDate ?? null,
});

const findEducationOfStatement = preparedPerDatabase('freelancer_education', (db) =>
  db
    .select({ role: users.role, item: education })
    .from(users)
    .leftJoin(educations, eq(educations.freelancerId, users.id))
    .where(eq(users.id, sql.placeholder('freelancerId')))
    .orderBy(...periodOrder(educations)),
);

/** The user's role and every entry, ongoing first, then the newest start and id: one query. */
export function findEducationOf(
  db: Executor,
  freelancerId: number,
): Promise<OwnerItemRow<EducationFields>[]> {
  return findEducationOfStatement(db).execute({ freelancerId });
}

export async function insertEducation(
  db: Executor,
  freelancerId: number,
  body: EducationBody,
): Promise<EducationFields> {
  const [row] = await db
    .insert(educations)
    .values({ freelancerId, ...values(body) })
    .returning(education);
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Replaces the owner's entry; returns the ids changed (none: unknown or not theirs). */
export function updateEducation(
  db: Executor,
  freelancerId: number,
  id: number,
  body: EducationBody,
) {
  return db
    .update(educations)
    .set(values(body))
    .where(ownItem(freelancerId, id))
    .returning({ id: educations.id });
}

export function deleteEducation(db: Executor, freelancerId: number, id: number) {
  return db.delete(educations).where(ownItem(freelancerId, id)).returning({ id: educations.id });
}
