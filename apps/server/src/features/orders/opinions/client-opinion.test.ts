import {
  adminMessages,
  type ClientOpinionBody,
  clientOpinionMessages as cm,
  type FreelancerBar,
  type InvestorData,
  type Order,
  type Review,
  type ReviewCategoryScore,
  type ReviewDistribution,
  reviewCategory,
  wizardMessages,
} from '@handlowo/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderActivities, orders, reviews } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { expectError, getOk, sendRaw } from '../../../testing/requests.ts';
import { addServiceRow, onboardedFreelancer, setOrder } from '../activities/order-arrange.ts';
import { mailsTo } from '../mails/milestone-outbox.ts';
import { realisedOrderOf } from './opinion-arrange.ts';

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp();
  admin = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app.close());

type Scores = [number, number, number, number];

const opinion = (scores: Scores, text = 'Świetna współpraca.'): ClientOpinionBody => ({
  text,
  categoryOpinions: reviewCategory.keys.map((category, i) => ({ category, score: scores[i] ?? 1 })),
});

const url = (activityId: number) => `/api/investor/order-activities/${activityId}/opinion`;
const post = (token: string, activityId: number, payload: unknown) =>
  sendRaw(app, 'POST', url(activityId), { token, payload });
const put = (token: string, activityId: number, payload: unknown) =>
  sendRaw(app, 'PUT', url(activityId), { token, payload });
const f16 = (investorId: number, service: { id: number; freelancerId: number | null }) =>
  sendRaw(app, 'POST', `/api/investor/${investorId}/opinions`, {
    token: admin,
    payload: {
      freelancerId: service.freelancerId,
      orderActivityId: service.id,
      ...opinion([3, 3, 3, 3], 'Klient opowiedział przez telefon.'),
    },
  });

/** A real investor (Zofia Wójcik) with a realised order of `count` services of one freelancer. */
async function realised(count = 1) {
  const investor = await createUser(app, {
    role: 'INVESTOR',
    firstName: 'Zofia',
    lastName: 'Wójcik',
  });
  const freelancer = await onboardedFreelancer(app);
  const ids = Array.from({ length: count }, () => freelancer.id);
  const { order, services } = await realisedOrderOf(app, investor.user.id, ids);
  const [service] = services;
  if (!service) throw new Error('no service');
  return { investor, token: investor.token, freelancer, order, service, services };
}

const orderOf = async (token: string, orderId: number): Promise<Order> => {
  const data = await getOk<InvestorData>(app, '/api/investor/me', token);
  const found = data.orders.find((o) => o.id === orderId);
  if (!found) throw new Error(`order ${orderId} not in A10`);
  return found;
};
const stored = async (orderId: number) =>
  (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0];
const scoreOf = async (activityId: number) =>
  (await app.db.select().from(orderActivities).where(eq(orderActivities.id, activityId)))[0]?.score;

