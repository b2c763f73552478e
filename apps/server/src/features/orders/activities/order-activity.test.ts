import {
  wizardMessages as m,
  messages,
  type OrderActivity,
  type OrderStatus,
} from '@handlowo/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderActivities, pipelineMainTasks } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { expectError, sendRaw } from '../../../testing/requests.ts';
import { createOrder } from '../order.repository.ts';
import { addServiceRow, firstOrderOf, setOrder, taskIdsOf } from './order-arrange.ts';

let app: FastifyInstance;
/** Main task ids of stages 1 and 2, in display order. */
let stage1: number[];
let stage2: number[];

beforeAll(async () => {
  app = await buildTestApp();
  stage1 = await taskIdsOf(app, 1);
  stage2 = await taskIdsOf(app, 2);
  expect(stage1.length).toBeGreaterThanOrEqual(4);
});
afterAll(() => app.close());

const task = (list: number[], index: number) => {
  const id = list[index];
  if (id === undefined) throw new Error(`no main task #${index}`);
  return id;
};

/** An investor whose first order is on stage 1 (or has no stage). */
async function investor({ isMock = false, pipelineId = 1 as number | null } = {}) {
  const { user, token } = await createUser(app, { role: 'INVESTOR', isMock });
  const order = await firstOrderOf(app, user.id);
  if (pipelineId !== null) await setOrder(app, order.id, { pipelineId });
  return { id: user.id, token, order };
}

const body = (pipelineMainTaskId: number, overrides: Record<string, unknown> = {}) => ({
  amount: 40,
  startDate: '2027-02-01',
  period: 6,
  description: 'Umawianie spotkań z dyrektorami finansowymi.',
  pipelineMainTaskId,
  ...overrides,
});

const add = (token: string | undefined, payload: unknown, url = '/api/order-activity') =>
  sendRaw(app, 'POST', url, { token, payload });
const edit = (token: string | undefined, id: number | string, payload: unknown) =>
  sendRaw(app, 'PATCH', `/api/order-activity/${id}`, { token, payload });
const remove = (token: string | undefined, id: number | string) =>
  sendRaw(app, 'DELETE', `/api/order-activity/${id}`, { token });

const servicesOf = (orderId: number) =>
  app.db
    .select()
    .from(orderActivities)
    .where(eq(orderActivities.orderId, orderId))
    .orderBy(asc(orderActivities.id));

async function mainTask(id: number) {
  const [row] = await app.db
    .select({
      id: pipelineMainTasks.id,
      name: pipelineMainTasks.name,
      description: pipelineMainTasks.description,
    })
    .from(pipelineMainTasks)
    .where(eq(pipelineMainTasks.id, id));
  if (!row) throw new Error(`no main task ${id}`);
  return row;
}

