import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type JobRow, jobs } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { type JobKind, type RunControl, runDueJobs } from './job-runner.ts';

/*
 * The worker's part of the graceful shutdown (ADR 026) on one database, as PGlite allows: it
 * stops claiming, gives back the claimed jobs it has not started (with their attempt), and hands
 * back the job still running when the grace ends, which another instance then runs at once; the
 * cut run's late end does not touch the other instance's claim. The real processes:
 * features/system/graceful-shutdown.test.ts.
 */

/** A kind whose runs wait until the test lets them go. */
function blockingKind(kind: string) {
  const started: number[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const definition: JobKind = {
    kind,
    label: 'Test',
    async run(_payload, { job }) {
      started.push(job.id);
      await gate;
      return { by: 'first' };
    },
  };
  return { definition, started, release: () => release() };
}

const handback = blockingKind('test.handback');
const batch = blockingKind('test.batch');
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp(
    {},
    {
      extra: async (instance) => {
        instance.jobs.define(handback.definition);
        instance.jobs.define(batch.definition);
      },
    },
  );
});
afterAll(() => app.close());

async function enqueue(app: FastifyInstance, kind: string, n = 1): Promise<number[]> {
  const now = new Date();
  const rows = await app.db
    .insert(jobs)
    .values(Array.from({ length: n }, () => ({ kind, payload: {}, runAt: now, createdAt: now })))
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

async function rowOf(app: FastifyInstance, id: number): Promise<JobRow> {
  const [row] = await app.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} is gone`);
  return row;
}

async function until(check: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not within 10 s');
    await new Promise((next) => setTimeout(next, 10));
  }
}

it('gives the claimed jobs it has not started back with their attempt once it stops', async () => {
  const ids = await enqueue(app, 'test.batch', 3);
  // The worker's own control, as app.jobs.stop() sets it: stop while the first job runs.
  let stopped = false;
  const control: RunControl = { stopped: () => stopped };
  const kinds = new Map([['test.batch', batch.definition]]);
  const worker = runDueJobs({ db: app.db, log: app.log, kinds }, undefined, control);
  await until(() => batch.started.length === 1);
  stopped = true;
  batch.release();
  expect(await worker).toBe(1);
  const rows = await Promise.all(ids.map((id) => rowOf(app, id)));
  const [done, ...left] = rows;
  expect(done).toMatchObject({ id: ids[0], state: 'DONE', attempts: 1 });
  expect(left).toHaveLength(2);
  for (const row of left) {
    expect(row).toMatchObject({ state: 'PENDING', attempts: 0, lockedUntil: null });
  }
});

it('hands the job running at the end of the grace back, and another instance runs it at once', async () => {
  const blocking = handback;
  const [id = 0] = await enqueue(app, 'test.handback');
  const firstRun = app.jobs.drain();
  await until(() => blocking.started.includes(id));
  expect(await rowOf(app, id)).toMatchObject({ state: 'RUNNING', attempts: 1 });

  expect(await app.jobs.stop(Date.now() + 50)).toEqual({ jobsFinished: 0, jobsHandedBack: 1 });
  const handedBack = await rowOf(app, id);
  expect(handedBack).toMatchObject({ state: 'PENDING', attempts: 1, lockedUntil: null });
  expect(handedBack.runAt.getTime()).toBeLessThanOrEqual(Date.now());

  // Another instance's worker (its own kinds, the same database) claims it now, not in 10 min.
  const other = new Map([
    ['test.handback', { ...blocking.definition, run: async () => ({ by: 'other' }) }],
  ]);
  expect(await runDueJobs({ db: app.db, log: app.log, kinds: other })).toBe(1);
  expect(await rowOf(app, id)).toMatchObject({
    state: 'DONE',
    attempts: 2,
    payload: { by: 'other' },
  });

  // The cut run ends late (its process would be gone by now): the row stays the other's.
  blocking.release();
  await firstRun;
  expect(await rowOf(app, id)).toMatchObject({ state: 'DONE', payload: { by: 'other' } });
  // Stopped: this instance's worker claims nothing more.
  await enqueue(app, 'test.handback');
  expect(await app.jobs.drain()).toBe(0);
});
