import {
  MESSAGE_EDIT_MINUTES,
  conversationMessages as m,
  TEAM_AUTHOR_NAME,
} from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { decodeJwt } from '../../testing/decode-jwt.ts';
import { type CreatedUser, createUser } from '../../testing/factories.ts';
import { expectError } from '../../testing/requests.ts';
import { firstOrderOf } from '../orders/activities/order-arrange.ts';
import { conversationOrder, storeMessage } from './conversation-arrange.ts';
import {
  conversationsOf,
  getPage,
  pageOf,
  sendDelete,
  sendEdit,
  sendHide,
  sendMessage,
  sendRead,
  unreadOf,
  written,
} from './conversation-requests.ts';

/*
 * Writing, editing, deleting and hiding messages (issue 26): who signs them, what each viewer
 * sees, the author's 15 minutes, and 404 for everyone outside the conversation.
 */

let app: FastifyInstance;
let investor: CreatedUser;
let guardian: CreatedUser;
let otherAdmin: CreatedUser;
let freelancer: CreatedUser;
let orderId: number;

beforeAll(async () => {
  app = await buildTestApp();
  investor = await createUser(app, {
    role: 'INVESTOR',
    firstName: 'Zenon',
    lastName: 'Kowal',
    company: 'Meblex',
  });
  guardian = await createUser(app, { role: 'ADMIN', firstName: 'Ewa', lastName: 'Opiekun' });
  otherAdmin = await createUser(app, { role: 'ADMIN', firstName: 'Adam', lastName: 'Drugi' });
  freelancer = await createUser(app, {
    role: 'FREELANCER',
    firstName: 'Anna',
    lastName: 'Nowak',
    isOnboardingPassed: true,
  });
  const order = await conversationOrder(app, {
    investorId: investor.user.id,
    guardianId: guardian.user.id,
    freelancerIds: [freelancer.user.id],
  });
  orderId = order.id;
});
afterAll(() => app?.close());

const itemOf = async (token: string, id: number) =>
  (await pageOf(app, token, orderId, '?limit=100')).items.find((i) => i.id === id);

describe('writing', () => {
  it('answers 201 with the message, signed by its author, and marks it read for them', async () => {
    const before = Date.now();
    const message = await written(app, investor.token, orderId, '  Dzień dobry,\nzaczynamy?  ');
    expect(message).toMatchObject({
      orderId,
      author: { name: 'Zenon Kowal (Meblex)', role: 'INVESTOR', staffName: null },
      mine: true,
      state: 'VISIBLE',
      text: 'Dzień dobry,\nzaczynamy?',
      editedAt: null,
      attachments: [],
    });
    const created = Date.parse(message.createdAt);
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(message.editableUntil ?? '')).toBe(
      created + MESSAGE_EDIT_MINUTES * 60 * 1000,
    );
    expect((await pageOf(app, investor.token, orderId)).readUpTo).toBe(message.id);
    expect(await unreadOf(app, investor.token)).toBe(0);
  });

  it('signs a freelancer by name and any admin as the team, naming the admin to admins only', async () => {
    const mine = await written(app, freelancer.token, orderId, 'Tu wykonawca');
    expect(mine.author).toEqual({ name: 'Anna Nowak', role: 'FREELANCER', staffName: null });
    const team = await written(app, otherAdmin.token, orderId, 'Tu zespół');
    expect(team.author).toEqual({ name: TEAM_AUTHOR_NAME, role: 'ADMIN', staffName: 'Adam Drugi' });
    expect((await itemOf(guardian.token, team.id))?.author.staffName).toBe('Adam Drugi');
    for (const viewer of [investor, freelancer]) {
      const seen = await itemOf(viewer.token, team.id);
      expect(seen?.author).toEqual({ name: TEAM_AUTHOR_NAME, role: 'ADMIN', staffName: null });
      expect(seen?.mine).toBe(false);
      expect(seen?.editableUntil).toBeNull();
    }
  });

  it('shows the admin who wrote the conversation in, and only then', async () => {
    const admin = await createUser(app, { role: 'ADMIN' });
    expect(await conversationsOf(app, admin.token)).toEqual([]);
    await written(app, admin.token, orderId, 'Zajrzałem do zlecenia');
    expect((await conversationsOf(app, admin.token)).map((c) => c.order.id)).toEqual([orderId]);
  });
});