describe('E4 POST /order-activity (and /orders-activity)', () => {
  it.each(['/api/order-activity', '/api/orders-activity'])(
    '%s adds the service to the current draft and answers it (201)',
    async (url) => {
      const { token, order } = await investor();
      const taskId = task(stage1, 1);
      const res = await add(token, body(taskId), url);
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json<OrderActivity>();
      const t = await mainTask(taskId);
      expect(created).toEqual({
        id: expect.any(Number),
        name: t.name,
        pipelineMainTask: t,
        amount: 40,
        period: 6,
        startDate: '2027-02-01',
        description: 'Umawianie spotkań z dyrektorami finansowymi.',
        freelancer: null,
        score: null,
        offerState: null,
        declineReason: null,
        opinion: null,
      });
      expect(await servicesOf(order.id)).toMatchObject([
        { id: created.id, pipelineMainTaskId: taskId, amount: 40, period: 6, freelancerId: null },
      ]);
    },
  );

  it('lets a temporary investor add a service', async () => {
    const { token, order } = await investor({ isMock: true });
    expect((await add(token, body(task(stage1, 0)))).statusCode).toBe(201);
    expect(await servicesOf(order.id)).toHaveLength(1);
  });

  // Issue 27 changed the default (before: the first order): the current draft, A10's orders[0].
  it('uses the current draft (the newest NEW order) without orderId, and the named order with it', async () => {
    const { id, token, order } = await investor();
    const second = await createOrder(app.db, id);
    await setOrder(app, second.id, { pipelineId: 2 });
    await setOrder(app, order.id, { pipelineId: 1 });
    expect((await add(token, body(task(stage2, 0)))).statusCode).toBe(201);
    const res = await add(token, { ...body(task(stage1, 0)), orderId: order.id });
    expect(res.statusCode, res.body).toBe(201);
    expect((await servicesOf(order.id)).map((s) => s.pipelineMainTaskId)).toEqual([
      task(stage1, 0),
    ]);
    expect((await servicesOf(second.id)).map((s) => s.pipelineMainTaskId)).toEqual([
      task(stage2, 0),
    ]);
  });

  it('refuses a realised order named in the body although a draft exists', async () => {
    const { id, token, order } = await investor();
    await setOrder(app, order.id, { status: 'REALIZED', pipelineId: 1 });
    await createOrder(app.db, id);
    const res = await add(token, { ...body(task(stage1, 0)), orderId: order.id });
    expectError(res, 400, m.orderLocked);
  });

  it('answers 404 for another investor’s order or an unknown order, and stores nothing', async () => {
    const owner = await investor();
    const other = await investor();
    const payload = { ...body(task(stage1, 0)), orderId: owner.order.id };
    expectError(await add(other.token, payload), 404, m.orderNotFound);
    expectError(
      await add(other.token, { ...payload, orderId: 2_147_483_647 }),
      404,
      m.orderNotFound,
    );
    expect(await servicesOf(owner.order.id)).toEqual([]);
    expect(await servicesOf(other.order.id)).toEqual([]);
  });

  it('answers 403 to freelancers, admins and anonymous callers', async () => {
    for (const role of ['FREELANCER', 'ADMIN'] as const) {
      const { token } = await createUser(app, { role });
      expect((await add(token, body(task(stage1, 0)))).statusCode).toBe(403);
      expect((await add(token, body(task(stage1, 0)), '/api/orders-activity')).statusCode).toBe(
        403,
      );
    }
    expect((await add(undefined, body(task(stage1, 0)))).statusCode).toBe(403);
  });

  it('needs a stage on the order (400)', async () => {
    const { token, order } = await investor({ pipelineId: null });
    expectError(await add(token, body(task(stage1, 0))), 400, m.pipelineMissing);
    expect(await servicesOf(order.id)).toEqual([]);
  });

  it('refuses another stage’s main task and an unknown main task id (400)', async () => {
    const { token, order } = await investor();
    expectError(await add(token, body(task(stage2, 0))), 400, m.mainTaskOutsidePipeline);
    expectError(await add(token, body(2_000_000)), 400, m.mainTaskOutsidePipeline);
    expect(await servicesOf(order.id)).toEqual([]);
  });

  it('refuses a main task that is already on the order (400)', async () => {
    const { token, order } = await investor();
    expect((await add(token, body(task(stage1, 2)))).statusCode).toBe(201);
    expectError(
      await add(token, body(task(stage1, 2), { amount: 3 }), '/api/orders-activity'),
      400,
      m.mainTaskTaken,
    );
    expect(await servicesOf(order.id)).toMatchObject([{ amount: 40 }]);
  });

  it('stores exactly one of parallel adds of the same main task', async () => {
    const { token, order } = await investor();
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        add(
          token,
          body(task(stage1, 3), { amount: i + 1 }),
          i % 2 ? '/api/orders-activity' : undefined,
        ),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400)) {
      expectError(r, 400, m.mainTaskTaken);
    }
    expect(await servicesOf(order.id)).toHaveLength(1);
  });

  it('adds while the order is in verification, not when it is active or realised', async () => {
    const { token, order } = await investor();
    await setOrder(app, order.id, { status: 'VERYFICATION' });
    expect((await add(token, body(task(stage1, 0)))).statusCode).toBe(201);
    for (const status of ['ACTIVE', 'REALIZED'] as const) {
      await setOrder(app, order.id, { status });
      expectError(await add(token, body(task(stage1, 1))), 400, m.orderLocked);
    }
    expect(await servicesOf(order.id)).toHaveLength(1);
  });

  it('stores the Warsaw calendar date of an ISO timestamp', async () => {
    const { token, order } = await investor();
    const res = await add(token, body(task(stage1, 0), { startDate: '2025-05-31T22:00:00.000Z' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<OrderActivity>().startDate).toBe('2025-06-01');
    // Winter time: UTC+1.
    const winter = await add(token, body(task(stage1, 1), { startDate: '2025-01-31T23:30:00Z' }));
    expect(winter.json<OrderActivity>().startDate).toBe('2025-02-01');
    expect((await servicesOf(order.id)).map((s) => s.startDate)).toEqual([
      '2025-06-01',
      '2025-02-01',
    ]);
  });

  it.each([
    ['an impossible date', { startDate: '2025-02-30' }, m.startDateInvalid],
    ['an impossible timestamp', { startDate: '2025-02-30T10:00:00.000Z' }, m.startDateInvalid],
    ['text', { startDate: 'jutro' }, m.startDateInvalid],
    ['no date', { startDate: undefined }, m.startDateRequired],
    ['amount 0', { amount: 0 }, m.amountMin],
    ['a fractional amount', { amount: 1.5 }, m.amountInteger],
    ['period 4', { period: 4 }, m.periodRequired],
    ['a blank description', { description: '   ' }, m.descriptionRequired],
    ['a long description', { description: 'x'.repeat(251) }, m.descriptionMax],
    ['no main task', { pipelineMainTaskId: undefined }, m.mainTaskRequired],
    ['orderId 0', { orderId: 0 }, messages.invalidId],
  ])('refuses %s with 400 and the Polish message', async (_name, overrides, message) => {
    const { token, order } = await investor();
    expectError(await add(token, body(task(stage1, 0), overrides)), 400, message);
    expect(await servicesOf(order.id)).toEqual([]);
  });
});

