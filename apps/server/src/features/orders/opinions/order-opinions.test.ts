import {
  adminMessages,
  type FreelancerActivity,
  type FreelancerBar,
  type FreelancerData,
  type InvestorData,
  type OpinionBody,
  type OrderStatus,
  type Review,
  type ReviewCategoryScore,
  type ReviewDistribution,
  reviewCategory,
  wizardMessages,
} from '@handlowo/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  notifications,
  orderActivities,
  pipelineMainTaskActivities,
  pipelineMainTasks,
  reviews,
} from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { drainAfter, whileMailerDown } from '../../../testing/jobs.ts';
import { expectError, getOk, sendRaw } from '../../../testing/requests.ts';
import { RETRY_DELAYS_MS } from '../../jobs/retry-delays.ts';
import {
  addServiceRow,
  firstOrderOf,
  onboardedFreelancer,
  setOrder,
} from '../activities/order-arrange.ts';
import { mailsTo } from '../mails/milestone-outbox.ts';

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp();
  admin = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app.close());

type Scores = [number, number, number, number];

const body = (
  service: { id: number; freelancerId: number | null },
  scores: Scores,
  text = 'Rzetelna współpraca, dużo spotkań.',
): OpinionBody => ({
  freelancerId: service.freelancerId ?? 0,
  orderActivityId: service.id,
  text,
  categoryOpinions: reviewCategory.keys.map((category, i) => ({
    category,
    score: scores[i] ?? 1,
  })),
});

const rate = (investorId: number, payload: unknown, token: string | undefined = admin) =>
  sendRaw(app, 'POST', `/api/investor/${investorId}/opinions`, { token, payload });

/**
 * A real investor (Zofia Wójcik) whose order #1 is in `status` with `count` services, all carried
 * out by one fresh freelancer.
 */
async function orderWithServices(
  count: number,
  { status = 'REALIZED' as OrderStatus, isMock = false } = {},
) {
  const investor = await createUser(app, {
    role: 'INVESTOR',
    firstName: 'Zofia',
    lastName: 'Wójcik',
    isMock,
  });
  const order = await firstOrderOf(app, investor.user.id);
  await setOrder(app, order.id, { status, pipelineId: 1 });
  const freelancer = await onboardedFreelancer(app);
  const services = [];
  for (let i = 0; i < count; i += 1)
    services.push(await addServiceRow(app, order.id, freelancer.id));
  return { investor, order, freelancer, services };
}

const reviewsOf = (id: number) => getOk<Review[]>(app, `/api/opinions/freelancer/${id}`, admin);
const reviewCount = async (freelancerId: number) => (await reviewsOf(freelancerId)).length;
const investorOrder = async (token: string) =>
  (await getOk<InvestorData>(app, '/api/investor/me', token)).orders[0];

