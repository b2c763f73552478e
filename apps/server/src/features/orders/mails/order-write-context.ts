import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { JobQueue } from '../../jobs/jobs.plugin.ts';

/**
 * What an order write needs: the database, the request's log, the web app's address for the
 * mails' links, and the job queue, woken once the transaction that queued its mails committed.
 */
export interface OrderWriteContext {
  db: Database;
  log: FastifyBaseLogger;
  /** PUBLIC_URL: the web app is served there too, so the mails link to its screens. */
  webUrl: string;
  jobs: Pick<JobQueue, 'wake'>;
}

export const orderWriteContext = (
  app: { db: Database; jobs: JobQueue; config: { publicUrl: string } },
  log: FastifyBaseLogger,
): OrderWriteContext => ({ db: app.db, log, webUrl: app.config.publicUrl, jobs: app.jobs });
