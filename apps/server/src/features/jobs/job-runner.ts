import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { JobRow } from '../../db/schema/index.ts';
import { claimDueJobs, markJobDone, markJobFailed, releaseJobs } from './job.repository.ts';
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

/** How a worker's runs are watched and stopped (the graceful shutdown, ADR 026). */
export interface RunControl {
  /** True once the worker must claim nothing more; checked before each claim and each job. */
  stopped(): boolean;
  /** The job this worker runs now, or undefined between jobs. */
  running?(job: JobRow | undefined): void;
}

const NEVER_STOPPED: RunControl = { stopped: () => false };

/**
 * Claims the due jobs of the known kinds and runs them one after another, until none is due (a
 * job that queues another, a reset request its mail, is followed by it); returns how many ran.
 * Every run happens "at" `now` (a test moves the clock by passing its own). A job of a kind this
 * instance does not know (a newer instance's) is left to the others. Once `control` says stop,
 * the claimed jobs not yet started go back to the queue at once.
 */
export async function runDueJobs(
  { db, log, kinds }: { db: Database; log: FastifyBaseLogger; kinds: ReadonlyMap<string, JobKind> },
  now: () => Date = () => new Date(),
  control: RunControl = NEVER_STOPPED,
): Promise<number> {
  let ran = 0;
  for (;;) {
    if (control.stopped()) return ran;
    const start = now();
    const claimed = await claimDueJobs(db, {
      kinds: [...kinds.keys()],
      now: start,
      leaseEnd: new Date(start.getTime() + LEASE_MS),
      limit: BATCH,
    });
    for (const [index, job] of claimed.entries()) {
      if (control.stopped()) {
        const left = claimed.slice(index);
        await releaseJobs(db, left, { started: false });
        log.info({ jobs: left.map((j) => j.id) }, 'the worker stopped: claimed jobs handed back');
        return ran;
      }
      control.running?.(job);
      try {
        await runOne(db, log, kinds.get(job.kind), job, now);
      } finally {
        control.running?.(undefined);
      }
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