describe('F16 POST /investor/:id/opinions', () => {
  it('answers 201 with the review exactly as D37 lists it', async () => {
    const { investor, freelancer, services } = await orderWithServices(1);
    const [service] = services;
    if (!service) throw new Error('no service');
    const res = await rate(investor.user.id, body(service, [5, 4, 4, 4], '  Polecam!  '));
    expect(res.statusCode, res.body).toBe(201);
    const review = res.json<Review>();
    expect(review).toEqual({
      id: expect.any(Number),
      date: expect.any(String),
      text: 'Polecam!',
      authorFirstName: 'Zofia',
      authorLastName: 'Wójcik',
      categoryOpinionsAverageScore: 4.25,
      score: 4.25,
      categoryOpinions: reviewCategory.keys.map((category, i) => ({
        id: i + 1,
        category,
        score: [5, 4, 4, 4][i],
      })),
      authorPictureData: null,
      // Issue 27: F16 writes the guardian's opinion; no reply yet.
      authorType: 'GUARDIAN',
      reply: null,
    });
    expect(await reviewsOf(freelancer.id)).toEqual([review]);
    const [stored] = await app.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(stored).toMatchObject({ authorId: investor.user.id, orderActivityId: service.id });
  });

  it('sets the service’s score and the order’s average of its rated services (A10)', async () => {
    const { investor, services } = await orderWithServices(3);
    const [a, b, c] = services;
    if (!a || !b || !c) throw new Error('no services');
    expect((await rate(investor.user.id, body(a, [5, 4, 4, 4]))).statusCode).toBe(201);
    let order = await investorOrder(investor.token);
    expect(order?.averageScore).toBe(4.25);
    expect(order?.orderActivities.map((s) => s.score)).toEqual([4.25, null, null]);

    expect((await rate(investor.user.id, body(b, [1, 2, 2, 2]))).statusCode).toBe(201);
    order = await investorOrder(investor.token);
    // (4.25 + 1.75) / 2; the unrated service does not count.
    expect(order?.averageScore).toBe(3);
    expect(order?.orderActivities.map((s) => s.score)).toEqual([4.25, 1.75, null]);

    expect((await rate(investor.user.id, body(c, [1, 1, 2, 2]))).statusCode).toBe(201);
    order = await investorOrder(investor.token);
    // (4.25 + 1.75 + 1.5) / 3 = 2.5
    expect(order?.averageScore).toBe(2.5);
    expect(order?.orderActivities.map((s) => s.score)).toEqual([4.25, 1.75, 1.5]);
  });

  it('shows at once in D37–D39 and D2, with the 2:1 star split as 66.67 / 33.33', async () => {
    const { investor, freelancer, services } = await orderWithServices(3);
    const [a, b, c] = services;
    if (!a || !b || !c) throw new Error('no services');
    const bar = () => getOk<FreelancerBar>(app, `/api/freelancer/bar/${freelancer.id}`, admin);
    expect(await bar()).toMatchObject({ rate: 0, count: 0, points: 0, ordersCount: 0 });

    // Two reviews in the 4-star row (4.0 and 4.25), one in the 2-star row.
    for (const [service, scores] of [
      [a, [4, 4, 4, 4]],
      [b, [5, 4, 4, 4]],
      [c, [2, 2, 2, 2]],
    ] as const) {
      expect((await rate(investor.user.id, body(service, [...scores]))).statusCode).toBe(201);
    }

    const list = await reviewsOf(freelancer.id);
    expect(list.map((r) => r.score).sort()).toEqual([2, 4, 4.25]);
    const distribution = await getOk<ReviewDistribution[]>(
      app,
      `/api/opinions/freelancer/distribution/${freelancer.id}`,
      admin,
    );
    expect(distribution).toEqual([
      { stars: 5, percent: 0 },
      { stars: 4, percent: 66.67 },
      { stars: 3, percent: 0 },
      { stars: 2, percent: 33.33 },
      { stars: 1, percent: 0 },
    ]);
    const general = await getOk<ReviewCategoryScore[]>(
      app,
      `/api/opinions/freelancer/general/${freelancer.id}`,
      admin,
    );
    // (4 + 5 + 2) / 3 = 3.67 → 3.7; (4 + 4 + 2) / 3 = 3.33 → 3.3
    expect(general.map((g) => g.score)).toEqual([3.7, 3.3, 3.3, 3.3]);
    // rate = mean of the averages (4 + 4.25 + 2) / 3 = 3.416… → 3.4; points 16 + 17 + 8.
    expect(await bar()).toMatchObject({ rate: 3.4, count: 3, points: 41, ordersCount: 3 });
  });

  it('refuses a second rating of the service with 400 and changes nothing', async () => {
    const { investor, freelancer, services } = await orderWithServices(1);
    const [service] = services;
    if (!service) throw new Error('no service');
    expect((await rate(investor.user.id, body(service, [5, 5, 5, 5]))).statusCode).toBe(201);
    expectError(
      await rate(investor.user.id, body(service, [1, 1, 1, 1])),
      400,
      adminMessages.opinionAlreadyRated,
    );
    expect((await reviewsOf(freelancer.id)).map((r) => r.score)).toEqual([5]);
    expect((await investorOrder(investor.token))?.averageScore).toBe(5);
  });

  it('rates once under parallel identical requests: one 201, the others 400', async () => {
    const { investor, freelancer, services } = await orderWithServices(1);
    const [service] = services;
    if (!service) throw new Error('no service');
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => rate(investor.user.id, body(service, [3, 4, 4, 4]))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
    for (const refused of results.filter((r) => r.statusCode === 400)) {
      expectError(refused, 400, adminMessages.opinionAlreadyRated);
    }
    expect(await reviewCount(freelancer.id)).toBe(1);
    expect(await mailsTo(app, freelancer.email)).toHaveLength(1);
  });

  it('answers 400 when a review of the service exists without its score (the unique index)', async () => {
    const { investor, freelancer, services } = await orderWithServices(1);
    const [service] = services;
    if (!service) throw new Error('no service');
    // Not something F16 writes: a review tied to the service while its score is still null.
    await app.db.insert(reviews).values({
      freelancerId: freelancer.id,
      authorId: null,
      authorFirstName: 'Stary',
      authorLastName: 'Wpis',
      orderActivityId: service.id,
      text: 'Import',
      authorType: 'GUARDIAN',
    });
    expectError(
      await rate(investor.user.id, body(service, [3, 3, 3, 3])),
      400,
      adminMessages.opinionAlreadyRated,
    );
    expect((await investorOrder(investor.token))?.orderActivities[0]?.score).toBeNull();
  });

  it.each<OrderStatus>(['NEW', 'VERYFICATION', 'ACTIVE'])(
    'refuses a service of a %s order with 400',
    async (status) => {
      const { investor, freelancer, services } = await orderWithServices(1, { status });
      const [service] = services;
      if (!service) throw new Error('no service');
      expectError(
        await rate(investor.user.id, body(service, [4, 4, 4, 4])),
        400,
        adminMessages.opinionOrderNotRealized,
      );
      expect(await reviewCount(freelancer.id)).toBe(0);
    },
  );

  it('refuses another freelancer than the service’s with 400', async () => {
    const { investor, freelancer, services } = await orderWithServices(1);
    const [service] = services;
    if (!service) throw new Error('no service');
    const other = await onboardedFreelancer(app);
    for (const freelancerId of [other.id, investor.user.id, 2_147_483_647]) {
      expectError(
        await rate(investor.user.id, { ...body(service, [4, 4, 4, 4]), freelancerId }),
        400,
        adminMessages.opinionFreelancerMismatch,
      );
    }
    expect(await reviewCount(freelancer.id)).toBe(0);
    expect(await reviewCount(other.id)).toBe(0);
  });

  it('answers 404 for an id that is not a real investor’s', async () => {
    const { freelancer, services } = await orderWithServices(1);
    const [service] = services;
    if (!service) throw new Error('no service');
    const mock = await orderWithServices(1, { isMock: true });
    const [mockService] = mock.services;
    if (!mockService) throw new Error('no service');
    expectError(
      await rate(mock.investor.user.id, body(mockService, [4, 4, 4, 4])),
      404,
      adminMessages.investorNotFound,
    );
    for (const id of [freelancer.id, 2_147_483_647]) {
      expectError(await rate(id, body(service, [4, 4, 4, 4])), 404, adminMessages.investorNotFound);
    }
    expect(await reviewCount(freelancer.id)).toBe(0);
    expect(await reviewCount(mock.freelancer.id)).toBe(0);
  });

  it('answers 404 for an unknown service or another investor’s', async () => {
    const mine = await orderWithServices(1);
    const theirs = await orderWithServices(1);
    const [their] = theirs.services;
    if (!their) throw new Error('no service');
    expectError(
      await rate(mine.investor.user.id, body(their, [4, 4, 4, 4])),
      404,
      wizardMessages.orderActivityNotFound,
    );
    expectError(
      await rate(mine.investor.user.id, body({ id: 2_147_483_647, freelancerId: 1 }, [4, 4, 4, 4])),
      404,
      wizardMessages.orderActivityNotFound,
    );
    expect(await reviewCount(theirs.freelancer.id)).toBe(0);
  });

  it('validates the body with Polish messages', async () => {
    const { investor, freelancer, services } = await orderWithServices(1);
    const [service] = services;
    if (!service) throw new Error('no service');
    const valid = body(service, [4, 4, 4, 4]);
    const cases: [unknown, string][] = [
      [
        { ...valid, categoryOpinions: valid.categoryOpinions.slice(1) },
        adminMessages.categoriesIncomplete,
      ],
      [
        {
          ...valid,
          categoryOpinions: [...valid.categoryOpinions.slice(1), valid.categoryOpinions[1]],
        },
        adminMessages.categoriesIncomplete,
      ],
      [
        { ...valid, categoryOpinions: valid.categoryOpinions.map((c) => ({ ...c, score: 6 })) },
        adminMessages.scoreRange,
      ],
      [
        { ...valid, categoryOpinions: valid.categoryOpinions.map((c) => ({ ...c, score: 2.5 })) },
        adminMessages.scoreRange,
      ],
      [{ ...valid, text: '   ' }, adminMessages.opinionTextRequired],
      [{ ...valid, text: 'x'.repeat(251) }, adminMessages.opinionTextMax],
    ];
    for (const [payload, message] of cases) {
      expectError(await rate(investor.user.id, payload), 400, message);
    }
    expect(await reviewCount(freelancer.id)).toBe(0);
    // 250 characters are allowed.
    expect((await rate(investor.user.id, { ...valid, text: 'x'.repeat(250) })).statusCode).toBe(
      201,
    );
  });

  it('answers 403 to investors, freelancers and anonymous callers', async () => {
    const { investor, freelancer, services } = await orderWithServices(1);
    const [service] = services;
    if (!service) throw new Error('no service');
    const freelancerToken = app.issueToken(freelancer);
    for (const token of [investor.token, freelancerToken]) {
      expect((await rate(investor.user.id, body(service, [4, 4, 4, 4]), token)).statusCode).toBe(
        403,
      );
    }
    const anonymous = await sendRaw(app, 'POST', `/api/investor/${investor.user.id}/opinions`, {
      payload: body(service, [4, 4, 4, 4]),
    });
    expect(anonymous.statusCode).toBe(403);
    expect(await reviewCount(freelancer.id)).toBe(0);
  });
});

