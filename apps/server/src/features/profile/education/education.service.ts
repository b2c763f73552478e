import {
  type Education,
  type EducationBody,
  profileMessages as m,
  profileItemLimits,
} from '@handlowo/contract';
import type { Database } from '../../../db/client.ts';
import { educations } from '../../../db/schema/profile-items.ts';
import { assertChanged, freelancerItems, insertWithinLimit } from '../items/owned-items.ts';
import {
  deleteEducation,
  type EducationFields,
  findEducationOf,
  insertEducation,
  updateEducation,
} from './education.repository.ts';

const limit = {
  table: educations,
  owner: educations.freelancerId,
  max: profileItemLimits.educations,
  message: m.tooManyEducations,
};

/** The wire shape (API.md 3.3): the location is nested under `localization`. */
const toEducation = ({ country, state, city, ...rest }: EducationFields): Education => ({
  ...rest,
  localization: { country, state, city },
});

/** D44. */
export async function listEducation(db: Database, freelancerId: number): Promise<Education[]> {
  return freelancerItems(await findEducationOf(db, freelancerId)).map(toEducation);
}

/** D45: at most `profileItemLimits.educations` per freelancer. */
export async function addEducation(
  db: Database,
  userId: number,
  body: EducationBody,
): Promise<Education> {
  return toEducation(
    await insertWithinLimit(db, userId, limit, (tx) => insertEducation(tx, userId, body)),
  );
}

/** D46: the whole entry is replaced by the body. */
export async function replaceEducation(
  db: Database,
  userId: number,
  id: number,
  body: EducationBody,
): Promise<void> {
  assertChanged(await updateEducation(db, userId, id, body), m.educationNotFound);
}

/** D47. */
export async function removeEducation(db: Database, userId: number, id: number): Promise<void> {
  assertChanged(await deleteEducation(db, userId, id), m.educationNotFound);
}
