import {
  FAILED_JOBS_DAYS,
  FAILED_JOBS_SHOWN,
  type JobQueueState,
  jobQueueMessages as m,
} from '@handlowo/contract';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { countJobs, findFailedJobs, findJobState, requeueFailedJob } from './job.repository.ts';
import type { JobQueue } from './jobs.plugin.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The queue as the admin's Pulpit shows it: what waits, and what failed in the last days. */
export async function readJobQueue(
  { db, jobs }: { db: Database; jobs: Pick<JobQueue, 'kind'> },
  now = new Date(),
): Promise<JobQueueState> {
  const since = new Date(now.getTime() - FAILED_JOBS_DAYS * DAY);
  const [counts, failed] = await Promise.all([
    countJobs(db, since),
    findFailedJobs(db, since, FAILED_JOBS_SHOWN),
  ]);
  return {
    waiting: counts.waiting,
    failedCount: counts.failed,
    failed: failed.map((job) => {
      const kind = jobs.kind(job.kind);
      return {
        id: job.id,
        kind: job.kind,
        label: kind?.label ?? job.kind,
        subject: kind?.describe?.(job.payload) ?? null,
        attempts: job.attempts,
        lastError: job.lastError,
        failedAt: (job.failedAt ?? now).toISOString(),
      };
    }),
  };
}

/** An admin runs a failed job again, now and with the whole back-off ahead of it. */
export async function retryJob(
  { db, jobs }: { db: Database; jobs: Pick<JobQueue, 'wake'> },
  id: number,
): Promise<void> {
  if (!(await requeueFailedJob(db, id, new Date()))) {
    const state = await findJobState(db, id);
    if (!state) throw notFound(m.jobNotFound, 'JOB_NOT_FOUND');
    throw badRequest(m.jobNotFailed, 'JOB_NOT_FAILED');
  }
  jobs.wake();
}
