import { and, count, desc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { type JobRow, jobs } from '../../db/schema/index.ts';

/** A job to write: its kind and payload, optionally a key that makes the write idempotent. */
export interface NewJob {
  kind: string;
  payload: unknown;
  /** At most one job per key, ever: a second enqueue with the same key does nothing. */
  key?: string | undefined;
  /** Not before (default: now). */
  runAt?: Date | undefined;
}

/**
 * Writes jobs with the executor of their cause (a transaction): they exist exactly when it
 * commits. Returns how many were new (a key already taken counts as none).
 */
export async function insertJobs(db: Executor, list: readonly NewJob[], now: Date) {
  if (list.length === 0) return 0;
  const rows = await db
    .insert(jobs)
    .values(
      list.map((job) => ({
        kind: job.kind,
        payload: job.payload,
        key: job.key ?? null,
        runAt: job.runAt ?? now,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Takes up to `limit` due jobs of the given kinds for this worker until `leaseEnd`: pending ones
 * whose time has come and running ones whose worker's lease ran out (it died). SKIP LOCKED lets
 * instances claim side by side without waiting for, or taking, each other's rows.
 */
export async function claimDueJobs(
  db: Database,
  { kinds, now, leaseEnd, limit }: { kinds: string[]; now: Date; leaseEnd: Date; limit: number },
): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, kinds),
        or(
          and(eq(jobs.state, 'PENDING'), lte(jobs.runAt, now)),
          and(eq(jobs.state, 'RUNNING'), lt(jobs.lockedUntil, now)),
        ),
      ),
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ state: 'RUNNING', attempts: sql`${jobs.attempts} + 1`, lockedUntil: leaseEnd })
    .where(inArray(jobs.id, due))
    .returning();
}

/** The run of `job` (as claimed) ended well; a job claimed again since then is not touched. */
export async function markJobDone(
  db: Executor,
  job: JobRow,
  { now, payload }: { now: Date; payload: unknown },
) {
  await db
    .update(jobs)
    .set({ state: 'DONE', finishedAt: now, lockedUntil: null, lastError: null, payload })
    .where(claimedRun(job));
}

/** The run failed: again at `retryAt`, or FAILED for good when there is none. */
export async function markJobFailed(
  db: Executor,
  job: JobRow,
  { now, error, retryAt }: { now: Date; error: string; retryAt: Date | undefined },
) {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { state: 'PENDING', runAt: retryAt, lockedUntil: null, lastError: error }
        : { state: 'FAILED', finishedAt: now, lockedUntil: null, lastError: error },
    )
    .where(claimedRun(job));
}

const claimedRun = (job: JobRow) =>
  and(eq(jobs.id, job.id), eq(jobs.state, 'RUNNING'), eq(jobs.attempts, job.attempts));

/**
 * Hands claimed runs back to the queue, due at once for any instance (a shutdown, ADR 026). A run
 * that never `started` gives its attempt back; one cut short keeps it, so that its own late
 * `markJobDone`/`markJobFailed` (the compare on `attempts`) can never touch the next claim.
 * Returns how many were still this worker's to hand back.
 */
export async function releaseJobs(
  db: Executor,
  list: readonly JobRow[],
  { started }: { started: boolean },
): Promise<number> {
  let released = 0;
  for (const job of list) {
    const rows = await db
      .update(jobs)
      .set({
        state: 'PENDING',
        lockedUntil: null,
        ...(started ? {} : { attempts: sql`${jobs.attempts} - 1` }),
      })
      .where(claimedRun(job))
      .returning({ id: jobs.id });
    released += rows.length;
  }
  return released;
}

/** An admin's retry of a FAILED job: due now, with the whole back-off ahead of it again. */
export async function requeueFailedJob(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: 'PENDING', runAt: now, attempts: 0, finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'FAILED')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function findJobState(db: Executor, id: number) {
  const [row] = await db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, id));
  return row?.state;
}

/** Jobs still to run (pending or running) and those that failed since `since`. */
export async function countJobs(db: Executor, since: Date) {
  const [row] = await db
    .select({
      waiting: count(sql`case when ${jobs.state} in ('PENDING', 'RUNNING') then 1 end`),
      failed: count(
        sql`case when ${jobs.state} = 'FAILED' and ${jobs.finishedAt} > ${since} then 1 end`,
      ),
    })
    .from(jobs)
    .where(or(inArray(jobs.state, ['PENDING', 'RUNNING']), eq(jobs.state, 'FAILED')));
  return { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0 };
}

/** The latest FAILED jobs since `since`, newest first. */
export function findFailedJobs(db: Executor, since: Date, limit: number) {
  return db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      payload: jobs.payload,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      failedAt: jobs.finishedAt,
    })
    .from(jobs)
    .where(and(eq(jobs.state, 'FAILED'), gt(jobs.finishedAt, since)))
    .orderBy(desc(jobs.finishedAt), desc(jobs.id))
    .limit(limit);
}

/** Forgets jobs that finished (DONE) before `doneBefore` or failed before `failedBefore`. */
export async function deleteFinishedJobs(
  db: Executor,
  { doneBefore, failedBefore }: { doneBefore: Date; failedBefore: Date },
) {
  const rows = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.state, 'DONE'), lt(jobs.finishedAt, doneBefore)),
        and(eq(jobs.state, 'FAILED'), lt(jobs.finishedAt, failedBefore)),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Forgets the jobs not yet done that name one of `emails` (a job names a person only by its
 * payload's `to` or `email`): a deleted account's waiting mails are not sent, and nothing keeps
 * the address. A job running right now finishes; its row keeps no address once done.
 */
export async function deleteJobsNaming(db: Executor, emails: readonly string[]) {
  if (emails.length === 0) return;
  const list = [...emails];
  await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.state, ['PENDING', 'FAILED']),
        or(
          inArray(sql`${jobs.payload}->>'to'`, list),
          inArray(sql`${jobs.payload}->>'email'`, list),
        ),
      ),
    );
}
