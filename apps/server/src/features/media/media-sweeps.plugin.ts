import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TEMP_DIR_NAME } from './disk-media-storage.ts';
import { mediaDir } from './media.plugin.ts';
import { sweepOrphanMedia } from './orphan-media.ts';
import { scratchDir } from './scratch.ts';
import { removeStaleFiles, STALE_AFTER_MS } from './stale-files.ts';

const HOUR = 60 * 60 * 1000;

/**
 * The media's scheduled clean-ups (ADR 015), each run hourly by one instance: the half-written
 * files of uploads cut off by a crash (the disk's temporary files or S3's pending multipart
 * uploads, and the scratch files), and the stored objects no row names.
 */
export const mediaSweeps = fp(
  async (app: FastifyInstance) => {
    const workFolders = () => [
      ...(app.mediaBucket ? [] : [path.join(mediaDir(app.config.dataDir), TEMP_DIR_NAME)]),
      scratchDir(app.config.dataDir),
    ];

    app.jobs.define({
      kind: 'media.upload-leftovers',
      label: 'Usuwanie pozostałości przerwanych przesyłań',
      everyMs: HOUR,
      async run(_payload, { log, now }) {
        let removed = 0;
        // The run's clock, not the wall clock: a test moves it (ADR 015), like the orphans' sweep.
        for (const dir of workFolders()) {
          removed += await removeStaleFiles(dir, STALE_AFTER_MS, now.getTime());
        }
        const aborted = app.mediaBucket
          ? await app.mediaBucket.abortStaleUploads(new Date(now.getTime() - STALE_AFTER_MS))
          : 0;
        if (removed + aborted > 0) log.info({ removed, aborted }, 'removed stale upload files');
        return { removed, aborted };
      },
    });

    app.jobs.define({
      kind: 'media.orphans',
      label: 'Usuwanie plików bez właściciela',
      everyMs: HOUR,
      async run(_payload, { db, log, now }) {
        return { removed: await sweepOrphanMedia({ db, media: app.media, log }, now) };
      },
    });
  },
  { name: 'media-sweeps', dependencies: ['media-storage', 'jobs'] },
);
