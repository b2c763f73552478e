import { wizardMessages as m, messages, type OrderStatus } from '@handlowo/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderActivities, orders } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { expectError, sendRaw } from '../../testing/requests.ts';
import {
  addServiceRow,
  firstOrderOf,
  freeTaskOf,
  onboardedFreelancer,
  setOrder,
  verifiedOrderWithService,
} from '../order-activities/order-arrange.ts';

let app: FastifyInstance;
let admin: { id: number; token: string };

beforeAll(async () => {
  app = await buildTestApp();
  const { user, token } = await createUser(app, { role: 'ADMIN' });
  admin = { id: user.id, token };
});
afterAll(() => app.close());

const orderRow = async (id: number) =>
  (await app.db.select().from(orders).where(eq(orders.id, id)))[0];
const servicesOf = (orderId: number) =>
  app.db
    .select()
    .from(orderActivities)
    .where(eq(orderActivities.orderId, orderId))
    .orderBy(asc(orderActivities.id));

async function newOrder() {
  const investor = await createUser(app, { role: 'INVESTOR' });
  const order = await firstOrderOf(app, investor.user.id);
  await setOrder(app, order.id, { pipelineId: 1 });
  return { order, investorToken: investor.token };
}

/** F12 by path or by the /admin-panel body variant. */
const guardianCalls = {
  path: (token: string | undefined, orderId: number, adminId: number) =>
    sendRaw(app, 'PATCH', `/api/order/${orderId}/admin/${adminId}`, { token }),
  body: (token: string | undefined, orderId: number, adminId: number) =>
    sendRaw(app, 'PATCH', '/api/admin-panel/orders/admin', {
      token,
      payload: { orderId, adminId },
    }),
};
const freelancerCalls = {
  path: (token: string | undefined, orderActivityId: number, freelancerId: number) =>
    sendRaw(app, 'PATCH', `/api/order-activity/${orderActivityId}/freelancer/${freelancerId}`, {
      token,
    }),
  body: (token: string | undefined, orderActivityId: number, freelancerId: number) =>
    sendRaw(app, 'PATCH', '/api/admin-panel/orders/freelancer', {
      token,
      payload: { orderActivityId, freelancerId },
    }),
};

describe.each(['path', 'body'] as const)('F12 assign the guardian (%s variant)', (variant) => {
  const assign = guardianCalls[variant];

  it('sets the guardian and moves a NEW order to verification', async () => {
    const { order } = await newOrder();
    const res = await assign(admin.token, order.id, admin.id);
    expect(res.statusCode, res.body).toBe(204);
    expect(await orderRow(order.id)).toMatchObject({ adminId: admin.id, status: 'VERYFICATION' });
  });

  it.each<OrderStatus>(['VERYFICATION', 'ACTIVE', 'REALIZED'])(
    're-assigning replaces the guardian and keeps the status %s',
    async (status) => {
      const { order } = await newOrder();
      await setOrder(app, order.id, { status, adminId: admin.id });
      const other = (await createUser(app, { role: 'ADMIN' })).user;
      expect((await assign(admin.token, order.id, other.id)).statusCode).toBe(204);
      expect(await orderRow(order.id)).toMatchObject({ adminId: other.id, status });
    },
  );

  it('answers 404 when the id is not an admin’s, changing nothing', async () => {
    const { order } = await newOrder();
    const freelancer = await onboardedFreelancer(app);
    const investor = (await createUser(app, { role: 'INVESTOR' })).user;
    for (const id of [freelancer.id, investor.id, 2_147_483_647]) {
      expectError(await assign(admin.token, order.id, id), 404, m.guardianNotFound);
    }
    expect(await orderRow(order.id)).toMatchObject({ adminId: null, status: 'NEW' });
  });

  it('answers 404 for an unknown order', async () => {
    expectError(await assign(admin.token, 2_147_483_647, admin.id), 404, m.orderNotFound);
  });

  it('answers 403 to investors, freelancers and anonymous callers', async () => {
    const { order, investorToken } = await newOrder();
    const freelancer = (await createUser(app, { role: 'FREELANCER' })).token;
    for (const token of [investorToken, freelancer, undefined]) {
      expect((await assign(token, order.id, admin.id)).statusCode).toBe(403);
    }
    expect(await orderRow(order.id)).toMatchObject({ adminId: null, status: 'NEW' });
  });
});

describe('F12 body variant', () => {
  it('refuses a body without ids with 400', async () => {
    const res = await sendRaw(app, 'PATCH', '/api/admin-panel/orders/admin', {
      token: admin.token,
      payload: { orderId: 'x' },
    });
    expectError(res, 400, messages.invalidId);
  });
});

