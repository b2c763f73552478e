import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { freelancers } from '../../../db/schema/freelancers.ts';
import { users } from '../../../db/schema/users.ts';
import { upsertAnswersRow } from '../../../db/upsert-answers-row.ts';

export interface AboutRow {
  role: string;
  about: string | null;
  mainPassion: string | null;
  aboutVideoKey: string | null;
}

const findAboutStatement = preparedPerDatabase('freelancer_about', (db) =>
  db
    .select({
      role: users.role,
      about: freelancers.about,
      mainPassion: freelancers.mainPassion,
      aboutVideoKey: freelancers.aboutVideoKey,
    })
    .from(users)
    .leftJoin(freelancers, eq(freelancers.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId'))),
);

/** The user's role (D19 answers only for freelancers) and their about texts, in one query. */
export async function findAbout(db: Executor, userId: number): Promise<AboutRow | undefined> {
  const [row] = await findAboutStatement(db).execute({ userId });
  return row;
}

export async function findAboutVideoKey(tx: Executor, userId: number): Promise<string | null> {
  const [row] = await tx
    .select({ key: freelancers.aboutVideoKey })
    .from(freelancers)
    .where(eq(freelancers.userId, userId));
  return row?.key ?? null;
}

export interface AboutUpdate {
  about: string;
  mainPassion: string | null;
  /** A new key, null to remove the video, undefined to keep it. */
  aboutVideoKey?: string | null;
}

export async function saveAboutRow(tx: Executor, userId: number, update: AboutUpdate) {
  await upsertAnswersRow(tx, freelancers, userId, update);
}
