import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DiskMediaStorage, TEMP_DIR_NAME } from './disk-media-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { withDataUrlCache } from './read-media.ts';
import { scratchDir } from './scratch.ts';
import { removeStaleFiles } from './stale-files.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded media (ADR 008): pictures and videos, by key. */
    media: MediaStorage;
  }
}

/** The folder of the disk storage. */
export const mediaDir = (dataDir: string) => path.join(dataDir, 'media');

/**
 * Decorates `app.media` with the disk storage under `DATA_DIR/media` (registered once in app.ts,
 * before the autoloaded routes). An S3-compatible storage would be chosen here from the config.
 */
export const mediaPlugin = fp(
  async (app: FastifyInstance) => {
    const root = mediaDir(app.config.dataDir);
    app.decorate('media', withDataUrlCache(new DiskMediaStorage(root)));
    // Half-written files of uploads cut off by a crash; never a reason not to start.
    app.addHook('onReady', async () => {
      for (const dir of [path.join(root, TEMP_DIR_NAME), scratchDir(app.config.dataDir)]) {
        try {
          const removed = await removeStaleFiles(dir);
          if (removed > 0) app.log.info({ dir, removed }, 'removed stale upload files');
        } catch (error) {
          app.log.warn({ err: error, dir }, 'could not sweep stale upload files');
        }
      }
    });
  },
  { name: 'media-storage' },
);
