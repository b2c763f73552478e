import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DiskMediaStorage } from './disk-media-storage.ts';
import type { MediaStorage } from './media-storage.ts';

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
    app.decorate('media', new DiskMediaStorage(mediaDir(app.config.dataDir)));
  },
  { name: 'media-storage' },
);
