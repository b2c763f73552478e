import type { FilledProfileParts } from '@handlowo/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import type { PictureKind } from '../../db/schema/index.ts';
import {
  certificates,
  educations,
  freelancerActivities,
  freelancerLanguages,
  freelancers,
  freelancerTools,
  pictures,
  users,
  videos,
  workExperiences,
} from '../../db/schema/index.ts';

const hasPicture = (kind: PictureKind): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${pictures} where ${pictures.userId} = ${users.id} and ${pictures.kind} = ${kind})`;

/** A list part is filled by its first row (the lists of answers and of profile items alike). */
const hasRow = (table: PgTable & { freelancerId: AnyPgColumn }) =>
  sql<boolean>`exists (select 1 from ${table} where ${table.freelancerId} = ${users.id})`;

/**
 * Which profile parts (contract `profileParts`) the freelancer has filled, in one statement. This
 * is the single place that says what "filled" means.
 */
export async function findFilledProfileParts(
  db: Executor,
  userId: number,
): Promise<FilledProfileParts> {
  const parts: { [P in keyof FilledProfileParts]: SQL<boolean> } = {
    avatar: hasPicture('AVATAR'),
    background: hasPicture('BACKGROUND'),
    about: sql<boolean>`${freelancers.about} is not null`,
    aboutVideo: sql<boolean>`${freelancers.aboutVideoKey} is not null`,
    // Both halves of the location modal: where the freelancer is and where they serve.
    location: sql<boolean>`${freelancers.country} is not null and ${freelancers.state} is not null and ${freelancers.workingArea} is not null and ${freelancers.workingAreaValue} is not null`,
    languages: hasRow(freelancerLanguages),
    certificates: hasRow(certificates),
    salesTools: hasRow(freelancerTools),
    videos: hasRow(videos),
    services: hasRow(freelancerActivities),
    portfolio: hasPicture('PORTFOLIO'),
    experience: hasRow(workExperiences),
    education: hasRow(educations),
  };
  const [row] = await db
    .select(parts)
    .from(users)
    .leftJoin(freelancers, eq(freelancers.userId, users.id))
    .where(eq(users.id, userId));
  // Without an answers row the column tests are null: not filled. A missing user has nothing.
  const filled = {} as FilledProfileParts;
  for (const part of Object.keys(parts) as (keyof FilledProfileParts)[]) {
    filled[part] = row?.[part] === true;
  }
  return filled;
}
