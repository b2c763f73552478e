import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cleanUpTemporaryInvestors } from './temporary-investor-cleanup.service.ts';

/** Temporary investors never converted are removed this long after their creation. */
export const TEMPORARY_INVESTOR_MAX_AGE_DAYS = 30;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/**
 * The hourly clean-up of temporary investors (ADR 002) as a scheduled job (ADR 015): one instance
 * runs it each hour; a failed run is retried with the queue's back-off. The age lives in the
 * database and the run still takes its advisory lock, so an admin's retry next to the hourly run
 * does no harm.
 */
export const temporaryInvestorCleanup = fp(
  async (app: FastifyInstance) => {
    app.jobs.define({
      kind: 'temporary-investors.clean-up',
      label: 'Usuwanie nieaktywnych tymczasowych inwestorów',
      everyMs: CLEANUP_EVERY_MS,
      async run(_payload, { log }) {
        const result = await cleanUpTemporaryInvestors(
          { db: app.db, media: app.media, log },
          TEMPORARY_INVESTOR_MAX_AGE_DAYS,
        );
        if (!result.skipped && result.deleted > 0) {
          log.info({ deleted: result.deleted }, 'stale temporary investors deleted');
        }
        return result;
      },
    });
  },
  { name: 'temporary-investor-cleanup', dependencies: ['database', 'media-storage', 'jobs'] },
);