describe('POST /investor/order-activities/:id/opinion', () => {
  it('answers 201 with an INVESTOR review; the service, the order and the Order answer follow', async () => {
    const { token, freelancer, order, services } = await realised(2);
    const [first, second] = services;
    if (!first || !second) throw new Error('two services');
    const res = await post(token, first.id, opinion([5, 4, 4, 4], '  Polecam!  '));
    expect(res.statusCode, res.body).toBe(201);
    const review = res.json<Review>();
    expect(review).toMatchObject({
      text: 'Polecam!',
      authorFirstName: 'Zofia',
      authorLastName: 'Wójcik',
      authorType: 'INVESTOR',
      reply: null,
      score: 4.25,
    });
    expect(await getOk<Review[]>(app, `/api/opinions/freelancer/${freelancer.id}`, admin)).toEqual([
      review,
    ]);
    expect(await scoreOf(first.id)).toBe(4.25);
    expect((await stored(order.id))?.averageScore).toBe(4.25);

    const answer = await orderOf(token, order.id);
    const rated = answer.orderActivities.find((s) => s.id === first.id);
    expect(rated?.opinion).toEqual({
      id: review.id,
      authorType: 'INVESTOR',
      date: review.date,
      text: 'Polecam!',
      categoryOpinions: expect.arrayContaining([{ category: reviewCategory.keys[0], score: 5 }]),
      editableUntil: new Date(Date.parse(review.date) + 14 * 86_400_000).toISOString(),
    });
    expect(answer.orderActivities.find((s) => s.id === second.id)?.opinion).toBeNull();

    // The second service's rating moves the order's mean as F16's would.
    expect((await post(token, second.id, opinion([2, 2, 2, 2]))).statusCode).toBe(201);
    expect((await stored(order.id))?.averageScore).toBe(3.13);
  });

  it('tells the freelancer (REVIEW_RECEIVED) in the same transaction', async () => {
    const { token, freelancer, service } = await realised();
    expect((await post(token, service.id, opinion([4, 4, 4, 4]))).statusCode).toBe(201);
    const rows = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, freelancer.id));
    expect(rows.map((r) => r.kind)).toEqual(['REVIEW_RECEIVED']);
  });

  it('rates once: a second POST 400, and F16 is refused with its own sentence', async () => {
    const { investor, token, service } = await realised();
    expect((await post(token, service.id, opinion([4, 4, 4, 4]))).statusCode).toBe(201);
    expectError(await post(token, service.id, opinion([1, 1, 1, 1])), 400, cm.alreadyRated);
    expectError(await f16(investor.user.id, service), 400, cm.ratedByInvestor);
    expect(await scoreOf(service.id)).toBe(4);
  });

  it('refuses a service the guardian rated through F16; the Order shows the GUARDIAN opinion', async () => {
    const { investor, token, order, service } = await realised();
    expect((await f16(investor.user.id, service)).statusCode).toBe(201);
    expectError(await post(token, service.id, opinion([5, 5, 5, 5])), 400, cm.ratedByGuardian);
    expectError(await put(token, service.id, opinion([5, 5, 5, 5])), 404, cm.opinionNotFound);
    const answer = await orderOf(token, order.id);
    expect(answer.orderActivities[0]?.opinion).toMatchObject({
      authorType: 'GUARDIAN',
      editableUntil: null,
    });
    expect(await scoreOf(service.id)).toBe(3);
  });

  it('lets exactly one of parallel POSTs through', async () => {
    const { token, freelancer, service } = await realised();
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => post(token, service.id, opinion([n, n, n, n]))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
    for (const res of answers.filter((r) => r.statusCode === 400)) {
      expect(res.json<{ message: string }>().message).toBe(cm.alreadyRated);
    }
    const rows = await app.db.select().from(reviews).where(eq(reviews.freelancerId, freelancer.id));
    expect(rows).toHaveLength(1);
  });

  it('lets exactly one of the investor and the guardian rate a service at the same time', async () => {
    const { investor, token, freelancer, service } = await realised();
    const [mine, guardian] = await Promise.all([
      post(token, service.id, opinion([5, 5, 5, 5])),
      f16(investor.user.id, service),
    ]);
    expect([mine.statusCode, guardian.statusCode].sort()).toEqual([201, 400]);
    const rows = await app.db.select().from(reviews).where(eq(reviews.freelancerId, freelancer.id));
    expect(rows).toHaveLength(1);
    expect(await scoreOf(service.id)).toBe(rows[0]?.authorType === 'INVESTOR' ? 5 : 3);
  });

  it('refuses an order that is not realised and a service without a freelancer', async () => {
    const { token, order, service } = await realised();
    const empty = await addServiceRow(app, order.id, null);
    expectError(await post(token, empty.id, opinion([4, 4, 4, 4])), 400, cm.noFreelancer);
    await setOrder(app, order.id, { status: 'ACTIVE' });
    expectError(await post(token, service.id, opinion([4, 4, 4, 4])), 400, cm.notRealized);
    expect(await scoreOf(service.id)).toBeNull();
  });

  it('answers 404 for another investor’s service and an unknown one', async () => {
    const { service } = await realised();
    const other = await createUser(app, { role: 'INVESTOR' });
    const notFound = wizardMessages.orderActivityNotFound;
    expectError(await post(other.token, service.id, opinion([4, 4, 4, 4])), 404, notFound);
    expectError(await put(other.token, service.id, opinion([4, 4, 4, 4])), 404, notFound);
    expectError(await post(other.token, 2_000_000_000, opinion([4, 4, 4, 4])), 404, notFound);
    expect(await scoreOf(service.id)).toBeNull();
  });

  it('validates the body as F16 does (all four categories once, scores 1–5, text)', async () => {
    const { token, service } = await realised();
    const three = { text: 'Ok', categoryOpinions: opinion([4, 4, 4, 4]).categoryOpinions.slice(1) };
    expectError(await post(token, service.id, three), 400, adminMessages.categoriesIncomplete);
    expectError(
      await post(token, service.id, opinion([6, 4, 4, 4])),
      400,
      adminMessages.scoreRange,
    );
    expectError(
      await post(token, service.id, opinion([4, 4, 4, 4], '   ')),
      400,
      adminMessages.opinionTextRequired,
    );
    expect(await scoreOf(service.id)).toBeNull();
  });
});