describe('editing and deleting', () => {
  it('lets the author correct the text within the window', async () => {
    const message = await written(app, freelancer.token, orderId, 'Literówka');
    const res = await sendEdit(app, freelancer.token, message, '  Bez literówki ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: message.id, text: 'Bez literówki', state: 'VISIBLE' });
    expect(res.json().editedAt).toEqual(expect.any(String));
    expect((await itemOf(investor.token, message.id))?.text).toBe('Bez literówki');
  });

  it('refuses someone else’s message, an unknown or foreign id, and after the window', async () => {
    const message = await written(app, freelancer.token, orderId, 'Moja');
    expectError(await sendEdit(app, investor.token, message, 'Cudza'), 400, m.notAuthor);
    expectError(await sendDelete(app, guardian.token, message), 400, m.notAuthor);
    const unknown = { orderId, id: 2_000_000_000 };
    expectError(await sendEdit(app, freelancer.token, unknown, 'X'), 404, m.messageNotFound);
    const elsewhere = await conversationOrder(app, {
      investorId: investor.user.id,
      guardianId: null,
    });
    const foreign = { orderId: elsewhere.id, id: message.id };
    expectError(await sendEdit(app, investor.token, foreign, 'X'), 404, m.messageNotFound);
    const old = await storeMessage(app, {
      orderId,
      authorId: freelancer.user.id,
      authorRole: 'FREELANCER',
      text: 'Sprzed kwadransa',
      minutesAgo: MESSAGE_EDIT_MINUTES + 1,
    });
    const late = { orderId, id: old };
    expectError(await sendEdit(app, freelancer.token, late, 'Za późno'), 400, m.editWindow);
    expectError(await sendDelete(app, freelancer.token, late), 400, m.editWindow);
    expect((await itemOf(freelancer.token, old))?.editableUntil).toBeNull();
  });

  it('deletes in place: the row stays without text for everyone', async () => {
    const message = await written(app, investor.token, orderId, 'Do usunięcia');
    expect((await sendDelete(app, investor.token, message)).statusCode).toBe(204);
    for (const viewer of [investor, freelancer, guardian]) {
      expect(await itemOf(viewer.token, message.id)).toMatchObject({
        state: 'DELETED',
        text: null,
        attachments: [],
        editableUntil: null,
      });
    }
    const [row] = await app.db.select().from(orderMessages).where(eq(orderMessages.id, message.id));
    expect(row).toMatchObject({ text: null, deletedAt: expect.any(Date) });
    expectError(await sendDelete(app, investor.token, message), 400, m.alreadyDeleted);
    expectError(await sendEdit(app, investor.token, message, 'Wróć'), 400, m.alreadyDeleted);
    expectError(await sendHide(app, guardian.token, message.id), 400, m.alreadyDeleted);
  });
});

describe('hiding', () => {
  it('hides from the others; the author and the admins still read it', async () => {
    const message = await written(app, investor.token, orderId, 'Niestosowna treść');
    expect((await sendHide(app, otherAdmin.token, message.id)).statusCode).toBe(204);
    const [row] = await app.db.select().from(orderMessages).where(eq(orderMessages.id, message.id));
    expect(row).toMatchObject({ hiddenAt: expect.any(Date), hiddenById: otherAdmin.user.id });
    for (const viewer of [investor, guardian, otherAdmin]) {
      expect(await itemOf(viewer.token, message.id)).toMatchObject({
        state: 'HIDDEN',
        text: 'Niestosowna treść',
      });
    }
    expect(await itemOf(freelancer.token, message.id)).toMatchObject({
      state: 'HIDDEN',
      text: null,
      attachments: [],
    });
    expect((await itemOf(investor.token, message.id))?.editableUntil).toBeNull();
    expectError(await sendHide(app, guardian.token, message.id), 400, m.alreadyHidden);
    expectError(await sendEdit(app, investor.token, message, 'Inaczej'), 400, m.hidden);
    expectError(await sendDelete(app, investor.token, message), 400, m.hidden);
    expectError(await sendHide(app, guardian.token, 2_000_000_000), 404, m.messageNotFound);
  });
});

describe('outsiders', () => {
  it('answers 404 to every logged-in non-member, the temporary investor included', async () => {
    const message = await written(app, investor.token, orderId, 'Tylko dla uczestników');
    const start = await app.inject({ method: 'POST', url: '/api/auth/start' });
    const temporary = start.json<{ token: string }>().token;
    const strangers = [
      temporary,
      (await createUser(app, { role: 'FREELANCER', isOnboardingPassed: true })).token,
      (await createUser(app, { role: 'INVESTOR' })).token,
    ];
    for (const token of strangers) {
      expectError(await getPage(app, token, orderId), 404, m.notFound);
      expectError(await sendMessage(app, token, orderId, 'Hej'), 404, m.notFound);
      expectError(await sendRead(app, token, orderId, message.id), 404, m.notFound);
      expectError(await sendEdit(app, token, message, 'X'), 404, m.notFound);
      expectError(await sendDelete(app, token, message), 404, m.notFound);
      const listed = (await conversationsOf(app, token)).map((c) => c.order.id);
      expect(listed).not.toContain(orderId);
      expect(await unreadOf(app, token)).toBe(0);
    }
    expectError(await getPage(app, investor.token, 2_000_000_000), 404, m.notFound);
  });

  it('keeps the temporary investor’s own order out of everyone’s reach', async () => {
    // Issue 10: the temporary investor's order is nobody's conversation, not even the admins'.
    const start = await app.inject({ method: 'POST', url: '/api/auth/start' });
    const { token } = start.json<{ token: string }>();
    const own = (await firstOrderOf(app, Number(decodeJwt(token).sub))).id;
    expectError(await getPage(app, token, own), 404, m.notFound);
    expectError(await getPage(app, guardian.token, own), 404, m.notFound);
    expectError(await sendMessage(app, guardian.token, own, 'Hej'), 404, m.notFound);
    expect(await conversationsOf(app, token)).toEqual([]);
  });
});
