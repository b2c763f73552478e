import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobRow, jobs } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { insertJobs } from './job.repository.ts';
import { LEASE_MS, runDueJobs } from './job-runner.ts';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from './retry-delays.ts';

/*
 * The queue itself (ADR 015), with kinds of its own: what a transaction writes, the back-off and
 * the end of retries, a dead worker's lease, parallel workers, the schedules.
 */

let app: FastifyInstance;
/** What the test kinds did, by job id. */
const runs = new Map<number, number>();
/** The test kind fails while this holds. */
let failing = true;

beforeAll(async () => {
  app = await buildTestApp(
    {},
    {
      extra: async (instance) => {
        instance.jobs.define({
          kind: 'test.flaky',
          label: 'Test',
          async run(_payload, { job }) {
            runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
            if (failing) throw new Error('still down');
            return { ok: true };
          },
        });
        instance.jobs.define({
          kind: 'test.count',
          label: 'Test',
          async run(_payload, { job }) {
            runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
            // Long enough for a parallel worker to try the same rows.
            await new Promise((done) => setTimeout(done, 20));
          },
        });
        instance.jobs.define({
          kind: 'test.hourly',
          label: 'Test',
          everyMs: 60 * 60 * 1000,
          async run(_payload, { job }) {
            runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
          },
        });
      },
    },
  );
});
afterAll(() => app.close());

const rowOf = async (id: number): Promise<JobRow> => {
  const [row] = await app.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} is gone`);
  return row;
};

async function enqueue(kind: string): Promise<number> {
  const [row] = await app.db
    .insert(jobs)
    .values({ kind, payload: {}, runAt: new Date(), createdAt: new Date() })
    .returning({ id: jobs.id });
  if (!row) throw new Error('not enqueued');
  return row.id;
}

describe('writing jobs', () => {
  it('exist exactly when the transaction that wrote them commits', async () => {
    const key = `rollback-${Date.now()}`;
    await app.db
      .transaction(async (tx) => {
        await insertJobs(tx, [{ kind: 'test.count', payload: {}, key }], new Date());
        throw new Error('the cause fails');
      })
      .catch(() => undefined);
    expect(await app.db.select().from(jobs).where(eq(jobs.key, key))).toEqual([]);
    await app.db.transaction((tx) =>
      insertJobs(tx, [{ kind: 'test.count', payload: {}, key }], new Date()),
    );
    expect(await app.db.select().from(jobs).where(eq(jobs.key, key))).toHaveLength(1);
  });

  it('writes one job per key, however often it is written', async () => {
    const key = `once-${Date.now()}`;
    const written = await Promise.all(
      [1, 2, 3].map(() =>
        insertJobs(app.db, [{ kind: 'test.count', payload: {}, key }], new Date()),
      ),
    );
    expect(written.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await app.db.select().from(jobs).where(eq(jobs.key, key))).toHaveLength(1);
  });
});

describe('running jobs', () => {
  it('backs off 1 min, 5 min, 30 min, 2 h, 12 h, then fails for good until an admin retries', async () => {
    failing = true;
    const id = await enqueue('test.flaky');
    let clock = Date.now();
    await app.jobs.drain(() => new Date(clock));
    for (const [i, delay] of RETRY_DELAYS_MS.entries()) {
      const row = await rowOf(id);
      expect(row).toMatchObject({ state: 'PENDING', attempts: i + 1, lastError: 'still down' });
      expect(row.runAt.getTime()).toBe(clock + delay);
      // Not a moment early.
      await app.jobs.drain(() => new Date(clock + delay - 1));
      expect(runs.get(id)).toBe(i + 1);
      clock += delay;
      await app.jobs.drain(() => new Date(clock));
    }
    expect(runs.get(id)).toBe(MAX_ATTEMPTS);
    expect(await rowOf(id)).toMatchObject({ state: 'FAILED', attempts: MAX_ATTEMPTS });
    await app.jobs.drain(() => new Date(clock + 365 * 24 * 3600 * 1000));
    expect(runs.get(id)).toBe(MAX_ATTEMPTS);

    failing = false;
    const admin = await createUser(app, { role: 'ADMIN' });
    const state = await app.inject({
      method: 'GET',
      url: '/api/admin-panel/jobs',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(state.json().failed).toContainEqual(
      expect.objectContaining({ id, kind: 'test.flaky', label: 'Test', lastError: 'still down' }),
    );
    const retry = await app.inject({
      method: 'POST',
      url: `/api/admin-panel/jobs/${id}/retry`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(retry.statusCode).toBe(204);
    await app.jobs.drain();
    expect(await rowOf(id)).toMatchObject({ state: 'DONE', payload: { ok: true } });
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin-panel/jobs/${id}/retry`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(again.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/admin-panel/jobs/999999/retry',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('runs again a job whose worker died, once its lease is over', async () => {
    const id = await enqueue('test.count');
    // A worker took it and died: RUNNING, leased.
    const now = Date.now();
    await app.db
      .update(jobs)
      .set({ state: 'RUNNING', attempts: 1, lockedUntil: new Date(now + LEASE_MS) })
      .where(eq(jobs.id, id));
    await app.jobs.drain(() => new Date(now + LEASE_MS - 1));
    expect(runs.get(id)).toBeUndefined();
    await app.jobs.drain(() => new Date(now + LEASE_MS + 1));
    expect(runs.get(id)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ state: 'DONE', attempts: 2 });
  });

  it('runs each job once when several workers drain at the same time', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(await enqueue('test.count'));
    const kinds = new Map([['test.count', app.jobs.kind('test.count')]]) as Parameters<
      typeof runDueJobs
    >[0]['kinds'];
    const ran = await Promise.all(
      [1, 2, 3].map(() => runDueJobs({ db: app.db, log: app.log, kinds })),
    );
    expect(ran.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(25);
    expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
    const rows = await app.db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.every((row) => row.state === 'DONE' && row.attempts === 1)).toBe(true);
  });

  it('enters a scheduled kind once per period, and one run of it', async () => {
    const at = new Date('2030-01-01T08:30:00Z');
    await Promise.all([app.jobs.schedule(at), app.jobs.schedule(at), app.jobs.schedule(at)]);
    const period = Math.floor(at.getTime() / 3_600_000);
    const rows = await app.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `test.hourly@${period}`));
    expect(rows).toHaveLength(1);
    await app.jobs.drain(() => at);
    expect(runs.get(rows[0]?.id ?? 0)).toBe(1);
    await app.jobs.schedule(new Date(at.getTime() + 10 * 60 * 1000));
    expect(
      await app.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `test.hourly@${period}`)),
    ).toHaveLength(1);
    await app.jobs.schedule(new Date(at.getTime() + 60 * 60 * 1000));
    expect(
      await app.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `test.hourly@${period + 1}`)),
    ).toHaveLength(1);
  });

  it('forgets done jobs after a week and failed ones after a month', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const rows = await app.db
      .insert(jobs)
      .values(
        (
          [
            ['DONE', 8],
            ['DONE', 6],
            ['FAILED', 31],
            ['FAILED', 29],
          ] as const
        ).map(([state, days]) => ({
          kind: 'test.count',
          payload: {},
          state,
          runAt: new Date(now),
          createdAt: new Date(now),
          finishedAt: new Date(now - days * day),
        })),
      )
      .returning({ id: jobs.id });
    const ids = rows.map((row) => row.id);
    await app.jobs.schedule(new Date(now));
    await app.jobs.drain(() => new Date(now));
    const left = await app.db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(left.map((row) => row.id).sort()).toEqual([ids[1], ids[3]].sort());
  });
});
