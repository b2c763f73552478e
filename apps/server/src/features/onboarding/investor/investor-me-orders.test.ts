import type { InvestorData, Order, Picture, Product } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderActivities, orders, pictures } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { sampleImage } from '../../../testing/media-samples.ts';
import { multipartBody } from '../../../testing/multipart.ts';
import { insertOrderActivity } from '../../../testing/order-factories.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { recordingLogger } from '../../../testing/recording-logger.ts';
import { getOk } from '../../../testing/requests.ts';
import { createOrder } from '../../orders/order.repository.ts';
import { productRequest, readProductOptions } from '../../orders/products/product-fixtures.ts';
import { pipelines as seededPipelines } from '../../reference-data/seed/pipelines.ts';

let app: FastifyInstance;
const queries = recordQueries();
const log = recordingLogger();

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery, logger: log });
});
afterAll(() => app.close());

const me = (token: string) => getOk<InvestorData>(app, '/api/investor/me', token);

async function uploadAvatar(token: string): Promise<void> {
  const { body, contentType } = multipartBody([
    { name: 'file', filename: 'awatar.png', contentType: 'image/png', data: await sampleImage() },
  ]);
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/user/avatar',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
  expect(res.statusCode).toBe(204);
}

/** What D4 `?size=small` answers the owner: the rendition the order must show. */
const smallAvatar = async ({ user, token }: { user: { id: number }; token: string }) =>
  (await getOk<Picture>(app, `/api/user/avatar/${user.id}?size=small`, token)).pictureData;

const firstOrderId = async (investorId: number) => {
  const [order] = await app.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.investorId, investorId));
  if (!order) throw new Error('the investor has no order');
  return order.id;
};

/** A freelancer with an avatar, ready to be assigned. */
async function freelancerWithAvatar() {
  const created = await createUser(app, {
    role: 'FREELANCER',
    firstName: 'Marta',
    lastName: 'Nowicka',
  });
  await uploadAvatar(created.token);
  return created;
}

/** An admin with an avatar set as the guardian of the investor's first order. */
async function guardWith(investorId: number) {
  const admin = await createUser(app, {
    role: 'ADMIN',
    firstName: 'Piotr',
    lastName: 'Zieliński',
  });
  await uploadAvatar(admin.token);
  await app.db
    .update(orders)
    .set({ adminId: admin.user.id })
    .where(eq(orders.id, await firstOrderId(investorId)));
  return admin;
}