describe('PUT /investor/order-activities/:id/opinion', () => {
  it('edits within 14 days: 200, the text, the scores, the service’s and the order’s means', async () => {
    const { token, freelancer, order, service } = await realised();
    const written = (await post(token, service.id, opinion([5, 5, 5, 5]))).json<Review>();
    const res = await put(token, service.id, opinion([2, 3, 3, 3], 'Po namyśle: średnio.'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Review>()).toMatchObject({
      id: written.id,
      date: written.date,
      text: 'Po namyśle: średnio.',
      score: 2.75,
      authorType: 'INVESTOR',
    });
    expect(await scoreOf(service.id)).toBe(2.75);
    expect((await stored(order.id))?.averageScore).toBe(2.75);
    const [row] = await app.db.select().from(reviews).where(eq(reviews.id, written.id));
    expect(row?.updatedAt).toBeInstanceOf(Date);
    const general = await getOk<ReviewCategoryScore[]>(
      app,
      `/api/opinions/freelancer/general/${freelancer.id}`,
      admin,
    );
    expect(general.map((c) => c.score)).toEqual([2, 3, 3, 3]);
  });

  it('refuses an edit after 14 days (a back-dated opinion) and changes nothing', async () => {
    const { token, order, service } = await realised();
    const written = (await post(token, service.id, opinion([5, 5, 5, 5]))).json<Review>();
    await app.db
      .update(reviews)
      .set({ createdAt: sql`now() - interval '14 days 1 minute'` })
      .where(eq(reviews.id, written.id));
    expectError(await put(token, service.id, opinion([1, 1, 1, 1])), 400, cm.editWindowClosed);
    expect(await scoreOf(service.id)).toBe(5);
    const answer = await orderOf(token, order.id);
    expect(Date.parse(answer.orderActivities[0]?.opinion?.editableUntil ?? '')).toBeLessThan(
      Date.now(),
    );
  });

  it('allows an edit a minute before the window closes', async () => {
    const { token, service } = await realised();
    const written = (await post(token, service.id, opinion([5, 5, 5, 5]))).json<Review>();
    await app.db
      .update(reviews)
      .set({ createdAt: sql`now() - interval '13 days 23 hours 59 minutes'` })
      .where(eq(reviews.id, written.id));
    expect((await put(token, service.id, opinion([4, 4, 4, 4]))).statusCode).toBe(200);
  });

  it('answers 404 when the investor has not rated the service yet', async () => {
    const { token, service } = await realised();
    expectError(await put(token, service.id, opinion([4, 4, 4, 4])), 404, cm.opinionNotFound);
  });
});

describe('the request to rate when an order is realised (G2)', () => {
  it('writes REVIEW_REQUESTED and its e-mail job in the transaction that realises the order', async () => {
    const { investor, freelancer, order } = await realised(2);
    await setOrder(app, order.id, { status: 'ACTIVE' });
    const res = await sendRaw(app, 'PATCH', `/api/admin-panel/orders/${order.id}/status`, {
      token: admin,
      payload: 'REALIZED',
    });
    expect(res.statusCode, res.body).toBe(204);
    const [request] = await app.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, investor.user.id), eq(notifications.kind, 'REVIEW_REQUESTED')),
      );
    expect(request).toMatchObject({
      params: { orderNumber: order.investorOrderNumber, count: 2 },
      link: `/investor/orders/${order.id}`,
    });
    await app.jobs.drain();
    const mails = await mailsTo(app, investor.user.email);
    const ask = mails.find((m) => m.subject.startsWith('Oceń freelancerów'));
    expect(ask?.subject).toBe(`Oceń freelancerów zlecenia nr ${order.investorOrderNumber}`);
    expect(ask?.body).toContain(`${freelancer.firstName} ${freelancer.lastName}`);
    expect(ask?.body).toContain(`http://handlowo.test/investor/orders/${order.id}`);
  });

  it('asks nothing when no service had a freelancer', async () => {
    const investor = await createUser(app, { role: 'INVESTOR' });
    const { order } = await realisedOrderOf(app, investor.user.id, []);
    await addServiceRow(app, order.id, null);
    await setOrder(app, order.id, { status: 'ACTIVE' });
    const res = await sendRaw(app, 'PATCH', `/api/admin-panel/orders/${order.id}/status`, {
      token: admin,
      payload: 'REALIZED',
    });
    expect(res.statusCode, res.body).toBe(204);
    const rows = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, investor.user.id));
    expect(rows.map((r) => r.kind)).toEqual(['ORDER_REALIZED']);
  });
});

