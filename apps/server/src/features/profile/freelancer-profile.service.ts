import {
  type FreelancerBar,
  type FreelancerData,
  type LanguagesBody,
  type LocalizationBody,
  missingProfileParts,
  type NameBody,
  type ProfileCompleteness,
  profileParts,
  profileProgress,
  type Role,
  type WorkingAreaBody,
} from '@handlowo/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findFreelancerData } from '../onboarding/freelancer/freelancer.repository.ts';
import {
  findFreelancerBar,
  replaceLanguages,
  saveProfileColumns,
  updateCompany,
  updateName,
} from './freelancer-profile.repository.ts';
import { findFilledProfileParts } from './profile-completeness.repository.ts';

/*
 * The freelancer profile's person-side data: D1 (the viewing gate), D2, D3 and the owner's saves
 * D11–D14, D18. Every save acts on the caller.
 */

export interface Viewer {
  userId: number;
  role: Role;
}

/**
 * D1: the owner, admins and investors may read a profile's data; another freelancer learns
 * nothing more than for an unknown id (404 `User not found`, never 403: 403 would log the viewer
 * out). Investors reach this only through the route's `investorMayView` (the freelancer is
 * assigned to one of their orders' services).
 */
export async function getFreelancerDataFor(
  db: Database,
  viewer: Viewer,
  freelancerId: number,
): Promise<FreelancerData> {
  if (viewer.role === 'FREELANCER' && viewer.userId !== freelancerId) throw notFound();
  const data = await findFreelancerData(db, freelancerId);
  if (!data) throw notFound();
  return data;
}

/** D2: any logged-in user; 404 `User not found` when the id is not a freelancer's. */
export async function getFreelancerBar(db: Database, freelancerId: number): Promise<FreelancerBar> {
  const bar = await findFreelancerBar(db, freelancerId);
  if (!bar) throw notFound();
  return bar;
}

/** D3 with its details [P]: the contract's weights applied to what the database holds. */
export async function getProfileCompleteness(
  db: Database,
  userId: number,
): Promise<ProfileCompleteness> {
  const filled = await findFilledProfileParts(db, userId);
  return {
    progress: profileProgress(filled),
    missing: missingProfileParts(filled).map((part) => ({
      part,
      label: profileParts[part].label,
      weight: profileParts[part].weight,
    })),
  };
}

export async function saveName(db: Database, userId: number, name: NameBody): Promise<void> {
  // Only the two names: the snapshot's extra form fields were dropped by the schema.
  await updateName(db, userId, { firstName: name.firstName, lastName: name.lastName });
}

/** D12: null (an empty text) removes the company. */
export async function saveCompany(
  db: Database,
  userId: number,
  company: string | null,
): Promise<void> {
  await updateCompany(db, userId, company);
}

/** D13: a blank city was already dropped by the schema and is stored as null. */
export async function saveLocalization(
  db: Database,
  userId: number,
  body: LocalizationBody,
): Promise<void> {
  await saveProfileColumns(db, userId, {
    country: body.country,
    state: body.state,
    city: body.city ?? null,
  });
}

export async function saveWorkingArea(
  db: Database,
  userId: number,
  body: WorkingAreaBody,
): Promise<void> {
  await saveProfileColumns(db, userId, {
    workingArea: body.workingArea,
    workingAreaValue: body.workingAreaValue,
  });
}

/** D18: duplicates were refused by the schema; the new list replaces the old one atomically. */
export async function saveLanguages(
  db: Database,
  userId: number,
  list: LanguagesBody,
): Promise<void> {
  await db.transaction((tx) => replaceLanguages(tx, userId, list));
}