describe.each(['path', 'body'] as const)('F15 assign a freelancer (%s variant)', (variant) => {
  const assign = freelancerCalls[variant];

  it('activates the order only when the last service gets its freelancer', async () => {
    const { order, service } = await verifiedOrderWithService(app);
    const second = await addServiceRow(app, order.id);
    const [f1, f2] = [await onboardedFreelancer(app), await onboardedFreelancer(app)];

    expect((await assign(admin.token, service.id, f1.id)).statusCode).toBe(204);
    expect((await orderRow(order.id))?.status).toBe('VERYFICATION');
    // Re-assigning replaces and still leaves the second service open.
    expect((await assign(admin.token, service.id, f2.id)).statusCode).toBe(204);
    expect((await orderRow(order.id))?.status).toBe('VERYFICATION');
    expect((await servicesOf(order.id)).map((s) => s.freelancerId)).toEqual([f2.id, null]);

    expect((await assign(admin.token, second.id, f1.id)).statusCode).toBe(204);
    expect((await orderRow(order.id))?.status).toBe('ACTIVE');
    expect((await servicesOf(order.id)).map((s) => s.freelancerId)).toEqual([f2.id, f1.id]);
  });

  it('refuses while the order is NEW (no guardian yet)', async () => {
    const { order } = await newOrder();
    const service = await addServiceRow(app, order.id);
    const freelancer = await onboardedFreelancer(app);
    expectError(
      await assign(admin.token, service.id, freelancer.id),
      400,
      m.freelancerBeforeGuardian,
    );
    expect(await servicesOf(order.id)).toEqual([service]);
    expect((await orderRow(order.id))?.status).toBe('NEW');
  });

  it.each<OrderStatus>(['ACTIVE', 'REALIZED'])('refuses while the order is %s', async (status) => {
    const { order, service } = await verifiedOrderWithService(app);
    const first = await onboardedFreelancer(app);
    await app.db
      .update(orderActivities)
      .set({ freelancerId: first.id })
      .where(eq(orderActivities.id, service.id));
    await setOrder(app, order.id, { status });
    const other = await onboardedFreelancer(app);
    expectError(await assign(admin.token, service.id, other.id), 400, m.freelancerOrderClosed);
    expect((await servicesOf(order.id)).map((s) => s.freelancerId)).toEqual([first.id]);
    expect((await orderRow(order.id))?.status).toBe(status);
  });

  it('needs a freelancer with finished onboarding (404 not a freelancer, 400 not onboarded)', async () => {
    const { order, service } = await verifiedOrderWithService(app);
    const fresh = (await createUser(app, { role: 'FREELANCER' })).user;
    expectError(await assign(admin.token, service.id, fresh.id), 400, m.freelancerNotOnboarded);
    const investor = (await createUser(app, { role: 'INVESTOR' })).user;
    for (const id of [investor.id, admin.id, 2_147_483_647]) {
      expectError(await assign(admin.token, service.id, id), 404, m.freelancerNotFound);
    }
    expect(await servicesOf(order.id)).toEqual([service]);
    expect((await orderRow(order.id))?.status).toBe('VERYFICATION');
  });

  it('answers 404 for an unknown service', async () => {
    const freelancer = await onboardedFreelancer(app);
    expectError(
      await assign(admin.token, 2_147_483_647, freelancer.id),
      404,
      m.orderActivityNotFound,
    );
  });

  it('answers 403 to investors, freelancers and anonymous callers', async () => {
    const { investor, order, service } = await verifiedOrderWithService(app);
    const freelancer = await createUser(app, {
      role: 'FREELANCER',
      isOnboardingPassed: true,
    });
    const investorToken = app.issueToken(investor);
    for (const token of [investorToken, freelancer.token, undefined]) {
      expect((await assign(token, service.id, freelancer.user.id)).statusCode).toBe(403);
    }
    expect(await servicesOf(order.id)).toEqual([service]);
  });
});

describe('F15 against a parallel add of a service', () => {
  it('never leaves an ACTIVE order with a service without a freelancer', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { investor, order, service } = await verifiedOrderWithService(app);
      const freelancer = await onboardedFreelancer(app);
      const investorToken = app.issueToken(investor);
      const pipelineMainTaskId = await freeTaskOf(app, order.id);
      const [assigned, added] = await Promise.all([
        freelancerCalls.path(admin.token, service.id, freelancer.id),
        sendRaw(app, 'POST', '/api/order-activity', {
          token: investorToken,
          payload: {
            amount: 3,
            period: 1,
            startDate: '2027-01-01',
            description: 'Dodatkowe spotkania.',
            pipelineMainTaskId,
          },
        }),
      ]);
      expect(assigned.statusCode).toBe(204);
      const status = (await orderRow(order.id))?.status;
      const services = await servicesOf(order.id);
      if (added.statusCode === 201) {
        // The add came first: the order waits for the new service's freelancer.
        expect(status).toBe('VERYFICATION');
        expect(services.map((s) => s.freelancerId)).toEqual([freelancer.id, null]);
      } else {
        expectError(added, 400, m.orderLocked);
        expect(status).toBe('ACTIVE');
        expect(services.map((s) => s.freelancerId)).toEqual([freelancer.id]);
      }
    }
  });
});

it('documents the decisions in OpenAPI', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  type Operation = { summary?: string; description?: string };
  const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  for (const f12 of [
    paths['/api/order/{orderId}/admin/{adminId}']?.patch,
    paths['/api/admin-panel/orders/admin']?.patch,
  ]) {
    expect(f12?.summary).toMatch(/^F12/);
    expect(f12?.description).toContain(m.guardianNotFound);
  }
  for (const f15 of [
    paths['/api/order-activity/{orderActivityId}/freelancer/{freelancerId}']?.patch,
    paths['/api/admin-panel/orders/freelancer']?.patch,
  ]) {
    expect(f15?.summary).toMatch(/^F15/);
    expect(f15?.description).toContain(m.freelancerBeforeGuardian);
    expect(f15?.description).toMatch(/becomes ACTIVE in the same transaction/);
  }
});