describe('F16 mail', () => {
  it('tells the freelancer about the review in Polish, with a link to the service (issue 25)', async () => {
    const { investor, freelancer, services } = await orderWithServices(1);
    const [service] = services;
    if (!service) throw new Error('no service');
    const res = await rate(investor.user.id, body(service, [5, 4, 4, 4], 'Świetne efekty.'));
    expect(res.statusCode).toBe(201);
    const mails = await mailsTo(app, freelancer.email);
    expect(mails.map((m) => m.subject)).toEqual(['Masz nową opinię w Handlowo']);
    expect(mails[0]?.body).toContain('średnia ocena 4,25 na 5');
    expect(mails[0]?.body).toContain('Opinia: „Świetne efekty.”');
    expect(mails[0]?.body).toContain(`http://handlowo.test/freelancer/orders/${service.id}`);
    expect(await mailsTo(app, investor.user.email)).toEqual([]);
    const [notification] = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, freelancer.id));
    expect(notification).toMatchObject({
      kind: 'REVIEW_RECEIVED',
      link: `/freelancer/orders/${service.id}`,
      params: { orderNumber: 1 },
    });
  });

  it('answers 201 while the mail server is down; the mail follows once it is back', async () => {
    const { investor, freelancer, services } = await orderWithServices(1);
    const [service] = services;
    if (!service) throw new Error('no service');
    const res = await whileMailerDown(app, () =>
      rate(investor.user.id, body(service, [4, 4, 4, 4])),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await reviewCount(freelancer.id)).toBe(1);
    expect(await mailsTo(app, freelancer.email)).toEqual([]);
    await drainAfter(app, RETRY_DELAYS_MS[0] ?? 0);
    expect(await mailsTo(app, freelancer.email)).toHaveLength(1);
  });
});

