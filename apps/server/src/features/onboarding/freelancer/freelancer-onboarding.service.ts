import {
  type ExperienceLevel,
  type FreelancerData,
  messages,
  type Weekday,
} from '@handlowo/contract';
import type { Database } from '../../../db/client.ts';
import {
  activities,
  incomeGoals,
  salesTools,
  sectors,
  specializations,
  subIndustries,
  typesOfSales,
  workingHours,
} from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { allIdsExist, keyExists } from '../../reference-data/reference-data.repository.ts';
import {
  findFreelancerData,
  markOnboardingPassed,
  replaceActivities,
  replaceSectors,
  replaceSubIndustries,
  replaceTools,
  saveFreelancerAnswers,
} from './freelancer.repository.ts';
import { missingOnboardingSteps, missingStepsMessage } from './onboarding-completeness.ts';

/*
 * The freelancer's onboarding saves (B2–B18) and finish (B19). Every save acts on the caller;
 * option keys and ids are checked before anything is written, so a 400 changes nothing.
 */

const unknownOption = () => badRequest(messages.unknownOption, 'UNKNOWN_OPTION');

export async function getFreelancerMe(db: Database, userId: number): Promise<FreelancerData> {
  const data = await findFreelancerData(db, userId);
  if (!data) throw notFound();
  return data;
}

export async function saveExperienceLevel(db: Database, userId: number, level: ExperienceLevel) {
  await saveFreelancerAnswers(db, userId, { experienceLevel: level });
}

/** B2: the path names the freelancer; another user's id is "not found", never 403 (API.md 1.5). */
export async function saveSpecialization(
  db: Database,
  options: { userId: number; freelancerId: number; specializationId: number },
) {
  if (options.freelancerId !== options.userId) throw notFound();
  if (!(await allIdsExist(db, specializations, specializations.id, [options.specializationId]))) {
    throw unknownOption();
  }
  await saveFreelancerAnswers(db, options.userId, { specializationId: options.specializationId });
}

export async function saveWorkingDays(db: Database, userId: number, days: Weekday[]) {
  await saveFreelancerAnswers(db, userId, { workingDays: days });
}

export async function saveWorkingHours(db: Database, userId: number, key: string) {
  if (!(await keyExists(db, workingHours, workingHours.workingHour, key))) throw unknownOption();
  await saveFreelancerAnswers(db, userId, { workingHours: key });
}

export async function saveIncomeGoal(db: Database, userId: number, key: string) {
  if (!(await keyExists(db, incomeGoals, incomeGoals.incomeGoal, key))) throw unknownOption();
  await saveFreelancerAnswers(db, userId, { incomeGoal: key });
}

export async function saveTypeOfSales(db: Database, userId: number, key: string) {
  if (!(await keyExists(db, typesOfSales, typesOfSales.typeOfSales, key))) throw unknownOption();
  await saveFreelancerAnswers(db, userId, { typeOfSales: key });
}

export async function saveSubIndustries(db: Database, userId: number, ids: number[]) {
  await db.transaction(async (tx) => {
    if (!(await allIdsExist(tx, subIndustries, subIndustries.id, ids))) throw unknownOption();
    await replaceSubIndustries(tx, userId, ids);
  });
}

export async function saveSectors(db: Database, userId: number, ids: number[]) {
  await db.transaction(async (tx) => {
    if (!(await allIdsExist(tx, sectors, sectors.id, ids))) throw unknownOption();
    await replaceSectors(tx, userId, ids);
  });
}

/** B16: the body schema has already dropped level-0 entries and refused duplicates. */
export async function saveActivities(
  db: Database,
  userId: number,
  list: { activityId: number; level: number }[],
) {
  const ids = list.map((a) => a.activityId);
  await db.transaction(async (tx) => {
    if (!(await allIdsExist(tx, activities, activities.id, ids))) throw unknownOption();
    await replaceActivities(tx, userId, list);
  });
}

export async function saveSalesTools(db: Database, userId: number, ids: number[]) {
  await db.transaction(async (tx) => {
    if (!(await allIdsExist(tx, salesTools, salesTools.id, ids))) throw unknownOption();
    await replaceTools(tx, userId, ids);
  });
}

/** B19: refused until every required answer is given; idempotent once passed. */
export async function finishOnboarding(db: Database, userId: number) {
  const data = await getFreelancerMe(db, userId);
  const missing = missingOnboardingSteps(data);
  if (missing.length > 0) throw badRequest(missingStepsMessage(missing), 'ONBOARDING_INCOMPLETE');
  await markOnboardingPassed(db, userId);
}
