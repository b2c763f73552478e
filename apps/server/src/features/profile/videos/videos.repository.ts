import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { type VideoRow, videos } from '../../../db/schema/profile-items.ts';
import { users } from '../../../db/schema/users.ts';
import { isFreelancerWithId } from '../../auth/user.repository.ts';

/*
 * The videos section (D29–D32). Every write names the owner in its `where`: another freelancer's
 * id matches no row, which the service answers 404 (API.md 1.5: never 403 for ownership).
 */

/** What the list answers for one video. */
export type VideoListRow = Pick<VideoRow, 'id' | 'title' | 'storageKey' | 'fileName' | 'createdAt'>;

const findVideosStatement = preparedPerDatabase('freelancer_videos', (db) =>
  db
    .select({
      id: videos.id,
      title: videos.title,
      storageKey: videos.storageKey,
      fileName: videos.fileName,
      createdAt: videos.createdAt,
    })
    .from(users)
    // Left join: a freelancer without videos is one row with no video, an unknown id no row.
    .leftJoin(videos, eq(videos.freelancerId, users.id))
    .where(isFreelancerWithId(sql.placeholder('freelancerId')))
    .orderBy(desc(videos.createdAt), desc(videos.id)),
);

/**
 * The freelancer's videos, newest first (id breaks ties), in one statement that also tells
 * whether the id is a freelancer's: undefined when it is not.
 */
export async function findVideos(
  db: Executor,
  freelancerId: number,
): Promise<VideoListRow[] | undefined> {
  const rows = await findVideosStatement(db).execute({ freelancerId });
  if (rows.length === 0) return undefined;
  return rows.flatMap(({ id, title, storageKey, fileName, createdAt }) =>
    id === null || title === null || storageKey === null || fileName === null || createdAt === null
      ? []
      : [{ id, title, storageKey, fileName, createdAt }],
  );
}

/** How many videos the freelancer has (unlocked: the early check before an upload is read). */
export async function countVideos(db: Executor, freelancerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(videos)
    .where(eq(videos.freelancerId, freelancerId));
  return row?.n ?? 0;
}

export type NewVideo = Omit<typeof videos.$inferInsert, 'id' | 'createdAt'>;

export async function insertVideo(tx: Executor, video: NewVideo): Promise<VideoRow> {
  const [row] = await tx.insert(videos).values(video).returning();
  if (!row) throw new Error('insert into videos returned no row');
  return row;
}

/** Whether the owner's video existed (and now has `title`). */
export async function updateVideoTitle(
  db: Executor,
  freelancerId: number,
  videoId: number,
  title: string,
): Promise<boolean> {
  const updated = await db
    .update(videos)
    .set({ title })
    .where(and(eq(videos.id, videoId), eq(videos.freelancerId, freelancerId)))
    .returning({ id: videos.id });
  return updated.length > 0;
}

/** Deletes the owner's video; its storage key (to delete after the commit), or undefined. */
export async function deleteVideo(
  db: Executor,
  freelancerId: number,
  videoId: number,
): Promise<string | undefined> {
  const [row] = await db
    .delete(videos)
    .where(and(eq(videos.id, videoId), eq(videos.freelancerId, freelancerId)))
    .returning({ storageKey: videos.storageKey });
  return row?.storageKey;
}
