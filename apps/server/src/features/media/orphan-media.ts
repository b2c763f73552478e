import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { MediaStorage } from './media-storage.ts';
import { findNamedKeys } from './orphan-media.repository.ts';

/** Far longer than an upload takes between storing its file and committing its row. */
export const ORPHAN_AFTER_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Deletes the stored objects that no row names and that are older than an hour: files of uploads
 * whose request died between storing the file and committing its row (a crash, a kill), or whose
 * deletion after a commit failed. Such a file would be served to anyone who has its key, forever,
 * and be outside the export and the deletion of its owner. Returns how many went.
 */
export async function sweepOrphanMedia(
  { db, media, log }: { db: Executor; media: MediaStorage; log: FastifyBaseLogger },
  now: Date,
): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const named = await findNamedKeys(db, batch);
    for (const key of batch) {
      if (named.has(key)) continue;
      await media.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const object of media.list()) {
    if (now.getTime() - object.storedAt.getTime() <= ORPHAN_AFTER_MS) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await sweep();
  }
  await sweep();
  if (removed > 0) log.info({ removed }, 'media files no row names deleted');
  return removed;
}
