import {
  profileMessages as m,
  profileItemLimits,
  type WorkExperience,
  type WorkExperienceBody,
} from '@handlowo/contract';
import type { Database } from '../../../db/client.ts';
import { workExperiences } from '../../../db/schema/profile-items.ts';
import { assertChanged, freelancerItems, insertWithinLimit } from '../items/owned-items.ts';
import {
  deleteExperience,
  findExperienceOf,
  insertExperience,
  updateExperience,
} from './work-experience.repository.ts';

const limit = {
  table: workExperiences,
  owner: workExperiences.freelancerId,
  max: profileItemLimits.experiences,
  message: m.tooManyExperiences,
};

/** D40. */
export async function listExperience(
  db: Database,
  freelancerId: number,
): Promise<WorkExperience[]> {
  return freelancerItems(await findExperienceOf(db, freelancerId));
}

/** D41: at most `profileItemLimits.experiences` per freelancer. */
export function addExperience(
  db: Database,
  userId: number,
  body: WorkExperienceBody,
): Promise<WorkExperience> {
  return insertWithinLimit(db, userId, limit, (tx) => insertExperience(tx, userId, body));
}

/** D42: the whole entry is replaced by the body. */
export async function replaceExperience(
  db: Database,
  userId: number,
  id: number,
  body: WorkExperienceBody,
): Promise<void> {
  assertChanged(await updateExperience(db, userId, id, body), m.experienceNotFound);
}

/** D43. */
export async function removeExperience(db: Database, userId: number, id: number): Promise<void> {
  assertChanged(await deleteExperience(db, userId, id), m.experienceNotFound);
}
