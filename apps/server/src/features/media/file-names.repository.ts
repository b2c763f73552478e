import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { videos } from '../../db/schema/index.ts';

/**
 * The name its uploader gave a video of the videos section (D30, cleaned on upload), by storage
 * key; undefined for every other key (the about video and pictures keep no name).
 */
export async function findUploadedFileName(db: Executor, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ fileName: videos.fileName })
    .from(videos)
    .where(eq(videos.storageKey, key))
    .limit(1);
  return row?.fileName;
}
