import {
  type InvestorData,
  investorOrderMessages as io,
  type Order,
  warsawToday,
  wizardMessages as wm,
} from '@handlowo/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderActivities, orders } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { getOk } from '../../../testing/requests.ts';
import { firstOrderOf, onboardedFreelancer, setOrder } from '../activities/order-arrange.ts';
import { productRequest, readProductOptions } from '../products/product-fixtures.ts';
import { realizedOrderOf } from './investor-orders-arrange.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (url: string, token: string) =>
  app.inject({ method: 'POST', url, headers: bearer(token) });
const newDraft = (token: string) => post('/api/investor/orders', token);
const repeat = (orderId: number, token: string) =>
  post(`/api/investor/orders/${orderId}/repeat`, token);
const me = (token: string) => getOk<InvestorData>(app, '/api/investor/me', token);
const numbers = (list: Order[]) => list.map((o) => o.investorOrderNumber);

async function investor() {
  return createUser(app, { role: 'INVESTOR' });
}

describe('GET /api/investor/orders and /{orderId}', () => {
  it('lists the current draft first, then the others newest first, as A10 does', async () => {
    const { user, token } = await investor();
    await realizedOrderOf(app, user.id, { fresh: true }); // #2
    await realizedOrderOf(app, user.id, { fresh: true }); // #3
    // #1 stays NEW: the draft, although the oldest.
    const list = await getOk<Order[]>(app, '/api/investor/orders', token);
    expect(numbers(list)).toEqual([1, 3, 2]);
    expect(numbers((await me(token)).orders)).toEqual([1, 3, 2]);
  });

  it('prefers a NEW draft to one in verification, and the newest of each', async () => {
    const { user, token } = await investor();
    const first = await firstOrderOf(app, user.id);
    await setOrder(app, first.id, { status: 'VERYFICATION' });
    expect((await newDraft(token)).statusCode).toBe(201); // #2 NEW
    const third = (await newDraft(token)).json<Order>(); // #3 NEW
    await setOrder(app, third.id, { status: 'ACTIVE' });
    expect(numbers((await me(token)).orders)).toEqual([2, 3, 1]);
  });

  it('answers one order of the investor, and 404 for another investor’s', async () => {
    const owner = await investor();
    const other = await investor();
    const order = await firstOrderOf(app, owner.user.id);
    const own = await getOk<Order>(app, `/api/investor/orders/${order.id}`, owner.token);
    expect(own).toMatchObject({ id: order.id, investorOrderNumber: 1, orderStatus: 'NEW' });
    const res = await app.inject({
      method: 'GET',
      url: `/api/investor/orders/${order.id}`,
      headers: bearer(other.token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: wm.orderNotFound });
  });
});

describe('POST /api/investor/orders', () => {
  it('creates a draft that becomes A10’s orders[0], keeping the guardian of the latest order', async () => {
    const { user, token } = await investor();
    const admin = await createUser(app, { role: 'ADMIN' });
    const first = await firstOrderOf(app, user.id);
    await setOrder(app, first.id, { status: 'REALIZED', pipelineId: 1, adminId: admin.user.id });
    const res = await newDraft(token);
    expect(res.statusCode).toBe(201);
    const draft = res.json<Order>();
    expect(draft).toMatchObject({
      investorOrderNumber: 2,
      orderStatus: 'NEW',
      pipeline: null,
      orderActivities: [],
      orderAdminDTO: { id: admin.user.id },
    });
    expect((await me(token)).orders[0]?.id).toBe(draft.id);
  });

  it('keeps an old client working on the draft: E3 and E4 on orders[0] change the draft only', async () => {
    const { user, token } = await investor();
    const first = await firstOrderOf(app, user.id);
    await setOrder(app, first.id, { status: 'REALIZED', pipelineId: 1 });
    await newDraft(token);
    const target = (await me(token)).orders[0];
    if (!target) throw new Error('no orders[0]');
    const e3 = await app.inject({
      method: 'PATCH',
      url: `/api/order/${target.id}/pipeline/2`,
      headers: bearer(token),
    });
    expect(e3.statusCode).toBe(204);
    const task = (await me(token)).orders[0]?.pipeline?.pipelineMainTasks[0];
    if (!task) throw new Error('the stage has no task');
    // E4 without `orderId` (the snapshot's client) lands on the current draft too.
    const e4 = await app.inject({
      method: 'POST',
      url: '/api/order-activity',
      headers: bearer(token),
      payload: {
        pipelineMainTaskId: task.id,
        amount: 5,
        period: 1,
        startDate: '2027-06-01',
        description: 'Spotkania',
      },
    });
    expect(e4.statusCode, e4.body).toBe(201);
    const data = await me(token);
    expect(data.orders[0]).toMatchObject({ id: target.id, pipeline: { id: 2 } });
    expect(data.orders[0]?.orderActivities).toHaveLength(1);
    expect(data.orders[1]).toMatchObject({ id: first.id, orderStatus: 'REALIZED' });
    // The realised order in the path refuses by its own status, although a draft exists.
    const locked = await app.inject({
      method: 'PATCH',
      url: `/api/order/${first.id}/pipeline/3`,
      headers: bearer(token),
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({ message: wm.pipelineLocked });
  });

  it('refuses a fourth open order with a Polish 400 and creates nothing', async () => {
    const { user, token } = await investor();
    expect((await newDraft(token)).statusCode).toBe(201);
    expect((await newDraft(token)).statusCode).toBe(201);
    const res = await newDraft(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: io.openOrdersLimit, code: 'OPEN_ORDERS_LIMIT' });
    const rows = await app.db.select().from(orders).where(eq(orders.investorId, user.id));
    expect(rows).toHaveLength(3);
  });

  it('holds the limit and distinct numbers under parallel requests', async () => {
    const { user, token } = await investor();
    const first = await firstOrderOf(app, user.id);
    await setOrder(app, first.id, { status: 'ACTIVE' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => newDraft(token)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 400, 400, 400]);
    const created = answers.filter((res) => res.statusCode === 201).map((res) => res.json<Order>());
    expect(numbers(created).sort()).toEqual([2, 3, 4]);
  });

  it('counts orders in verification, not active or realised ones', async () => {
    const { user, token } = await investor();
    const first = await firstOrderOf(app, user.id);
    await setOrder(app, first.id, { status: 'VERYFICATION' });
    await realizedOrderOf(app, user.id, { fresh: true });
    expect((await newDraft(token)).statusCode).toBe(201);
    expect((await newDraft(token)).statusCode).toBe(201);
    expect((await newDraft(token)).statusCode).toBe(400);
  });
});

describe('POST /api/investor/orders/{orderId}/repeat', () => {
  it('copies the stage and services with dates to choose and notes the previous freelancers', async () => {
    const { user, token } = await investor();
    const freelancer = await onboardedFreelancer(app);
    const first = await firstOrderOf(app, user.id);
    await setOrder(app, first.id, { status: 'ACTIVE' });
    const source = await realizedOrderOf(app, user.id, {
      fresh: true,
      services: 2,
      freelancerId: freelancer.id,
    });
    const res = await repeat(source.id, token);
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json<Order>();
    expect(draft).toMatchObject({
      investorOrderNumber: 3,
      orderStatus: 'NEW',
      pipeline: { id: 1 },
    });
    const before = await app.db
      .select()
      .from(orderActivities)
      .where(eq(orderActivities.orderId, source.id))
      .orderBy(asc(orderActivities.id));
    expect(draft.orderActivities.map((a) => a.pipelineMainTask.id)).toEqual(
      before.map((a) => a.pipelineMainTaskId),
    );
    const today = warsawToday();
    for (const activity of draft.orderActivities) {
      expect(activity).toMatchObject({ freelancer: null, score: null, offerState: null });
      expect(activity.startDate < today).toBe(true);
    }
    const copies = await app.db
      .select()
      .from(orderActivities)
      .where(eq(orderActivities.orderId, draft.id))
      .orderBy(asc(orderActivities.id));
    expect(copies.map((c) => c.preferredFreelancerId)).toEqual([freelancer.id, null]);
    expect(copies.map((c) => [c.amount, c.period, c.description])).toEqual(
      before.map((c) => [c.amount, c.period, c.description]),
    );
    const [row] = await app.db.select().from(orders).where(eq(orders.id, draft.id));
    expect(row?.repeatOfOrderId).toBe(source.id);
    expect((await me(token)).orders[0]?.id).toBe(draft.id);
  });

  it('keeps a start date that has passed, and moves a later one before today', async () => {
    const { user, token } = await investor();
    const source = await realizedOrderOf(app, user.id, { fresh: true, services: 2 });
    const [early, late] = await app.db
      .select()
      .from(orderActivities)
      .where(eq(orderActivities.orderId, source.id))
      .orderBy(asc(orderActivities.id));
    if (!early || !late) throw new Error('two services expected');
    await app.db
      .update(orderActivities)
      .set({ startDate: '2024-02-01' })
      .where(eq(orderActivities.id, early.id));
    await app.db
      .update(orderActivities)
      .set({ startDate: '2099-01-01' })
      .where(eq(orderActivities.id, late.id));
    const draft = (await repeat(source.id, token)).json<Order>();
    const [kept, moved] = draft.orderActivities;
    expect(kept?.startDate).toBe('2024-02-01');
    expect(moved && moved.startDate < warsawToday()).toBe(true);
  });

  it('refuses an order that is not realised (400) and another investor’s (404), changing nothing', async () => {
    const owner = await investor();
    const other = await investor();
    const first = await firstOrderOf(app, owner.user.id);
    const notRealized = await repeat(first.id, owner.token);
    expect(notRealized.statusCode).toBe(400);
    expect(notRealized.json()).toEqual({
      message: io.repeatNotRealized,
      code: 'ORDER_NOT_REALIZED',
    });
    const realized = await realizedOrderOf(app, owner.user.id, { fresh: true });
    const foreign = await repeat(realized.id, other.token);
    expect(foreign.statusCode).toBe(404);
    const rows = await app.db.select().from(orders).where(eq(orders.investorId, owner.user.id));
    expect(rows).toHaveLength(2);
    expect(
      await app.db.select().from(orders).where(eq(orders.investorId, other.user.id)),
    ).toHaveLength(1);
  });

  it('applies the limit to repeats, also in parallel with new drafts', async () => {
    const { user, token } = await investor();
    const source = await realizedOrderOf(app, user.id, { fresh: true });
    const answers = await Promise.all([
      repeat(source.id, token),
      newDraft(token),
      repeat(source.id, token),
      newDraft(token),
    ]);
    // #1 is NEW: room for two more.
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(2);
    const refused = answers.filter((res) => res.statusCode === 400);
    expect(refused.map((res) => res.json().message)).toEqual([
      io.openOrdersLimit,
      io.openOrdersLimit,
    ]);
    const rows = await app.db.select().from(orders).where(eq(orders.investorId, user.id));
    expect(new Set(rows.map((r) => r.investorOrderNumber)).size).toBe(rows.length);
    expect(rows).toHaveLength(4);
  });
});

describe('products with several orders', () => {
  it('change while a draft is open although the first order is realised, and freeze without one', async () => {
    const { user, token } = await investor();
    const first = await firstOrderOf(app, user.id);
    await setOrder(app, first.id, { status: 'REALIZED', pipelineId: 1 });
    const body = productRequest(await readProductOptions(app.db));
    const add = () =>
      app.inject({ method: 'POST', url: '/api/products', headers: bearer(token), payload: body });
    const frozen = await add();
    expect(frozen.statusCode).toBe(400);
    expect(frozen.json()).toMatchObject({ message: wm.orderLocked });
    expect((await newDraft(token)).statusCode).toBe(201);
    expect((await add()).statusCode).toBe(201);
  });
});
