import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { deleteMedia } from '../../media/deletion.ts';
import { deleteStaleTemporaryInvestors } from './temporary-investor-cleanup.repository.ts';

export type CleanupRun = { skipped: true } | { skipped: false; deleted: number };

/**
 * One run of the clean-up: the stale temporary investors, then, after the commit, their files
 * (a file that cannot be deleted is logged and left, as after any deletion).
 */
export async function cleanUpTemporaryInvestors(
  { db, media, log }: Pick<FastifyInstance, 'db' | 'media'> & { log: FastifyBaseLogger },
  maxAgeDays: number,
): Promise<CleanupRun> {
  const result = await deleteStaleTemporaryInvestors(db, maxAgeDays);
  if (result.skipped) return result;
  await deleteMedia(media, result.mediaKeys, log);
  return { skipped: false, deleted: result.deleted };
}