describe('D37–D39 and D2 count both kinds', () => {
  it('averages an INVESTOR and a GUARDIAN review together', async () => {
    const { investor, token, freelancer, services } = await realised(2);
    const [mine, guardian] = services;
    if (!mine || !guardian) throw new Error('two services');
    // Means 4.5 (→ 5 stars) and 3 (→ 3 stars).
    expect((await post(token, mine.id, opinion([5, 5, 4, 4]))).statusCode).toBe(201);
    expect((await f16(investor.user.id, guardian)).statusCode).toBe(201);
    const list = await getOk<Review[]>(app, `/api/opinions/freelancer/${freelancer.id}`, admin);
    expect(list.map((r) => r.authorType).sort()).toEqual(['GUARDIAN', 'INVESTOR']);
    const bar = await getOk<FreelancerBar>(app, `/api/freelancer/bar/${freelancer.id}`, admin);
    // rate: mean of 4.5 and 3 = 3.75 → 3.8; points: 18 + 12; both tied to an order service.
    expect(bar).toMatchObject({ count: 2, rate: 3.8, points: 30, ordersCount: 2 });
    const general = await getOk<ReviewCategoryScore[]>(
      app,
      `/api/opinions/freelancer/general/${freelancer.id}`,
      admin,
    );
    expect(general.map((c) => c.score)).toEqual([4, 4, 3.5, 3.5]);
    const distribution = await getOk<ReviewDistribution[]>(
      app,
      `/api/opinions/freelancer/distribution/${freelancer.id}`,
      admin,
    );
    expect(distribution).toEqual([
      { stars: 5, percent: 50 },
      { stars: 4, percent: 0 },
      { stars: 3, percent: 50 },
      { stars: 2, percent: 0 },
      { stars: 1, percent: 0 },
    ]);
  });
});

it('documents the routes in OpenAPI', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  type Operation = { description?: string };
  const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  const route = paths['/api/investor/order-activities/{orderActivityId}/opinion'];
  expect(route?.post?.description).toContain(cm.ratedByGuardian);
  expect(route?.put?.description).toContain(cm.editWindowClosed);
  expect(paths['/api/investor/{id}/opinions']?.post?.description).toContain(cm.ratedByInvestor);
});