describe('E5 PATCH /order-activity/{id}', () => {
  it('replaces every field, keeping or changing the main task', async () => {
    const { token, order } = await investor();
    const service = await addServiceRow(app, order.id);
    const same = body(service.pipelineMainTaskId, {
      amount: 7,
      period: 1,
      startDate: '2025-05-31T22:00:00.000Z',
      description: '  Kwalifikacja leadów.  ',
    });
    expect((await edit(token, service.id, same)).statusCode).toBe(204);
    expect(await servicesOf(order.id)).toMatchObject([
      {
        id: service.id,
        pipelineMainTaskId: service.pipelineMainTaskId,
        amount: 7,
        period: 1,
        startDate: '2025-06-01',
        description: 'Kwalifikacja leadów.',
      },
    ]);
    const free = stage1.find((id) => id !== service.pipelineMainTaskId) ?? 0;
    expect((await edit(token, service.id, body(free))).statusCode).toBe(204);
    expect(await servicesOf(order.id)).toMatchObject([
      { id: service.id, pipelineMainTaskId: free },
    ]);
  });

  it('refuses a main task that another service of the order has (400), changing nothing', async () => {
    const { token, order } = await investor();
    const first = await addServiceRow(app, order.id);
    const second = await addServiceRow(app, order.id);
    const before = await servicesOf(order.id);
    expectError(await edit(token, second.id, body(first.pipelineMainTaskId)), 400, m.mainTaskTaken);
    expect(await servicesOf(order.id)).toEqual(before);
  });

  it('refuses another stage’s or an unknown main task (400)', async () => {
    const { token, order } = await investor();
    const service = await addServiceRow(app, order.id);
    expectError(
      await edit(token, service.id, body(task(stage2, 0))),
      400,
      m.mainTaskOutsidePipeline,
    );
    expectError(await edit(token, service.id, body(2_000_000)), 400, m.mainTaskOutsidePipeline);
    expect(await servicesOf(order.id)).toEqual([service]);
  });

  it('needs every field (400)', async () => {
    const { token, order } = await investor();
    const service = await addServiceRow(app, order.id);
    const { amount: _, ...withoutAmount } = body(service.pipelineMainTaskId);
    expectError(await edit(token, service.id, withoutAmount), 400, m.amountRequired);
    expectError(
      await edit(token, service.id, body(service.pipelineMainTaskId, { startDate: '2025-02-30' })),
      400,
      m.startDateInvalid,
    );
    expect(await servicesOf(order.id)).toEqual([service]);
  });

  it('answers 404 for another investor’s service or an unknown id, changing nothing', async () => {
    const owner = await investor();
    const other = await investor();
    const service = await addServiceRow(app, owner.order.id);
    const payload = body(service.pipelineMainTaskId, { amount: 99 });
    expectError(await edit(other.token, service.id, payload), 404, m.orderActivityNotFound);
    expectError(await edit(other.token, 2_147_483_647, payload), 404, m.orderActivityNotFound);
    expect(await servicesOf(owner.order.id)).toEqual([service]);
  });

  it('edits in verification, not when the order is active or realised', async () => {
    const { token, order } = await investor();
    const service = await addServiceRow(app, order.id);
    await setOrder(app, order.id, { status: 'VERYFICATION' });
    const payload = body(service.pipelineMainTaskId, { amount: 5 });
    expect((await edit(token, service.id, payload)).statusCode).toBe(204);
    for (const status of ['ACTIVE', 'REALIZED'] as const) {
      await setOrder(app, order.id, { status });
      expectError(
        await edit(token, service.id, body(service.pipelineMainTaskId)),
        400,
        m.orderLocked,
      );
    }
    expect(await servicesOf(order.id)).toMatchObject([{ amount: 5 }]);
  });

  it('answers 403 to freelancers, admins and anonymous callers', async () => {
    const { order } = await investor();
    const service = await addServiceRow(app, order.id);
    for (const role of ['FREELANCER', 'ADMIN'] as const) {
      const { token } = await createUser(app, { role });
      expect((await edit(token, service.id, body(service.pipelineMainTaskId))).statusCode).toBe(
        403,
      );
    }
    expect((await edit(undefined, service.id, body(service.pipelineMainTaskId))).statusCode).toBe(
      403,
    );
    expect(await servicesOf(order.id)).toEqual([service]);
  });
});