async function addProducts(token: string, count: number): Promise<Product[]> {
  const body = productRequest(await readProductOptions(app.db));
  const created: Product[] = [];
  for (let i = 1; i <= count; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(token),
      payload: { ...body, name: `Produkt ${i}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    created.push(res.json<Product>());
  }
  return created;
}

const firstTasks = (pipelineId: number) => {
  const pipeline = seededPipelines.find((p) => p.id === pipelineId);
  if (!pipeline) throw new Error(`no pipeline ${pipelineId}`);
  return pipeline;
};

describe('A10 GET /investor/me: orders and products', () => {
  it('gives a new investor order #1 with no stage, no services, no guardian, and no products', async () => {
    const { token } = await createUser(app, { role: 'INVESTOR' });
    const data = await me(token);
    expect(data.orders).toEqual([
      {
        id: expect.any(Number),
        investorOrderNumber: 1,
        pipeline: null,
        orderActivities: [],
        orderStatus: 'NEW',
        orderStatusDescription: 'Nowe',
        averageScore: null,
        orderAdminDTO: null,
      },
    ]);
    expect(data.products).toEqual([]);
  });

  it('serves the full order shape of API.md 3.4: stage, services, freelancer, guardian', async () => {
    const investor = await createUser(app, { role: 'INVESTOR' });
    const freelancer = await freelancerWithAvatar();
    const admin = await guardWith(investor.user.id);
    const assigned = await insertOrderActivity(app, {
      investorId: investor.user.id,
      freelancerId: freelancer.user.id,
      pipelineId: 2,
      taskIndex: 3,
    });
    const open = await insertOrderActivity(app, {
      investorId: investor.user.id,
      pipelineId: 2,
      taskIndex: 1,
    });
    await app.db
      .update(orderActivities)
      .set({ score: 4.5 })
      .where(eq(orderActivities.id, assigned.id));
    await app.db
      .update(orders)
      .set({ status: 'ACTIVE', averageScore: 4.5 })
      .where(eq(orders.investorId, investor.user.id));

    const [order, ...others] = (await me(investor.token)).orders;
    expect(others).toEqual([]);
    const stage = firstTasks(2);
    const pipelines = await getOk<
      { id: number; pipelineMainTasks: Order['orderActivities'][number]['pipelineMainTask'][] }[]
    >(app, '/api/pipeline', investor.token);
    const tasks = pipelines.find((p) => p.id === 2)?.pipelineMainTasks ?? [];
    expect(order).toEqual({
      id: await firstOrderId(investor.user.id),
      investorOrderNumber: 1,
      pipeline: {
        id: 2,
        name: stage.name,
        description: stage.description,
        goal: stage.goal,
        pipelineMainTasks: tasks,
      },
      orderActivities: [
        {
          id: assigned.id,
          name: stage.mainTasks[3]?.name,
          pipelineMainTask: tasks[3],
          amount: 50,
          // Stored without an offer (a row, not F15): no answer state (issue 25).
          offerState: null,
          opinion: null,
          declineReason: null,
          period: 3,
          startDate: '2027-01-04',
          description: 'Umawianie spotkań z właścicielami firm.',
          freelancer: {
            id: freelancer.user.id,
            firstName: 'Marta',
            lastName: 'Nowicka',
            userAvatar: { pictureData: await smallAvatar(freelancer) },
          },
          score: 4.5,
        },
        {
          id: open.id,
          name: stage.mainTasks[1]?.name,
          pipelineMainTask: tasks[1],
          amount: 50,
          // Stored without an offer (a row, not F15): no answer state (issue 25).
          offerState: null,
          opinion: null,
          declineReason: null,
          period: 3,
          startDate: '2027-01-04',
          description: 'Umawianie spotkań z właścicielami firm.',
          freelancer: null,
          score: null,
        },
      ],
      orderStatus: 'ACTIVE',
      orderStatusDescription: 'Aktywne',
      averageScore: 4.5,
      orderAdminDTO: {
        id: admin.user.id,
        firstName: 'Piotr',
        lastName: 'Zieliński',
        email: admin.user.email,
        pictureData: await smallAvatar(admin),
      },
    });
    expect(tasks).toHaveLength(stage.mainTasks.length);
    expect(order?.orderActivities[0]?.freelancer?.userAvatar?.pictureData).toMatch(
      /^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/,
    );
  });

  it('shows an assigned freelancer and a guardian without avatars with null pictures', async () => {
    const investor = await createUser(app, { role: 'INVESTOR' });
    const freelancer = await createUser(app, { role: 'FREELANCER' });
    const admin = await createUser(app, { role: 'ADMIN' });
    await app.db
      .update(orders)
      .set({ adminId: admin.user.id })
      .where(eq(orders.investorId, investor.user.id));
    await insertOrderActivity(app, {
      investorId: investor.user.id,
      freelancerId: freelancer.user.id,
    });
    const [order] = (await me(investor.token)).orders;
    expect(order?.orderActivities[0]?.freelancer).toEqual({
      id: freelancer.user.id,
      firstName: freelancer.user.firstName,
      lastName: freelancer.user.lastName,
      userAvatar: null,
    });
    expect(order?.orderAdminDTO?.pictureData).toBeNull();
  });

  // Issue 27 changed the orders' order (API.md: oldest first): the current draft, then newest first.
  it('lists the current draft first, then the other orders newest first; services oldest first', async () => {
    const investor = await createUser(app, { role: 'INVESTOR' });
    const later = await insertOrderActivity(app, { investorId: investor.user.id, taskIndex: 2 });
    const last = await insertOrderActivity(app, { investorId: investor.user.id, taskIndex: 0 });
    await createOrder(app.db, investor.user.id);
    await createOrder(app.db, investor.user.id);
    const data = await me(investor.token);
    expect(data.orders.map((o) => o.investorOrderNumber)).toEqual([3, 2, 1]);
    expect(data.orders[2]?.orderActivities.map((a) => a.id)).toEqual([later.id, last.id]);
    expect(data.orders[0]).toMatchObject({ pipeline: null, orderActivities: [] });
  });

  it('shows a placeholder (null) when an avatar’s file is gone, and logs it', async () => {
    const investor = await createUser(app, { role: 'INVESTOR' });
    const freelancer = await freelancerWithAvatar();
    await insertOrderActivity(app, {
      investorId: investor.user.id,
      freelancerId: freelancer.user.id,
    });
    const [picture] = await app.db
      .select({ small: pictures.smallStorageKey })
      .from(pictures)
      .where(eq(pictures.userId, freelancer.user.id));
    if (!picture?.small) throw new Error('the avatar has no small rendition');
    await app.media.delete(picture.small);
    const before = log.entries.length;
    const [order] = (await me(investor.token)).orders;
    expect(order?.orderActivities[0]?.freelancer?.userAvatar).toBeNull();
    expect(log.entries.slice(before)).toContainEqual(
      expect.objectContaining({ level: 'error', data: { key: picture.small } }),
    );
  });

  it('serves the temporary investor’s order and products the same way', async () => {
    const temporary = await createUser(app, { role: 'INVESTOR', isMock: true });
    const activity = await insertOrderActivity(app, {
      investorId: temporary.user.id,
      pipelineId: 5,
    });
    const [product] = await addProducts(temporary.token, 1);
    const data = await me(temporary.token);
    expect(data.isMock).toBe(true);
    expect(data.orders[0]?.pipeline?.id).toBe(5);
    expect(data.orders[0]?.orderActivities.map((a) => a.id)).toEqual([activity.id]);
    expect(data.products).toEqual([product]);
  });

  it('lists the investor’s products in numbered order, only their own', async () => {
    const investor = await createUser(app, { role: 'INVESTOR' });
    const other = await createUser(app, { role: 'INVESTOR' });
    await addProducts(other.token, 1);
    const created = await addProducts(investor.token, 3);
    const { products } = await me(investor.token);
    expect(products).toEqual(created);
    expect(products.map((p) => p.investorProductNumber)).toEqual([1, 2, 3]);
  });

  it('runs the same few statements for an empty investor and for one with services and products', async () => {
    const empty = await createUser(app, { role: 'INVESTOR' });
    const full = await createUser(app, { role: 'INVESTOR' });
    const freelancer = await freelancerWithAvatar();
    await guardWith(full.user.id);
    await insertOrderActivity(app, {
      investorId: full.user.id,
      freelancerId: freelancer.user.id,
      taskIndex: 0,
    });
    await insertOrderActivity(app, { investorId: full.user.id, taskIndex: 1 });
    await createOrder(app.db, full.user.id);
    await addProducts(full.token, 3);

    const none = await queries.during(() => me(empty.token));
    const many = await queries.during(() => me(full.token));
    // #2 is the current draft (issue 27): A10 lists it first.
    expect(many.result.orders[1]?.orderActivities).toHaveLength(2);
    expect(many.result.products).toHaveLength(3);
    // The auth lookup, the investor, the orders (stages, services, guardians) and the products.
    expect(none.statements).toHaveLength(4);
    expect(many.statements).toEqual(none.statements);
  });
});
