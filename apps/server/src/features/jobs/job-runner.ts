import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { JobRow } from '../../db/schema/index.ts';
import { claimDueJobs, markJobDone, markJobFailed } from './job.repository.ts';
import { nextAttemptAt } from './retry-delays.ts';

/** What a job's handler gets: the database, the log and the instant the run started. */
export interface JobRun {
  db: Database;
  log: FastifyBaseLogger;
  now: Date;
  job: JobRow;
}

/** One kind of job: how to run it and how an admin reads it. */
export interface JobKind {
  kind: string;
  /** Polish, for the admin's queue ('Wysyłka e-maila'). */
  label: string;
  /**
   * Does the work; throws to fail the run (it is retried with back-off). Returns what the row
   * keeps of the payload once done (a mail forgets its body and links), `undefined` for all of it.
   */
  run(payload: unknown, run: JobRun): Promise<unknown>;
  /** A short Polish subject of one job for the admin ('do: jan@firma.pl'). */
  describe?(payload: unknown): string | undefined;
  /** Run every `everyMs` by exactly one instance (a clean-up); see `scheduledJobs`. */
  everyMs?: number;
}

/** How long a claimed job may run before another instance takes it as abandoned. */
export const LEASE_MS = 10 * 60 * 1000;
/** How many jobs one claim takes. */
const BATCH = 10;
/** Kept of an error in the row: enough to read it, never a whole stack. */
const ERROR_MAX = 500;

/**
 * Claims the due jobs of the known kinds and runs them one after another, until none is due (a
 * job that queues another, a reset request its mail, is followed by it); returns how many ran. Every run happens "at" `now` (a test moves the clock by passing its own).
 * A job of a kind this instance does not know (a newer instance's) is left to the others.
 */
export async function runDueJobs(
  { db, log, kinds }: { db: Database; log: FastifyBaseLogger; kinds: ReadonlyMap<string, JobKind> },
  now: () => Date = () => new Date(),
): Promise<number> {
  let ran = 0;
  for (;;) {
    const start = now();
    const claimed = await claimDueJobs(db, {
      kinds: [...kinds.keys()],
      now: start,
      leaseEnd: new Date(start.getTime() + LEASE_MS),
      limit: BATCH,
    });
    for (const job of claimed) {
      await runOne(db, log, kinds.get(job.kind), job, now);
      ran += 1;
    }
    if (claimed.length === 0) return ran;
  }
}

async function runOne(
  db: Database,
  log: FastifyBaseLogger,
  kind: JobKind | undefined,
  job: JobRow,
  now: () => Date,
) {
  try {
    if (!kind) throw new Error(`unknown job kind ${job.kind}`);
    const kept = await kind.run(job.payload, { db, log, now: now(), job });
    await markJobDone(db, job, { now: now(), payload: kept ?? job.payload });
  } catch (error) {
    const failedAt = now();
    const retryAt = nextAttemptAt(job.attempts, failedAt);
    const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);
    await markJobFailed(db, job, { now: failedAt, error: message, retryAt });
    log[retryAt ? 'warn' : 'error'](
      { err: error, job: job.id, kind: job.kind, attempts: job.attempts, retryAt },
      retryAt ? 'a job failed; it will run again' : 'a job failed for good',
    );
  }
}
