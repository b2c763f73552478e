import { wizardMessages as m, messages, type OrderStatus } from '@handlowo/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderActivities, orders, pipelineMainTasks } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { drainAfter, whileMailerDown } from '../../../testing/jobs.ts';
import { expectError, sendRaw } from '../../../testing/requests.ts';
import { RETRY_DELAYS_MS } from '../../jobs/retry-delays.ts';
import {
  addServiceRow,
  firstOrderOf,
  freeTaskOf,
  onboardedFreelancer,
  setOrder,
  verifiedOrderWithService,
} from '../activities/order-arrange.ts';
import { mailsTo } from '../mails/milestone-outbox.ts';

let app: FastifyInstance;
let admin: { id: number; token: string };
let adminEmail: string;

beforeAll(async () => {
  app = await buildTestApp();
  const { user, token } = await createUser(app, { role: 'ADMIN' });
  admin = { id: user.id, token };
  adminEmail = user.email;
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

async function newOrder(userColumns: { isMock?: boolean } = {}) {
  const investor = await createUser(app, { role: 'INVESTOR', ...userColumns });
  const order = await firstOrderOf(app, investor.user.id);
  await setOrder(app, order.id, { pipelineId: 1 });
  return { order, investorToken: investor.token, investor: investor.user };
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
/** The freelancer's answer (issue 25). */
const accept = (freelancer: Parameters<FastifyInstance['issueToken']>[0], serviceId: number) =>
  sendRaw(app, 'POST', `/api/freelancer/me/assignments/${serviceId}/accept`, {
    token: app.issueToken(freelancer),
  });

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

  it('answers 404 for a temporary investor’s order (the panel does not show it)', async () => {
    const { order, investor } = await newOrder({ isMock: true });
    expectError(await assign(admin.token, order.id, admin.id), 404, m.orderNotFound);
    expect(await orderRow(order.id)).toMatchObject({ adminId: null, status: 'NEW' });
    expect(await mailsTo(app, investor.email)).toEqual([]);
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

  it('makes offers: the order stays in verification until every service is accepted', async () => {
    const { order, service } = await verifiedOrderWithService(app);
    const second = await addServiceRow(app, order.id);
    const [f1, f2] = [await onboardedFreelancer(app), await onboardedFreelancer(app)];

    expect((await assign(admin.token, service.id, f1.id)).statusCode).toBe(204);
    expect((await orderRow(order.id))?.status).toBe('VERYFICATION');
    // Re-assigning makes a new offer and still leaves the second service open.
    expect((await assign(admin.token, service.id, f2.id)).statusCode).toBe(204);
    expect((await servicesOf(order.id)).map((s) => [s.freelancerId, s.offerState])).toEqual([
      [f2.id, 'OFFERED'],
      [null, null],
    ]);

    expect((await assign(admin.token, second.id, f1.id)).statusCode).toBe(204);
    // Every service has a freelancer, none accepted yet (ADR 018: old clients expected ACTIVE).
    expect((await orderRow(order.id))?.status).toBe('VERYFICATION');
    expect((await accept(f2, service.id)).statusCode).toBe(204);
    expect((await orderRow(order.id))?.status).toBe('VERYFICATION');
    expect((await accept(f1, second.id)).statusCode).toBe(204);
    expect((await orderRow(order.id))?.status).toBe('ACTIVE');
    expect((await servicesOf(order.id)).map((s) => [s.freelancerId, s.offerState])).toEqual([
      [f2.id, 'ACCEPTED'],
      [f1.id, 'ACCEPTED'],
    ]);
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

  it('answers 404 for a service of a temporary investor’s order', async () => {
    const { order } = await newOrder({ isMock: true });
    await setOrder(app, order.id, { status: 'VERYFICATION', adminId: admin.id });
    const service = await addServiceRow(app, order.id);
    const freelancer = await onboardedFreelancer(app);
    expectError(await assign(admin.token, service.id, freelancer.id), 404, m.orderActivityNotFound);
    expect(await servicesOf(order.id)).toEqual([service]);
    expect((await orderRow(order.id))?.status).toBe('VERYFICATION');
    expect(await mailsTo(app, freelancer.email)).toEqual([]);
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

describe('the last acceptance against a parallel add of a service', () => {
  it('never leaves an ACTIVE order with a service without a freelancer', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { investor, order, service } = await verifiedOrderWithService(app);
      const freelancer = await onboardedFreelancer(app);
      const investorToken = app.issueToken(investor);
      const pipelineMainTaskId = await freeTaskOf(app, order.id);
      expect((await freelancerCalls.path(admin.token, service.id, freelancer.id)).statusCode).toBe(
        204,
      );
      const [accepted, added] = await Promise.all([
        accept(freelancer, service.id),
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
      expect(accepted.statusCode).toBe(204);
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

describe('F12 mails the investor', () => {
  it('when the first guardian is assigned and when another one replaces them', async () => {
    const { order, investor } = await newOrder();
    expect((await guardianCalls.path(admin.token, order.id, admin.id)).statusCode).toBe(204);
    let mails = await mailsTo(app, investor.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Twoje zlecenie nr 1 ma opiekuna']);
    expect(mails[0]?.body).toContain(`ma już opiekuna: Jan Kowalski (${adminEmail})`);
    expect(mails[0]?.body).toContain(`http://handlowo.test/investor/orders/${order.id}`);

    // The same guardian again: nothing new to tell.
    expect((await guardianCalls.body(admin.token, order.id, admin.id)).statusCode).toBe(204);
    expect(await mailsTo(app, investor.email)).toHaveLength(1);

    const other = (await createUser(app, { role: 'ADMIN', firstName: 'Ewa', lastName: 'Łęcka' }))
      .user;
    expect((await guardianCalls.path(admin.token, order.id, other.id)).statusCode).toBe(204);
    mails = await mailsTo(app, investor.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Twoje zlecenie nr 1 ma opiekuna',
      'Zmiana opiekuna Twojego zlecenia nr 1',
    ]);
    expect(mails[1]?.body).toContain(`ma nowego opiekuna: Ewa Łęcka (${other.email})`);
  });

  it('sends nothing when the assignment is refused', async () => {
    const { order, investor } = await newOrder();
    const freelancer = await onboardedFreelancer(app);
    expect((await guardianCalls.path(admin.token, order.id, freelancer.id)).statusCode).toBe(404);
    expect(await mailsTo(app, investor.email)).toEqual([]);
  });

  it('answers 204 while the mail server is down, and the mail arrives once it is back', async () => {
    const { order, investor } = await newOrder();
    const res = await whileMailerDown(app, () =>
      guardianCalls.path(admin.token, order.id, admin.id),
    );
    expect(res.statusCode, res.body).toBe(204);
    expect(await orderRow(order.id)).toMatchObject({ adminId: admin.id, status: 'VERYFICATION' });
    expect(await mailsTo(app, investor.email)).toEqual([]);
    await drainAfter(app, RETRY_DELAYS_MS[0] ?? 0);
    expect(await mailsTo(app, investor.email)).toHaveLength(1);
  });
});

describe('F15 mails the freelancer and, on the last acceptance, the investor', () => {
  const taskName = async (taskId: number) =>
    (await app.db.select().from(pipelineMainTasks).where(eq(pipelineMainTasks.id, taskId)))[0]
      ?.name;

  it('tells the freelancer about a new service and the investor when the order is active', async () => {
    const { investor, order, service } = await verifiedOrderWithService(app);
    const second = await addServiceRow(app, order.id);
    const [f1, f2] = [await onboardedFreelancer(app), await onboardedFreelancer(app)];

    expect((await freelancerCalls.path(admin.token, service.id, f1.id)).statusCode).toBe(204);
    const [mail] = await mailsTo(app, f1.email);
    const name = await taskName(service.pipelineMainTaskId);
    expect(mail?.subject).toBe(`Nowa usługa do realizacji: ${name}`);
    expect(mail?.body).toContain(`realizacji usługi „${name}”`);
    expect(mail?.body).toContain('Zakres: 20 szt., okres: 2 miesiące, początek: 01.03.2027.');
    expect(mail?.body).toContain(`http://handlowo.test/freelancer/orders/${service.id}`);
    expect(await mailsTo(app, investor.email)).toEqual([]);

    // The same freelancer again: no second mail.
    expect((await freelancerCalls.body(admin.token, service.id, f1.id)).statusCode).toBe(204);
    expect(await mailsTo(app, f1.email)).toHaveLength(1);

    expect((await freelancerCalls.path(admin.token, second.id, f2.id)).statusCode).toBe(204);
    expect(await mailsTo(app, investor.email)).toEqual([]);
    expect((await accept(f1, service.id)).statusCode).toBe(204);
    expect((await accept(f2, second.id)).statusCode).toBe(204);
    expect((await orderRow(order.id))?.status).toBe('ACTIVE');
    const secondName = await taskName(second.pipelineMainTaskId);
    expect((await mailsTo(app, f2.email)).map((m) => m.subject)).toEqual([
      `Nowa usługa do realizacji: ${secondName}`,
      `Zlecenie z usługą „${secondName}” jest aktywne`,
    ]);
    const investorMails = await mailsTo(app, investor.email);
    expect(investorMails.map((m) => m.subject)).toEqual(['Twoje zlecenie nr 1 jest aktywne']);
    expect(investorMails[0]?.body).toContain('Zlecenie jest aktywne');
    expect(investorMails[0]?.body).toContain(`http://handlowo.test/investor/orders/${order.id}`);
  });

  it('sends nothing when the assignment is refused', async () => {
    const { order } = await newOrder();
    const service = await addServiceRow(app, order.id);
    const freelancer = await onboardedFreelancer(app);
    expect((await freelancerCalls.path(admin.token, service.id, freelancer.id)).statusCode).toBe(
      400,
    );
    expect(await mailsTo(app, freelancer.email)).toEqual([]);
  });

  it('answers 204 while the mail server is down; the offer mail follows', async () => {
    const { order, service } = await verifiedOrderWithService(app);
    const freelancer = await onboardedFreelancer(app);
    const res = await whileMailerDown(app, () =>
      freelancerCalls.body(admin.token, service.id, freelancer.id),
    );
    expect(res.statusCode, res.body).toBe(204);
    expect((await orderRow(order.id))?.status).toBe('VERYFICATION');
    expect(await mailsTo(app, freelancer.email)).toEqual([]);
    await drainAfter(app, RETRY_DELAYS_MS[0] ?? 0);
    expect(await mailsTo(app, freelancer.email)).toHaveLength(1);
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
    expect(f12?.description).toMatch(/temporary \(mock\) investor/);
    expect(f12?.description).toMatch(/investor gets GUARDIAN_ASSIGNED/);
  }
  for (const f15 of [
    paths['/api/order-activity/{orderActivityId}/freelancer/{freelancerId}']?.patch,
    paths['/api/admin-panel/orders/freelancer']?.patch,
  ]) {
    expect(f15?.summary).toMatch(/^F15/);
    expect(f15?.description).toContain(m.freelancerBeforeGuardian);
    expect(f15?.description).toMatch(/Changed for old clients \(issue 25\)/);
    expect(f15?.description).toMatch(/every service has an ACCEPTED freelancer/);
    expect(f15?.description).toMatch(/queued in the same transaction/);
  }
});