describe('E6 DELETE /order-activity/{id}', () => {
  it('deletes the service (also in verification)', async () => {
    const { token, order } = await investor();
    const [first, second] = [
      await addServiceRow(app, order.id),
      await addServiceRow(app, order.id),
    ];
    expect((await remove(token, first.id)).statusCode).toBe(204);
    await setOrder(app, order.id, { status: 'VERYFICATION' });
    expect((await remove(token, second.id)).statusCode).toBe(204);
    expect(await servicesOf(order.id)).toEqual([]);
    expectError(await remove(token, first.id), 404, m.orderActivityNotFound);
  });

  it('answers 404 for another investor’s service, changing nothing', async () => {
    const owner = await investor();
    const other = await investor({ isMock: true });
    const service = await addServiceRow(app, owner.order.id);
    expectError(await remove(other.token, service.id), 404, m.orderActivityNotFound);
    expect(await servicesOf(owner.order.id)).toEqual([service]);
  });

  it.each<OrderStatus>(['ACTIVE', 'REALIZED'])(
    'refuses while the order is %s (400)',
    async (status) => {
      const { token, order } = await investor();
      const service = await addServiceRow(app, order.id);
      await setOrder(app, order.id, { status });
      expectError(await remove(token, service.id), 400, m.orderLocked);
      expect(await servicesOf(order.id)).toEqual([service]);
    },
  );

  it('answers 403 to freelancers, admins and anonymous callers', async () => {
    const { order } = await investor();
    const service = await addServiceRow(app, order.id);
    for (const role of ['FREELANCER', 'ADMIN'] as const) {
      const { token } = await createUser(app, { role });
      expect((await remove(token, service.id)).statusCode).toBe(403);
    }
    expect((await remove(undefined, service.id)).statusCode).toBe(403);
    expect(await servicesOf(order.id)).toEqual([service]);
  });

  it('matches digits only, so id 0 is 400 and text is no route (404)', async () => {
    const { token } = await investor();
    expectError(await remove(token, 0), 400, messages.invalidId);
    expect((await remove(token, 'abc')).statusCode).toBe(404);
  });
});

it('documents the decisions in OpenAPI', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  type Operation = { summary?: string; description?: string };
  const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  for (const url of ['/api/order-activity', '/api/orders-activity']) {
    const e4 = paths[url]?.post;
    expect(e4?.summary).toMatch(/^E4/);
    expect(e4?.description).toMatch(/Europe\/Warsaw/);
    expect(e4?.description).toMatch(/parallel adds/);
    expect(e4?.description).toContain(m.orderLocked);
  }
  expect(paths['/api/order-activity/{id}']?.patch?.description).toContain(m.mainTaskTaken);
  expect(paths['/api/order-activity/{id}']?.delete?.summary).toMatch(/^E6: /);
});
