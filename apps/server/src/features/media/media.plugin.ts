import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config/config.ts';
import { DiskMediaStorage, TEMP_DIR_NAME } from './disk-media-storage.ts';
import { bucketReadiness } from './media-readiness.ts';
import type { MediaStorage } from './media-storage.ts';
import { withDataUrlCache } from './read-media.ts';
import { createS3Client, S3MediaStorage } from './s3-media-storage.ts';
import { scratchDir } from './scratch.ts';
import { removeStaleFiles } from './stale-files.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded media (ADR 008): pictures, videos and attachments, by key. */
    media: MediaStorage;
    /** The S3 storage behind `media` when MEDIA_STORAGE=s3 (readiness checks its bucket). */
    mediaBucket: S3MediaStorage | undefined;
    /** Whether the media storage answers (`/api/ready`): the disk always, S3 by `HeadBucket`. */
    isMediaReady(): Promise<boolean>;
  }
}

/** The folder of the disk storage. */
export const mediaDir = (dataDir: string) => path.join(dataDir, 'media');

/**
 * The storage the configuration names (ADR 025): the disk under `DATA_DIR/media`, or an
 * S3-compatible bucket. Also used by `npm run media:copy`, which opens both.
 */
export function openMediaStorage(
  config: Pick<Config, 'dataDir' | 'mediaStorage'>,
): DiskMediaStorage | S3MediaStorage {
  const storage = config.mediaStorage;
  if (storage.kind === 'disk') return new DiskMediaStorage(mediaDir(config.dataDir));
  return new S3MediaStorage(createS3Client(storage), storage.bucket);
}

/**
 * Decorates `app.media` with the configured storage (registered once in app.ts, before the
 * autoloaded routes), with the data URL cache in front.
 */
export const mediaPlugin = fp(
  async (app: FastifyInstance) => {
    const storage = openMediaStorage(app.config);
    const bucket = storage instanceof S3MediaStorage ? storage : undefined;
    app.decorate('media', withDataUrlCache(storage));
    app.decorate('mediaBucket', bucket);
    app.decorate('isMediaReady', bucket ? bucketReadiness(bucket) : async () => true);
    if (bucket) app.addHook('onClose', async () => bucket.close());
    // Half-written files of uploads cut off by a crash; never a reason not to start. S3 shows no
    // partial object; its cut-off multipart uploads go with the hourly leftovers job.
    const workFolders = [
      ...(bucket ? [] : [path.join(mediaDir(app.config.dataDir), TEMP_DIR_NAME)]),
      scratchDir(app.config.dataDir),
    ];
    app.addHook('onReady', async () => {
      for (const dir of workFolders) {
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
