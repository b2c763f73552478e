import { wizardMessages as m, messages, type OrderStatus } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderActivities, orders } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { expectError, sendRaw } from '../../testing/requests.ts';
import { addServiceRow, firstOrderOf, setOrder } from './activities/order-arrange.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function investor(isMock = false) {
  const { user, token } = await createUser(app, { role: 'INVESTOR', isMock });
  return { id: user.id, token, order: await firstOrderOf(app, user.id) };
}

const choose = (token: string | undefined, orderId: number | string, pipelineId: number | string) =>
  sendRaw(app, 'PATCH', `/api/order/${orderId}/pipeline/${pipelineId}`, { token });

const orderRow = async (id: number) =>
  (await app.db.select().from(orders).where(eq(orders.id, id)))[0];
const servicesOf = (orderId: number) =>
  app.db.select().from(orderActivities).where(eq(orderActivities.orderId, orderId));

describe('E3 PATCH /order/{orderId}/pipeline/{pipelineId}', () => {
  it('sets the stage of the caller’s order, for registered and temporary investors', async () => {
    for (const isMock of [false, true]) {
      const { token, order } = await investor(isMock);
      const res = await choose(token, order.id, 3);
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe('');
      expect((await orderRow(order.id))?.pipelineId).toBe(3);
    }
  });

  it('answers 404 for another investor’s order or an unknown id, and changes nothing', async () => {
    const owner = await investor();
    const other = await investor();
    expectError(await choose(other.token, owner.order.id, 2), 404, m.orderNotFound);
    expect((await orderRow(owner.order.id))?.pipelineId).toBeNull();
    expectError(await choose(other.token, 2_147_483_647, 2), 404, m.orderNotFound);
    expect((await orderRow(other.order.id))?.pipelineId).toBeNull();
  });

  it('answers 404 for an unknown stage', async () => {
    const { token, order } = await investor();
    expectError(await choose(token, order.id, 6), 404, m.pipelineNotFound);
    expectError(await choose(token, order.id, 999), 404, m.pipelineNotFound);
    expect((await orderRow(order.id))?.pipelineId).toBeNull();
  });

  it('refuses ids that are not database ids with 400', async () => {
    const { token, order } = await investor();
    expectError(await choose(token, order.id, 0), 400, messages.invalidId);
    expectError(await choose(token, 0, 1), 400, messages.invalidId);
    expectError(await choose(token, order.id, 2_147_483_648), 400, messages.invalidId);
  });

  it('answers 403 to freelancers, admins and anonymous callers', async () => {
    const { order } = await investor();
    for (const role of ['FREELANCER', 'ADMIN'] as const) {
      const { token } = await createUser(app, { role });
      expect((await choose(token, order.id, 1)).statusCode).toBe(403);
    }
    expect((await choose(undefined, order.id, 1)).statusCode).toBe(403);
    expect((await orderRow(order.id))?.pipelineId).toBeNull();
  });

  it.each<OrderStatus>(['VERYFICATION', 'ACTIVE', 'REALIZED'])(
    'works only while the order is NEW: %s is 400 and keeps the stage and services',
    async (status) => {
      const { token, order } = await investor();
      await setOrder(app, order.id, { pipelineId: 1 });
      const service = await addServiceRow(app, order.id);
      await setOrder(app, order.id, { status });
      expectError(await choose(token, order.id, 2), 400, m.pipelineLocked);
      expectError(await choose(token, order.id, 1), 400, m.pipelineLocked);
      expect(await orderRow(order.id)).toMatchObject({ pipelineId: 1, status });
      expect((await servicesOf(order.id)).map((s) => s.id)).toEqual([service.id]);
    },
  );

  it('keeps the services when the same stage is chosen again', async () => {
    const { token, order } = await investor();
    expect((await choose(token, order.id, 1)).statusCode).toBe(204);
    const first = await addServiceRow(app, order.id);
    const second = await addServiceRow(app, order.id);
    expect((await choose(token, order.id, 1)).statusCode).toBe(204);
    expect((await servicesOf(order.id)).map((s) => s.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
  });

  it('deletes the order’s services of the previous stage when another stage is chosen', async () => {
    const { token, order } = await investor();
    const other = await investor();
    expect((await choose(token, order.id, 1)).statusCode).toBe(204);
    expect((await choose(other.token, other.order.id, 1)).statusCode).toBe(204);
    await addServiceRow(app, order.id);
    await addServiceRow(app, order.id);
    const untouched = await addServiceRow(app, other.order.id);

    expect((await choose(token, order.id, 4)).statusCode).toBe(204);
    expect(await orderRow(order.id)).toMatchObject({ pipelineId: 4, status: 'NEW' });
    expect(await servicesOf(order.id)).toEqual([]);
    // Another investor's order on the same stage keeps its service.
    expect((await servicesOf(other.order.id)).map((s) => s.id)).toEqual([untouched.id]);

    // Services added for the new stage stay when the stage is confirmed again.
    const kept = await addServiceRow(app, order.id);
    expect((await choose(token, order.id, 4)).statusCode).toBe(204);
    expect((await servicesOf(order.id)).map((s) => s.id)).toEqual([kept.id]);
  });

  it('leaves literal paths and non-digit ids to other routes (404 without a route)', async () => {
    const { token, order } = await investor();
    expect((await choose(token, 'abc', 1)).statusCode).toBe(404);
    expect((await choose(token, order.id, '1x')).statusCode).toBe(404);
  });
});

it('documents the decisions in OpenAPI', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  type Operation = { summary?: string; description?: string };
  const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  const e3 = paths['/api/order/{orderId}/pipeline/{pipelineId}']?.patch;
  expect(e3?.summary).toMatch(/^E3: /);
  expect(e3?.description).toContain(m.pipelineLocked);
  expect(e3?.description).toMatch(/same stage again keeps them/);
});
