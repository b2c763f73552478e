import {
  adminMessages,
  type InvestorData,
  type OrderStatus,
  wizardMessages,
} from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { drainAfter, whileMailerDown } from '../../../testing/jobs.ts';
import { recordingLogger } from '../../../testing/recording-logger.ts';
import { expectError, getOk, sendRaw } from '../../../testing/requests.ts';
import { RETRY_DELAYS_MS } from '../../jobs/retry-delays.ts';
import { firstOrderOf, setOrder } from '../activities/order-arrange.ts';
import { mailsTo } from '../mails/milestone-outbox.ts';

let app: FastifyInstance;
let admin: string;
const log = recordingLogger();

beforeAll(async () => {
  app = await buildTestApp({}, { logger: log });
  admin = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app.close());

const statusOf = async (orderId: number) =>
  (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;

/** A real investor's order #1 in `status`. */
async function orderIn(status: OrderStatus, userColumns: { isMock?: boolean } = {}) {
  const investor = await createUser(app, { role: 'INVESTOR', ...userColumns });
  const order = await firstOrderOf(app, investor.user.id);
  await setOrder(app, order.id, { status, pipelineId: 1 });
  return { investor, order };
}

/** G2 as the admin, or as `as.token` (undefined: anonymous). */
const finish = (
  orderId: number,
  payload: unknown = 'REALIZED',
  as: { token: string | undefined } = { token: admin },
) => sendRaw(app, 'PATCH', `/api/admin-panel/orders/${orderId}/status`, { ...as, payload });

describe('G2 PATCH /admin-panel/orders/:orderId/status', () => {
  it.each([
    ['scalar text as application/json', 'REALIZED', 'application/json'],
    ['scalar text as text/plain', ' REALIZED ', 'text/plain'],
    ['a JSON string', JSON.stringify('REALIZED'), 'application/json'],
    ['{orderStatus}', JSON.stringify({ orderStatus: 'REALIZED' }), 'application/json'],
  ])('finishes an ACTIVE order with %s; the investor sees it in A10', async (_kind, body, type) => {
    const { investor, order } = await orderIn('ACTIVE');
    const res = await sendRaw(app, 'PATCH', `/api/admin-panel/orders/${order.id}/status`, {
      token: admin,
      payload: body,
      contentType: type,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    const me = await getOk<InvestorData>(app, '/api/investor/me', investor.token);
    expect(me.orders[0]).toMatchObject({
      id: order.id,
      orderStatus: 'REALIZED',
      orderStatusDescription: 'Zrealizowane',
    });
  });

  it.each<OrderStatus>(['NEW', 'VERYFICATION', 'REALIZED'])(
    'refuses a %s order with 400 and changes nothing',
    async (status) => {
      const { order } = await orderIn(status);
      expectError(await finish(order.id), 400, adminMessages.orderFinishNotActive);
      expect(await statusOf(order.id)).toBe(status);
    },
  );

  it('refuses any other status value with 400 before looking at the order', async () => {
    const { order } = await orderIn('ACTIVE');
    for (const body of ['ACTIVE', 'NEW', { orderStatus: 'ACTIVE' }, 'zrealizowane', 7]) {
      expectError(await finish(order.id, body), 400, adminMessages.orderStatusOnlyRealized);
    }
    expect(await statusOf(order.id)).toBe('ACTIVE');
  });

  it('answers 404 for an unknown order and for a temporary investor’s order', async () => {
    expectError(await finish(2_147_483_647), 404, wizardMessages.orderNotFound);
    const { order } = await orderIn('ACTIVE', { isMock: true });
    expectError(await finish(order.id), 404, wizardMessages.orderNotFound);
    expect(await statusOf(order.id)).toBe('ACTIVE');
  });

  it('answers 403 to investors, freelancers and anonymous callers', async () => {
    const { investor, order } = await orderIn('ACTIVE');
    const freelancer = (await createUser(app, { role: 'FREELANCER' })).token;
    for (const token of [investor.token, freelancer, undefined]) {
      expect((await finish(order.id, 'REALIZED', { token })).statusCode).toBe(403);
    }
    expect(await statusOf(order.id)).toBe('ACTIVE');
  });

  it('finishes once under parallel requests: one 204, the others 400, one mail', async () => {
    const { investor, order } = await orderIn('ACTIVE');
    const results = await Promise.all([1, 2, 3].map(() => finish(order.id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 400, 400]);
    expect(await mailsTo(app, investor.user.email)).toHaveLength(1);
  });
});

describe('G2 mail', () => {
  it('tells the investor in Polish that the order is realised, with a link to the order’s page', async () => {
    const { investor, order } = await orderIn('ACTIVE');
    expect((await finish(order.id)).statusCode).toBe(204);
    const mails = await mailsTo(app, investor.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Twoje zlecenie nr 1 zostało zrealizowane');
    expect(mails[0]?.body).toContain('Zlecenie nr 1 zostało zakończone');
    expect(mails[0]?.body).toContain(`http://handlowo.test/investor/orders/${order.id}`);
    expect(mails[0]?.body).toMatch(/Content-Type: text\/html/);
  });

  it('sends nothing when the change is refused', async () => {
    const { investor, order } = await orderIn('VERYFICATION');
    expect((await finish(order.id)).statusCode).toBe(400);
    expect(await mailsTo(app, investor.user.email)).toEqual([]);
  });

  it('answers 204 while the mail server is down, logs the failed try and mails once it is back', async () => {
    const { investor, order } = await orderIn('ACTIVE');
    const res = await whileMailerDown(app, () => finish(order.id));
    expect(res.statusCode, res.body).toBe(204);
    expect(await statusOf(order.id)).toBe('REALIZED');
    expect(await mailsTo(app, investor.user.email)).toEqual([]);
    expect(log.entries).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'a job failed; it will run again',
        data: expect.objectContaining({ kind: 'mail', attempts: 1 }),
      }),
    );
    await drainAfter(app, RETRY_DELAYS_MS[0] ?? 0);
    expect(await mailsTo(app, investor.user.email)).toHaveLength(1);
  });
});

it('documents the decisions in OpenAPI', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  type Operation = { summary?: string; description?: string };
  const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  const g2 = paths['/api/admin-panel/orders/{orderId}/status']?.patch;
  expect(g2?.summary).toMatch(/^G2/);
  expect(g2?.description).toContain(adminMessages.orderFinishNotActive);
  expect(g2?.description).toMatch(/temporary \(mock\) investor/);
  expect(g2?.description).toMatch(/ORDER_REALIZED .* written in the same transaction/);
});
