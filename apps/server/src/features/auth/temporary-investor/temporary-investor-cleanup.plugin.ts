import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatTask } from '../../../lib/repeat-task.ts';
import { cleanUpTemporaryInvestors } from './temporary-investor-cleanup.service.ts';

/** Temporary investors never converted are removed this long after their creation. */
export const TEMPORARY_INVESTOR_MAX_AGE_DAYS = 30;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The clean-up job (docs/adr/002-temporary-investor-cleanup.md): in every instance, once when the
 * app is ready and then hourly. The age lives in the database and the run takes an advisory lock,
 * so restarts lose nothing and several instances do not run it at the same time.
 */
export const temporaryInvestorCleanup = fp(
  async (app: FastifyInstance) => {
    const run = async () => {
      try {
        const result = await cleanUpTemporaryInvestors(
          { db: app.db, media: app.media, log: app.log },
          TEMPORARY_INVESTOR_MAX_AGE_DAYS,
        );
        if (result.skipped) app.log.debug('temporary investor clean-up running elsewhere');
        else if (result.deleted > 0) {
          app.log.info({ deleted: result.deleted }, 'stale temporary investors deleted');
        }
      } catch (error) {
        // A failed run is retried at the next tick; it must not take the server down.
        app.log.error({ err: error }, 'temporary investor clean-up failed');
      }
    };
    let job: { stop(): Promise<void> } | undefined;
    // Started when ready (not while registering) so the first run does not delay the start-up.
    app.addHook('onReady', async () => {
      job = repeatTask(run, CLEANUP_INTERVAL_MS);
    });
    // Before the database plugin closes its connection (onClose runs in reverse order).
    app.addHook('onClose', async () => {
      await job?.stop();
    });
  },
  { name: 'temporary-investor-cleanup', dependencies: ['database', 'media-storage'] },
);
