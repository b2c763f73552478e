import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobRow } from '../../db/schema/index.ts';
import { deleteFinishedJobs, insertJobs, releaseJobs } from './job.repository.ts';
import { type JobKind, type RunControl, runDueJobs } from './job-runner.ts';
import { mailJob } from './mail-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (ADR 015). */
    jobs: JobQueue;
  }
}

export interface JobQueue {
  /** Makes a kind known to this instance's worker (at registration, before the app is ready). */
  define(kind: JobKind): void;
  /** A kind this instance knows. */
  kind(name: string): JobKind | undefined;
  /** Runs the due jobs soon: call after committing a transaction that wrote some. */
  wake(): void;
  /**
   * Runs every due job now and resolves when none is left, with the clock `now` (tests move it
   * to see a retry). Works whether or not this instance's worker polls.
   */
  drain(now?: () => Date): Promise<number>;
  /** Enters the scheduled kinds' jobs of the period `now` falls in (the worker does every minute). */
  schedule(now?: Date): Promise<number>;
  /**
   * The shutdown (ADR 026): claims nothing more, waits for the job in progress until `deadline`
   * (ms since the epoch; undefined: as long as it takes) and hands it back to the queue if it is
   * still running then, so that another instance runs it at once instead of after its lease.
   */
  stop(deadline?: number): Promise<StopReport>;
}

export interface StopReport {
  /** Jobs that were running when the worker stopped and finished within the grace. */
  jobsFinished: number;
  /** Jobs given back to the queue (the one cut short). */
  jobsHandedBack: number;
}

const DAY = 24 * 60 * 60 * 1000;

/** Done jobs are forgotten after a week, failed ones after a month (the Pulpit shows a week). */
const pruneJob: JobKind = {
  kind: 'jobs.prune',
  label: 'Porządkowanie kolejki zadań',
  everyMs: DAY,
  async run(_payload, { db, now }) {
    const deleted = await deleteFinishedJobs(db, {
      doneBefore: new Date(now.getTime() - 7 * DAY),
      failedBefore: new Date(now.getTime() - 30 * DAY),
    });
    return { deleted };
  },
};

/** How often a worker enters the scheduled jobs of the current period (idempotent by key). */
const SCHEDULE_EVERY_MS = 60 * 1000;

/**
 * The worker of this instance: polls every JOB_POLL_MS (0: this instance runs no jobs, e.g. an
 * instance kept for requests only), and at once after a request wrote jobs. Several instances
 * claim side by side (SKIP LOCKED); a scheduled kind is entered once per period under a key, so
 * exactly one instance runs it.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const kinds = new Map<string, JobKind>();
    const pollMs = app.config.jobPollMs;
    let running: Promise<void> | undefined;
    let again = false;
    let scheduledAt = 0;
    let timer: NodeJS.Timeout | undefined;
    let stopping = false;
    /** The jobs running now: the worker's and those of a `drain` a caller started. */
    const inProgress = new Set<JobRow>();
    const runs = new Set<Promise<number>>();
    const control = (): RunControl => {
      let current: JobRow | undefined;
      return {
        stopped: () => stopping,
        running(job) {
          if (current) inProgress.delete(current);
          current = job;
          if (job) inProgress.add(job);
        },
      };
    };

    const drain = (now: () => Date = () => new Date()) => {
      const run = runDueJobs({ db: app.db, log: app.log, kinds }, now, control());
      runs.add(run);
      const forget = () => runs.delete(run);
      run.then(forget, forget);
      return run;
    };
    const schedule = (now = new Date()) =>
      insertJobs(app.db, scheduledJobs(kinds.values(), now), now);

    const tick = () => {
      if (stopping) return;
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        if (Date.now() - scheduledAt >= SCHEDULE_EVERY_MS) {
          scheduledAt = Date.now();
          await schedule();
        }
        await drain();
      })()
        .catch((error: unknown) => app.log.error({ err: error }, 'the job worker stumbled'))
        .finally(() => {
          running = undefined;
          if (again) {
            again = false;
            tick();
          }
        });
    };

    app.decorate('jobs', {
      define(kind: JobKind) {
        if (kinds.has(kind.kind)) throw new Error(`job kind ${kind.kind} defined twice`);
        kinds.set(kind.kind, kind);
      },
      kind: (name: string) => kinds.get(name),
      wake() {
        if (pollMs > 0 && timer) setImmediate(tick);
      },
      drain,
      schedule,
      stop,
    } satisfies JobQueue);

    /** Claims nothing more from now on (the shutdown's first phase). */
    const stopClaiming = () => {
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      again = false;
    };

    async function stop(deadline?: number): Promise<StopReport> {
      stopClaiming();
      const busy = [...inProgress];
      const settled = Promise.allSettled([running, ...runs]).then(() => true);
      let timeout: NodeJS.Timeout | undefined;
      const finished =
        deadline === undefined
          ? await settled
          : await Promise.race([
              settled,
              new Promise<false>((resolve) => {
                timeout = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
              }),
            ]);
      clearTimeout(timeout);
      if (finished) return { jobsFinished: busy.length, jobsHandedBack: 0 };
      // Still running at the end of the grace: the process exits under it, so the row is
      // released now rather than left locked for the rest of its 10-minute lease.
      const cut = [...inProgress];
      const jobsHandedBack = await releaseJobs(app.db, cut, { started: true });
      app.log.warn(
        { jobs: cut.map((job) => job.id), kinds: cut.map((job) => job.kind) },
        'a job was still running at the end of the grace: handed back to the queue',
      );
      return { jobsFinished: busy.length - cut.length, jobsHandedBack };
    }

    app.jobs.define(mailJob(app.mailer));
    app.jobs.define(pruneJob);

    app.addHook('onReady', async () => {
      if (pollMs <= 0) return;
      timer = setInterval(tick, pollMs);
      timer.unref();
      tick();
    });
    app.shutdown.onDrain('jobs', () => {
      stopClaiming();
      return { jobsRunning: inProgress.size };
    });
    // Before the database closes (onClose runs in reverse order): a run in progress finishes, or
    // is handed back when the shutdown's grace ends first.
    app.addHook('onClose', async () => {
      const report = await stop(app.shutdown.deadline);
      app.log.info(report, 'shutting down: the job worker stopped');
    });
  },
  { name: 'jobs', dependencies: ['database', 'mailer', 'shutdown'] },
);

/** One job per scheduled kind for the period `now` falls in, keyed by that period. */
export function scheduledJobs(kinds: Iterable<JobKind>, now: Date) {
  const due = [];
  for (const kind of kinds) {
    if (!kind.everyMs) continue;
    const period = Math.floor(now.getTime() / kind.everyMs);
    due.push({
      kind: kind.kind,
      payload: {},
      key: `${kind.kind}@${period}`,
      runAt: new Date(period * kind.everyMs),
    });
  }
  return due;
}