describe('D26 and A9: points and orderCount of the freelancer’s catalogue services', () => {
  /** The stage-1 main tasks in order; their mapping replaced by `map` (task index → activity). */
  async function mapTasks(map: [number, number][]) {
    const tasks = await app.db
      .select({ id: pipelineMainTasks.id })
      .from(pipelineMainTasks)
      .where(eq(pipelineMainTasks.pipelineId, 1))
      .orderBy(asc(pipelineMainTasks.position));
    const ids = tasks.map((t) => t.id);
    await app.db
      .delete(pipelineMainTaskActivities)
      .where(inArray(pipelineMainTaskActivities.pipelineMainTaskId, ids));
    await app.db.insert(pipelineMainTaskActivities).values(
      map.map(([taskIndex, activityId]) => ({
        pipelineMainTaskId: ids[taskIndex] ?? 0,
        activityId,
      })),
    );
  }

  it('counts realised order services per mapped service and sums their review scores', async () => {
    const catalogue = await app.db.select().from(activities).orderBy(asc(activities.position));
    const [a, b, c] = catalogue;
    if (!a || !b || !c) throw new Error('the catalogue has fewer than 3 services');
    // Tasks 0 and 1 do the work of A, task 2 of C (which the freelancer does not list).
    await mapTasks([
      [0, a.id],
      [1, a.id],
      [2, c.id],
    ]);
    const { investor, freelancer, services } = await orderWithServices(3);
    const freelancerToken = app.issueToken(freelancer);
    const save = await sendRaw(app, 'PATCH', '/api/freelancer/me/activities', {
      token: freelancerToken,
      payload: [
        { activityId: b.id, level: 2 },
        { activityId: a.id, level: 4 },
      ],
    });
    expect(save.statusCode).toBe(204);
    const stats = async () => {
      const d26 = await getOk<FreelancerActivity[]>(
        app,
        `/api/activities/freelancer/${freelancer.id}`,
        admin,
      );
      const a9 = await getOk<FreelancerData>(app, '/api/freelancer/me', freelancerToken);
      const pick = (list: FreelancerActivity[]) =>
        list.map(({ activityId, points, orderCount }) => ({ activityId, points, orderCount }));
      expect(pick(a9.selectedActivities)).toEqual(pick(d26));
      return pick(d26);
    };

    // Realised, nothing rated yet: A counts both mapped services with 0 points, B has none.
    expect(await stats()).toEqual([
      { activityId: b.id, points: null, orderCount: null },
      { activityId: a.id, points: 0, orderCount: 2 },
    ]);

    const [first, , third] = services;
    if (!first || !third) throw new Error('no services');
    expect((await rate(investor.user.id, body(first, [5, 4, 4, 4]))).statusCode).toBe(201);
    // The service mapped to C only: it adds no points to A.
    expect((await rate(investor.user.id, body(third, [5, 5, 5, 5]))).statusCode).toBe(201);
    expect(await stats()).toEqual([
      { activityId: b.id, points: null, orderCount: null },
      { activityId: a.id, points: 17, orderCount: 2 },
    ]);

    // Orders not yet realised and other freelancers' services do not count.
    const active = await orderWithServices(2, { status: 'ACTIVE' });
    await app.db
      .update(orderActivities)
      .set({ freelancerId: freelancer.id })
      .where(eq(orderActivities.orderId, active.order.id));
    const other = await orderWithServices(1);
    const [otherService] = other.services;
    if (!otherService) throw new Error('no service');
    expect((await rate(other.investor.user.id, body(otherService, [1, 1, 1, 1]))).statusCode).toBe(
      201,
    );
    expect(await stats()).toEqual([
      { activityId: b.id, points: null, orderCount: null },
      { activityId: a.id, points: 17, orderCount: 2 },
    ]);

    // The same order services count once the order is realised.
    await setOrder(app, active.order.id, { status: 'REALIZED' });
    expect(await stats()).toEqual([
      { activityId: b.id, points: null, orderCount: null },
      { activityId: a.id, points: 17, orderCount: 4 },
    ]);

    // D27: a service added later shows the orders already carried out for it.
    const added = await sendRaw(app, 'POST', '/api/freelancer/me/activity', {
      token: freelancerToken,
      payload: { activityId: c.id, level: 3 },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<FreelancerActivity>()).toMatchObject({
      activityId: c.id,
      orderCount: 1,
      points: 20,
    });
  });
});

it('documents the decisions in OpenAPI', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  type Operation = { summary?: string; description?: string };
  const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  const f16 = paths['/api/investor/{id}/opinions']?.post;
  expect(f16?.summary).toMatch(/^F16/);
  for (const text of [
    adminMessages.opinionAlreadyRated,
    adminMessages.opinionOrderNotRealized,
    adminMessages.opinionFreelancerMismatch,
    adminMessages.investorNotFound,
  ]) {
    expect(f16?.description).toContain(text);
  }
  expect(f16?.description).toMatch(/REVIEW_RECEIVED .* written in the same transaction/);
});
