import { conversationMessages as m } from '@handlowo/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderConversationFreelancers } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { bearer, type CreatedUser, createUser } from '../../testing/factories.ts';
import { expectError } from '../../testing/requests.ts';
import { addServiceRow } from '../orders/activities/order-arrange.ts';
import { conversationOrder } from './conversation-arrange.ts';
import {
  conversationsOf,
  getPage,
  pageOf,
  sendDelete,
  sendEdit,
  sendMessage,
  sendRead,
  unreadOf,
  written,
} from './conversation-requests.ts';

/*
 * Membership follows the order's services (issue 26, ADR 021): the assignment (F15), a decline
 * and the investor's removal of a service open and close the freelancers' rows through the real
 * routes; a former freelancer reads what was written until they left, and writes nothing.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

interface Cast {
  investor: CreatedUser;
  guardian: CreatedUser;
  first: CreatedUser;
  second: CreatedUser;
  orderId: number;
  serviceId: number;
}

/** An order in verification with one service and no freelancer yet. */
async function cast(): Promise<Cast> {
  const investor = await createUser(app, { role: 'INVESTOR', company: 'Meblex' });
  const guardian = await createUser(app, { role: 'ADMIN' });
  const freelancer = () => createUser(app, { role: 'FREELANCER', isOnboardingPassed: true });
  const [first, second] = await Promise.all([freelancer(), freelancer()]);
  const order = await conversationOrder(app, {
    investorId: investor.user.id,
    guardianId: guardian.user.id,
  });
  const service = await addServiceRow(app, order.id);
  return { investor, guardian, first, second, orderId: order.id, serviceId: service.id };
}

async function assign(c: Cast, serviceId: number, freelancer: CreatedUser) {
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/order-activity/${serviceId}/freelancer/${freelancer.user.id}`,
    headers: bearer(c.guardian.token),
  });
  expect(res.statusCode, res.body).toBe(204);
}

async function decline(serviceId: number, freelancer: CreatedUser) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/freelancer/me/assignments/${serviceId}/decline`,
    headers: bearer(freelancer.token),
    payload: { reason: 'Brak czasu' },
  });
  expect(res.statusCode, res.body).toBe(204);
}

const texts = (page: { items: { text: string | null }[] }) => page.items.map((i) => i.text);

async function memberRow(orderId: number, freelancerId: number) {
  const [row] = await app.db
    .select()
    .from(orderConversationFreelancers)
    .where(
      and(
        eq(orderConversationFreelancers.orderId, orderId),
        eq(orderConversationFreelancers.freelancerId, freelancerId),
      ),
    );
  return row;
}

describe('membership', () => {
  it('an offered freelancer joins and sees the history; before that it is 404', async () => {
    const c = await cast();
    await written(app, c.investor.token, c.orderId, 'Przed przydziałem');
    expect((await getPage(app, c.first.token, c.orderId)).statusCode).toBe(404);
    await assign(c, c.serviceId, c.first);
    const page = await pageOf(app, c.first.token, c.orderId);
    expect(page.canWrite).toBe(true);
    expect(texts(page)).toEqual(['Przed przydziałem']);
    expect((await conversationsOf(app, c.first.token)).map((i) => i.order.id)).toEqual([c.orderId]);
    await written(app, c.first.token, c.orderId, 'Dzień dobry, tu wykonawca');
  });

  it('a freelancer who declines reads what was said until then and cannot write', async () => {
    const c = await cast();
    await assign(c, c.serviceId, c.first);
    const before = await written(app, c.first.token, c.orderId, 'Moja wiadomość');
    await decline(c.serviceId, c.first);
    expect((await memberRow(c.orderId, c.first.user.id))?.leftAt).toBeInstanceOf(Date);
    await written(app, c.investor.token, c.orderId, 'Po odejściu');
    const page = await pageOf(app, c.first.token, c.orderId);
    expect(page.canWrite).toBe(false);
    expect(texts(page)).toEqual(['Moja wiadomość']);
    expect(page.items[0]?.editableUntil).toBeNull();
    expectError(await sendMessage(app, c.first.token, c.orderId, 'Jeszcze jedno'), 400, m.readOnly);
    expectError(await sendEdit(app, c.first.token, before, 'Zmiana'), 400, m.readOnly);
    expectError(await sendDelete(app, c.first.token, before), 400, m.readOnly);
    // Nothing written after leaving is counted, listed or readable.
    expect(await unreadOf(app, c.first.token)).toBe(0);
    const [item] = await conversationsOf(app, c.first.token);
    expect(item).toMatchObject({ canWrite: false, unreadCount: 0 });
    expect(item?.lastMessage?.preview).toBe('Moja wiadomość');
    const later = (await pageOf(app, c.investor.token, c.orderId)).items.at(-1);
    expect((await sendRead(app, c.first.token, c.orderId, later?.id)).statusCode).toBe(404);
    expect((await sendRead(app, c.first.token, c.orderId, before.id)).statusCode).toBe(204);
  });

  it('a replaced freelancer becomes read-only and the new one a member', async () => {
    const c = await cast();
    await assign(c, c.serviceId, c.first);
    await written(app, c.guardian.token, c.orderId, 'Witamy w zleceniu');
    await assign(c, c.serviceId, c.second);
    await written(app, c.guardian.token, c.orderId, 'Zmiana wykonawcy');
    expect((await pageOf(app, c.first.token, c.orderId)).canWrite).toBe(false);
    expect(texts(await pageOf(app, c.first.token, c.orderId))).toEqual(['Witamy w zleceniu']);
    const second = await pageOf(app, c.second.token, c.orderId);
    expect(second.canWrite).toBe(true);
    expect(texts(second)).toEqual(['Witamy w zleceniu', 'Zmiana wykonawcy']);
    expect(await unreadOf(app, c.first.token)).toBe(1);
    expect(await unreadOf(app, c.second.token)).toBe(2);
  });

  it('a freelancer holding another service of the order stays a member', async () => {
    const c = await cast();
    const other = await addServiceRow(app, c.orderId);
    await assign(c, c.serviceId, c.first);
    await assign(c, other.id, c.first);
    await decline(c.serviceId, c.first);
    expect((await memberRow(c.orderId, c.first.user.id))?.leftAt).toBeNull();
    expect((await pageOf(app, c.first.token, c.orderId)).canWrite).toBe(true);
  });

  it('keeps one row for a freelancer who holds two services', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER', isOnboardingPassed: true });
    const investor = await createUser(app, { role: 'INVESTOR' });
    const order = await conversationOrder(app, {
      investorId: investor.user.id,
      guardianId: null,
      freelancerIds: [user.id, user.id],
    });
    expect((await memberRow(order.id, user.id))?.leftAt).toBeNull();
  });

  it('the investor removing the service takes its freelancer out', async () => {
    const c = await cast();
    await assign(c, c.serviceId, c.first);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/order-activity/${c.serviceId}`,
      headers: bearer(c.investor.token),
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await pageOf(app, c.first.token, c.orderId)).canWrite).toBe(false);
  });

  it('offered the order again, a former freelancer is a member again and sees everything', async () => {
    const c = await cast();
    await assign(c, c.serviceId, c.first);
    await decline(c.serviceId, c.first);
    await written(app, c.investor.token, c.orderId, 'Pod nieobecność');
    await assign(c, c.serviceId, c.first);
    const page = await pageOf(app, c.first.token, c.orderId);
    expect(page.canWrite).toBe(true);
    expect(texts(page)).toEqual(['Pod nieobecność']);
    expect((await memberRow(c.orderId, c.first.user.id))?.leftAt).toBeNull();
  });
});
