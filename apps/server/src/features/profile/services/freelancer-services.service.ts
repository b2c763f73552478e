import {
  type ActivityBody,
  type FreelancerActivity,
  messages,
  profileMessages,
} from '@handlowo/contract';
import type { Database } from '../../../db/client.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { saveActivities } from '../../onboarding/freelancer/freelancer-onboarding.service.ts';
import { appendService, findServices, isFreelancerId } from './freelancer-services.repository.ts';

/** D26: any logged-in user; an id that is not a freelancer's is 404 `User not found`. */
export async function listServices(db: Database, freelancerId: number) {
  const services = await findServices(db, freelancerId);
  if (!services) throw notFound();
  return services;
}

/** D27: one service at the end of the caller's list. */
export async function addService(
  db: Database,
  userId: number,
  body: ActivityBody,
): Promise<FreelancerActivity> {
  // Thrown inside the transaction: a refusal rolls back the answers row's upsert too.
  return db.transaction(async (tx) => {
    const result = await appendService(tx, userId, body);
    if (result === 'unknown-activity') throw badRequest(messages.unknownOption, 'UNKNOWN_OPTION');
    if (result === 'already-present') {
      throw badRequest(profileMessages.serviceAlreadyAdded, 'SERVICE_ALREADY_ADDED');
    }
    return result;
  });
}

/** D28: an admin replaces a freelancer's services, exactly as the freelancer's own B16 does. */
export async function replaceServicesOf(
  db: Database,
  freelancerId: number,
  list: { activityId: number; level: number }[],
) {
  if (!(await isFreelancerId(db, freelancerId))) throw notFound();
  await saveActivities(db, freelancerId, list);
}
