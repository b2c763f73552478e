import type { FastifyBaseLogger } from 'fastify';
import type { MediaStorage } from './media-storage.ts';

/**
 * Removes stored objects that no row names any more (after a commit) or that no row will name
 * (a failed request). A failure is logged, not answered: the request itself succeeded or already
 * failed, and an orphaned file costs only disk space.
 */
export async function deleteMedia(
  media: MediaStorage,
  keys: readonly (string | null | undefined)[],
  log: FastifyBaseLogger,
): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      if (!key) return;
      try {
        await media.delete(key);
      } catch (err) {
        log.warn({ err, key }, 'could not delete a media object');
      }
    }),
  );
}
