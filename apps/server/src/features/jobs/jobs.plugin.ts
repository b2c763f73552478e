import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteFinishedJobs, insertJobs } from './job.repository.ts';
import { type JobKind, runDueJobs } from './job-runner.ts';
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

    const drain = (now: () => Date = () => new Date()) =>
      runDueJobs({ db: app.db, log: app.log, kinds }, now);
    const schedule = (now = new Date()) =>
      insertJobs(app.db, scheduledJobs(kinds.values(), now), now);

    const tick = () => {
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
    } satisfies JobQueue);

    app.jobs.define(mailJob(app.mailer));
    app.jobs.define(pruneJob);

    app.addHook('onReady', async () => {
      if (pollMs <= 0) return;
      timer = setInterval(tick, pollMs);
      timer.unref();
      tick();
    });
    // Before the database closes (onClose runs in reverse order): a run in progress finishes.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      timer = undefined;
      again = false;
      await running;
    });
  },
  { name: 'jobs', dependencies: ['database', 'mailer'] },
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
