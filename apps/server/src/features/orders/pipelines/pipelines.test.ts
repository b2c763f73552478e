import type { MainTask } from '@handlowo/contract';
import { type Pipeline, wizardMessages } from '@handlowo/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceDataChanged } from '../../../lib/reference-cache.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { expectError, getOk } from '../../../testing/requests.ts';
import { pipelines as seeded } from '../../reference-data/seed/pipelines.ts';

let app: FastifyInstance;
const queries = recordQueries();
let investor: string;
let temporary: string;

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  investor = (await createUser(app, { role: 'INVESTOR' })).token;
  temporary = (await createUser(app, { role: 'INVESTOR', isMock: true })).token;
});
afterAll(() => app.close());

const listPipelines = (token = investor) => getOk<Pipeline[]>(app, '/api/pipeline', token);

/**
 * The statements of a cold read (after a change of the reference data; a no-op statement counts)
 * and of the repeat, which the cache answers with the auth lookup only.
 */
async function coldAndWarm(url: string) {
  await app.db.execute(sql`update pipelines set name = name where false`);
  referenceDataChanged(app.db);
  const cold = await queries.during(() => getOk(app, url, investor));
  const warm = await queries.during(() => getOk(app, url, investor));
  expect(warm.result).toEqual(cold.result);
  return {
    cold: cold.statements.filter((s) => !s.includes('reference_data_version')),
    warm: warm.statements,
  };
}

describe('E1 GET /pipeline', () => {
  it('answers the five stages in funnel order, ids 1–5, each with its main tasks in order', async () => {
    const list = await listPipelines();
    expect(list.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(list.map((p) => p.name)).toEqual(seeded.map((p) => p.name));
    for (const [i, pipeline] of list.entries()) {
      expect(Object.keys(pipeline).sort()).toEqual([
        'description',
        'goal',
        'id',
        'name',
        'pipelineMainTasks',
      ]);
      expect(pipeline.pipelineMainTasks.map((t) => t.name)).toEqual(
        seeded[i]?.mainTasks.map((t) => t.name),
      );
      for (const task of pipeline.pipelineMainTasks) {
        expect(Object.keys(task).sort()).toEqual(['description', 'id', 'name']);
      }
    }
  });

  it('answers the temporary investor the same list', async () => {
    expect(await listPipelines(temporary)).toEqual(await listPipelines());
  });

  it('runs one statement besides the auth lookup (and the version), then none', async () => {
    const { cold, warm } = await coldAndWarm('/api/pipeline');
    expect(cold).toHaveLength(2);
    expect(warm).toHaveLength(1);
  });

  it.each(['FREELANCER', 'ADMIN'] as const)('refuses a %s with 403', async (role) => {
    const { token } = await createUser(app, { role });
    const res = await app.inject({ method: 'GET', url: '/api/pipeline', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
  });

  it('refuses an anonymous caller with 403', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/pipeline' });
    expect(res.statusCode).toBe(403);
  });
});

describe('E2 GET /pipeline/:id/main-task', () => {
  it('answers each stage’s main tasks exactly as E1 nests them', async () => {
    for (const pipeline of await listPipelines()) {
      const tasks = await getOk<MainTask[]>(
        app,
        `/api/pipeline/${pipeline.id}/main-task`,
        temporary,
      );
      expect(tasks).toEqual(pipeline.pipelineMainTasks);
      expect(tasks.length).toBeGreaterThanOrEqual(4);
    }
  });

  it.each([6, 7, 2147483647])('answers 404 for the unknown stage %i', async (id) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/pipeline/${id}/main-task`,
      headers: bearer(investor),
    });
    expectError(res, 404, wizardMessages.pipelineNotFound);
  });

  it.each(['abc', '-1', '1.5', '99999999999'])(
    'does not answer 200 or 500 for the id %s',
    async (id) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/pipeline/${id}/main-task`,
        headers: bearer(investor),
      });
      expect([400, 404]).toContain(res.statusCode);
    },
  );

  it('runs one statement besides the auth lookup (and the version), then none', async () => {
    const { cold, warm } = await coldAndWarm('/api/pipeline/2/main-task');
    expect(cold).toHaveLength(2);
    expect(warm).toHaveLength(1);
  });

  it('refuses a freelancer, an admin and an anonymous caller with 403', async () => {
    for (const role of ['FREELANCER', 'ADMIN'] as const) {
      const { token } = await createUser(app, { role });
      const res = await app.inject({
        method: 'GET',
        url: '/api/pipeline/1/main-task',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(403);
    }
    const res = await app.inject({ method: 'GET', url: '/api/pipeline/1/main-task' });
    expect(res.statusCode).toBe(403);
  });
});
