import {
  DECLINE_REASON_MAX,
  type InvestorData,
  offerMessages as m,
  type Order,
} from '@handlowo/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationEmailOptOuts,
  notifications,
  orderActivities,
  orders,
  pipelineMainTasks,
} from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { expectError, getOk, sendRaw } from '../../../testing/requests.ts';
import { addServiceRow, onboardedFreelancer } from '../activities/order-arrange.ts';
import { mailsTo } from '../mails/milestone-outbox.ts';
import { offeredService } from './offer-arrange.ts';

let app: FastifyInstance;
let adminToken: string;

beforeAll(async () => {
  app = await buildTestApp();
  adminToken = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app.close());

type User = Parameters<FastifyInstance['issueToken']>[0];

const answer = (
  freelancer: User,
  serviceId: number,
  action: 'accept' | 'decline',
  payload?: unknown,
) =>
  sendRaw(app, 'POST', `/api/freelancer/me/assignments/${serviceId}/${action}`, {
    token: app.issueToken(freelancer),
    payload,
  });
const assign = (serviceId: number, freelancerId: number) =>
  sendRaw(app, 'PATCH', `/api/order-activity/${serviceId}/freelancer/${freelancerId}`, {
    token: adminToken,
  });

const serviceRow = async (id: number) =>
  (await app.db.select().from(orderActivities).where(eq(orderActivities.id, id)))[0];
const orderStatus = async (id: number) =>
  (await app.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;
const notificationsOf = (userId: number) =>
  app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
const serviceName = async (id: number) =>
  (
    await app.db
      .select({ name: pipelineMainTasks.name })
      .from(orderActivities)
      .innerJoin(pipelineMainTasks, eq(pipelineMainTasks.id, orderActivities.pipelineMainTaskId))
      .where(eq(orderActivities.id, id))
  )[0]?.name;
const kindsOf = async (userId: number) => (await notificationsOf(userId)).map((n) => n.kind);

async function newOffer() {
  const freelancer = await onboardedFreelancer(app);
  return { freelancer, ...(await offeredService(app, freelancer.id)) };
}

describe('accept', () => {
  it('accepts, tells the guardian, and activates the order when every service is accepted', async () => {
    const { freelancer, order, service, guardian, investor } = await newOffer();
    const res = await answer(freelancer, service.id, 'accept');
    expect(res.statusCode, res.body).toBe(204);
    const row = await serviceRow(service.id);
    expect(row?.offerState).toBe('ACCEPTED');
    expect(row?.answeredAt).toBeInstanceOf(Date);
    expect(row?.freelancerId).toBe(freelancer.id);
    expect(await orderStatus(order.id)).toBe('ACTIVE');

    const [accepted] = await notificationsOf(guardian.id);
    expect(accepted).toMatchObject({
      kind: 'OFFER_ACCEPTED',
      link: `/admin/investors/${investor.id}`,
      params: { orderNumber: 1, freelancerName: 'Jan Kowalski' },
    });
    expect(await notificationsOf(investor.id)).toMatchObject([
      { kind: 'ORDER_ACTIVE', link: `/investor/orders/${order.id}`, params: { orderNumber: 1 } },
    ]);
    expect(await notificationsOf(freelancer.id)).toMatchObject([
      { kind: 'ORDER_ACTIVE', link: `/freelancer/orders/${service.id}` },
    ]);
    expect((await mailsTo(app, guardian.email)).map((mail) => mail.subject)).toEqual([
      'Freelancer przyjął zlecenie: zlecenie nr 1',
    ]);
    expect((await mailsTo(app, investor.email)).map((mail) => mail.subject)).toEqual([
      'Twoje zlecenie nr 1 jest aktywne',
    ]);
    expect(await mailsTo(app, freelancer.email)).toHaveLength(1);
  });

  it('keeps the order in verification while another service waits', async () => {
    const { freelancer, order, service } = await newOffer();
    await addServiceRow(app, order.id);
    expect((await answer(freelancer, service.id, 'accept')).statusCode).toBe(204);
    expect(await orderStatus(order.id)).toBe('VERYFICATION');
  });

  it('answers a second answer with 400 and cannot decline after accepting', async () => {
    const { freelancer, service, guardian } = await newOffer();
    expect((await answer(freelancer, service.id, 'accept')).statusCode).toBe(204);
    expectError(await answer(freelancer, service.id, 'accept'), 400, m.offerAlreadyAccepted);
    expectError(await answer(freelancer, service.id, 'decline'), 400, m.declineAfterAccept);
    expect((await serviceRow(service.id))?.offerState).toBe('ACCEPTED');
    expect(await kindsOf(guardian.id)).toEqual(['OFFER_ACCEPTED']);
  });

  it('answers 404 for another freelancer’s service and for an unknown id', async () => {
    const { service } = await newOffer();
    const other = await onboardedFreelancer(app);
    expectError(await answer(other, service.id, 'accept'), 404, m.offerNotFound);
    expectError(await answer(other, service.id, 'decline'), 404, m.offerNotFound);
    expectError(await answer(other, 2_000_000_000, 'accept'), 404, m.offerNotFound);
    expect((await serviceRow(service.id))?.offerState).toBe('OFFERED');
  });
});

describe('decline', () => {
  it('returns the service to unassigned with the reason and tells the guardian', async () => {
    const { freelancer, order, service, guardian, investor } = await newOffer();
    const reason = 'Nie mam wolnych terminów w marcu.';
    expect((await answer(freelancer, service.id, 'decline', { reason })).statusCode).toBe(204);
    const row = await serviceRow(service.id);
    expect(row).toMatchObject({
      freelancerId: null,
      offerState: 'DECLINED',
      declineReason: reason,
    });
    expect(await orderStatus(order.id)).toBe('VERYFICATION');
    expect(await notificationsOf(guardian.id)).toMatchObject([
      {
        kind: 'OFFER_DECLINED',
        link: `/admin/investors/${investor.id}`,
        params: { orderNumber: 1, freelancerName: 'Jan Kowalski', reason },
      },
    ]);
    const [mail] = await mailsTo(app, guardian.email);
    expect(mail?.subject).toBe('Freelancer odrzucił zlecenie: zlecenie nr 1');
    expect(mail?.body).toContain(reason);
    expect(mail?.body).toContain(`http://handlowo.test/admin/investors/${investor.id}`);
  });

  it('takes no body, or a blank reason, as no reason; refuses a reason over the limit', async () => {
    const first = await newOffer();
    const none = await answer(first.freelancer, first.service.id, 'decline');
    expect(none.statusCode, none.body).toBe(204);
    expect((await serviceRow(first.service.id))?.declineReason).toBeNull();
    const second = await newOffer();
    const blank = await answer(second.freelancer, second.service.id, 'decline', { reason: '  ' });
    expect(blank.statusCode).toBe(204);
    expect((await serviceRow(second.service.id))?.declineReason).toBeNull();
    const third = await newOffer();
    const tooLong = { reason: 'x'.repeat(DECLINE_REASON_MAX + 1) };
    expectError(
      await answer(third.freelancer, third.service.id, 'decline', tooLong),
      400,
      m.declineReasonMax,
    );
    expect((await serviceRow(third.service.id))?.offerState).toBe('OFFERED');
  });

  it('answers a second answer of the one who declined with 400', async () => {
    const { freelancer, service } = await newOffer();
    expect((await answer(freelancer, service.id, 'decline')).statusCode).toBe(204);
    expectError(await answer(freelancer, service.id, 'decline'), 400, m.offerNoLongerYours);
    expectError(await answer(freelancer, service.id, 'accept'), 400, m.offerNoLongerYours);
  });

  it('lets the admin offer the declined service to someone else', async () => {
    const { freelancer, service } = await newOffer();
    await answer(freelancer, service.id, 'decline', { reason: 'Brak czasu' });
    const next = await onboardedFreelancer(app);
    expect((await assign(service.id, next.id)).statusCode).toBe(204);
    expect(await serviceRow(service.id)).toMatchObject({
      freelancerId: next.id,
      offerState: 'OFFERED',
      declineReason: null,
      answeredAt: null,
    });
    expect(await notificationsOf(next.id)).toMatchObject([
      { kind: 'OFFER_RECEIVED', link: `/freelancer/orders/${service.id}` },
    ]);
  });

  it('writes the notification but queues no e-mail when the guardian turned the kind off', async () => {
    const { freelancer, service, guardian } = await newOffer();
    await app.db
      .insert(notificationEmailOptOuts)
      .values({ userId: guardian.id, kind: 'OFFER_DECLINED' });
    expect((await answer(freelancer, service.id, 'decline')).statusCode).toBe(204);
    expect(await kindsOf(guardian.id)).toEqual(['OFFER_DECLINED']);
    expect(await mailsTo(app, guardian.email)).toEqual([]);
  });
});

describe('F15 re-assignment', () => {
  it('withdraws an offered or accepted service from the replaced freelancer', async () => {
    const { freelancer, service, order } = await newOffer();
    await addServiceRow(app, order.id);
    expect((await answer(freelancer, service.id, 'accept')).statusCode).toBe(204);
    const next = await onboardedFreelancer(app);
    expect((await assign(service.id, next.id)).statusCode).toBe(204);
    expect(await serviceRow(service.id)).toMatchObject({
      freelancerId: next.id,
      offerState: 'OFFERED',
      answeredAt: null,
    });
    expect(await notificationsOf(freelancer.id)).toMatchObject([
      { kind: 'OFFER_WITHDRAWN', link: '/freelancer/orders' },
    ]);
    expect((await mailsTo(app, freelancer.email)).map((mail) => mail.subject)).toEqual([
      'Usługa przekazana innemu freelancerowi: zlecenie nr 1',
    ]);
    expectError(await answer(freelancer, service.id, 'accept'), 400, m.offerNoLongerYours);
    // Assigning the holder again is no new offer.
    expect((await assign(service.id, next.id)).statusCode).toBe(204);
    expect(await kindsOf(next.id)).toEqual(['OFFER_RECEIVED']);
  });
});

describe('the other order events notify', () => {
  it('GUARDIAN_ASSIGNED to the investor, ORDER_REALIZED to the investor and the freelancers', async () => {
    const { freelancer, service, order, investor } = await newOffer();
    expect((await answer(freelancer, service.id, 'accept')).statusCode).toBe(204);
    const other = await createUser(app, { role: 'ADMIN', firstName: 'Adam', lastName: 'Nowy' });
    const guardian = await sendRaw(app, 'PATCH', `/api/order/${order.id}/admin/${other.user.id}`, {
      token: adminToken,
    });
    expect(guardian.statusCode).toBe(204);
    const finished = await sendRaw(app, 'PATCH', `/api/admin-panel/orders/${order.id}/status`, {
      token: adminToken,
      payload: { orderStatus: 'REALIZED' },
    });
    expect(finished.statusCode, finished.body).toBe(204);
    expect(await notificationsOf(investor.id)).toMatchObject([
      { kind: 'ORDER_ACTIVE' },
      { kind: 'GUARDIAN_ASSIGNED', params: { orderNumber: 1, guardianName: 'Adam Nowy' } },
      { kind: 'ORDER_REALIZED', link: `/investor/orders/${order.id}`, params: { orderNumber: 1 } },
      // Issue 27: and asked to rate the freelancer.
      { kind: 'REVIEW_REQUESTED', link: `/investor/orders/${order.id}` },
    ]);
    expect(await notificationsOf(freelancer.id)).toMatchObject([
      { kind: 'ORDER_ACTIVE' },
      { kind: 'ORDER_REALIZED', link: `/freelancer/orders/${service.id}` },
    ]);
    expect((await mailsTo(app, freelancer.email)).map((mail) => mail.subject)).toContain(
      `Zlecenie z usługą „${await serviceName(service.id)}” zostało zrealizowane`,
    );
  });
});

describe('the acceptance state on the wire', () => {
  it('A10 and F9 carry offerState and declineReason per service', async () => {
    const { freelancer, service, order, investor } = await newOffer();
    const second = await addServiceRow(app, order.id);
    const other = await onboardedFreelancer(app);
    expect((await assign(second.id, other.id)).statusCode).toBe(204);
    await answer(other, second.id, 'decline', { reason: 'Inny projekt' });
    const stateOf = (found: Order | undefined) =>
      found?.orderActivities.map((s) => [s.id, s.offerState, s.declineReason]);
    const expected = [
      [service.id, 'OFFERED', null],
      [second.id, 'DECLINED', 'Inny projekt'],
    ];
    const me = await getOk<InvestorData>(app, '/api/investor/me', app.issueToken(investor));
    expect(stateOf(me.orders[0])).toEqual(expected);
    const f9 = await getOk<Order[]>(
      app,
      `/api/admin-panel/investors/${investor.id}/orders`,
      adminToken,
    );
    expect(stateOf(f9[0])).toEqual(expected);
    expect((await answer(freelancer, service.id, 'accept')).statusCode).toBe(204);
    const after = await getOk<Order[]>(
      app,
      `/api/admin-panel/investors/${investor.id}/orders`,
      adminToken,
    );
    expect(stateOf(after[0])?.[0]).toEqual([service.id, 'ACCEPTED', null]);
  });
});

describe('parallel answers and re-assignments: exactly one wins', () => {
  it('accept and decline of one offer at once', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { freelancer, service, guardian } = await newOffer();
      const results = await Promise.all([
        answer(freelancer, service.id, 'accept'),
        answer(freelancer, service.id, 'decline', { reason: 'Jednak nie' }),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([204, 400]);
      const row = await serviceRow(service.id);
      const accepted = results[0]?.statusCode === 204;
      expect(row?.offerState).toBe(accepted ? 'ACCEPTED' : 'DECLINED');
      expect(await kindsOf(guardian.id)).toEqual([accepted ? 'OFFER_ACCEPTED' : 'OFFER_DECLINED']);
    }
  });

  it('two accepts of one offer at once', async () => {
    const { freelancer, service, guardian, investor } = await newOffer();
    const results = await Promise.all([
      answer(freelancer, service.id, 'accept'),
      answer(freelancer, service.id, 'accept'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 400]);
    expect(await kindsOf(guardian.id)).toEqual(['OFFER_ACCEPTED']);
    expect(await kindsOf(investor.id)).toEqual(['ORDER_ACTIVE']);
  });

  it('the last two acceptances of an order activate it once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { freelancer, service, order, investor } = await newOffer();
      const other = await onboardedFreelancer(app);
      const second = await addServiceRow(app, order.id);
      expect((await assign(second.id, other.id)).statusCode).toBe(204);
      const results = await Promise.all([
        answer(freelancer, service.id, 'accept'),
        answer(other, second.id, 'accept'),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([204, 204]);
      expect(await orderStatus(order.id)).toBe('ACTIVE');
      expect(await kindsOf(investor.id)).toEqual(['ORDER_ACTIVE']);
    }
  });

  it('an answer against a re-assignment: the offer ends with one freelancer, told consistently', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { freelancer, service } = await newOffer();
      const next = await onboardedFreelancer(app);
      const [answered, reassigned] = await Promise.all([
        answer(freelancer, service.id, 'decline'),
        assign(service.id, next.id),
      ]);
      expect(reassigned.statusCode).toBe(204);
      const row = await serviceRow(service.id);
      expect(row).toMatchObject({ freelancerId: next.id, offerState: 'OFFERED' });
      if (answered.statusCode === 204) {
        // The decline came first: the service was free, nobody to withdraw it from.
        expect(await kindsOf(freelancer.id)).toEqual([]);
      } else {
        expectError(answered, 400, m.offerNoLongerYours);
        expect(await kindsOf(freelancer.id)).toEqual(['OFFER_WITHDRAWN']);
      }
    }
  });
});

it('documents the routes in OpenAPI as ours', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  type Operation = { summary?: string; description?: string };
  const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  for (const action of ['accept', 'decline']) {
    const op = paths[`/api/freelancer/me/assignments/{orderActivityId}/${action}`]?.post;
    expect(op?.summary).toMatch(/ours, issue 25/);
    expect(op?.description).toContain(m.offerNotFound);
    expect(op?.description).toContain(m.offerNoLongerYours);
  }
});
