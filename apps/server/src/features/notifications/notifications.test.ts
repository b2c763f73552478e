import {
  notificationMessages as m,
  NOTIFICATION_PAGE_MAX,
  type NotificationPage,
} from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { bearer, type CreatedUser, createUser } from '../../testing/factories.ts';
import { type NotificationInput, notify } from './notify.ts';

/* The read API of notifications (issue 25): the caller's own, newest first, read and unread. */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const write = (items: NotificationInput[]) => app.db.transaction((tx) => notify(tx, items));

const orderActive = (userId: number, orderNumber: number): NotificationInput => ({
  userId,
  kind: 'ORDER_ACTIVE',
  params: { orderNumber },
  link: `/investor/order?n=${orderNumber}`,
});

const get = async <T>(user: CreatedUser, url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: bearer(user.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const post = (user: CreatedUser, url: string) =>
  app.inject({ method: 'POST', url, headers: bearer(user.token) });
const unread = async (user: CreatedUser) =>
  (await get<{ count: number }>(user, '/api/notifications/unread-count')).count;

describe('the list', () => {
  it('pages the caller’s notifications newest first, with their sentences', async () => {
    const { user: other } = await createUser(app, { role: 'FREELANCER' });
    const me = await createUser(app, { role: 'INVESTOR' });
    await write(Array.from({ length: 23 }, (_, i) => orderActive(me.user.id, i + 1)));
    await write([orderActive(other.id, 99)]);
    await write([
      {
        userId: me.user.id,
        kind: 'GUARDIAN_ASSIGNED',
        params: { orderNumber: 3, guardianName: 'Anna Nowak' },
        link: '/investor/order',
      },
    ]);

    const first = await get<NotificationPage>(me, '/api/notifications');
    expect(first).toMatchObject({ totalElements: 24, totalPages: 2, page: 0, size: 20 });
    expect(first.content).toHaveLength(20);
    expect(first.content[0]).toMatchObject({
      kind: 'GUARDIAN_ASSIGNED',
      sentence: 'Opiekunem Twojego zlecenia nr 3 jest teraz Anna Nowak.',
      link: '/investor/order',
      read: false,
    });
    expect(Date.parse(first.content[0]?.createdAt ?? '')).not.toBeNaN();
    const second = await get<NotificationPage>(me, '/api/notifications?page=1&size=20');
    expect(second.content.map((n) => n.sentence)).toEqual(
      [4, 3, 2, 1].map((n) => `Zlecenie nr ${n} jest aktywne.`),
    );
    const ids = [...first.content, ...second.content].map((n) => n.id);
    expect(new Set(ids).size).toBe(24);
    const small = await get<NotificationPage>(me, '/api/notifications?page=2&size=10');
    expect(small).toMatchObject({ totalPages: 3, page: 2, size: 10 });
    expect(small.content).toHaveLength(4);
    expect(await unread(me)).toBe(24);
  });

  it('refuses bad paging with a Polish 400', async () => {
    const me = await createUser(app, { role: 'FREELANCER' });
    for (const [query, message] of [
      [`size=${NOTIFICATION_PAGE_MAX + 1}`, m.size],
      ['size=0', m.size],
      ['page=-1', m.page],
      ['page=x', m.page],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/notifications?${query}`,
        headers: bearer(me.token),
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
  });

  it('is empty for a new account, whatever the role', async () => {
    for (const role of ['FREELANCER', 'INVESTOR', 'ADMIN'] as const) {
      const user = await createUser(app, { role });
      expect(await get<NotificationPage>(user, '/api/notifications')).toEqual({
        content: [],
        totalElements: 0,
        totalPages: 0,
        page: 0,
        size: 20,
      });
      expect(await unread(user)).toBe(0);
    }
  });
});

describe('reading', () => {
  it('marks one read, the caller’s only (someone else’s or unknown: 404)', async () => {
    const me = await createUser(app, { role: 'FREELANCER' });
    const other = await createUser(app, { role: 'FREELANCER' });
    await write([orderActive(me.user.id, 1), orderActive(me.user.id, 2)]);
    const [newest, older] = (await get<NotificationPage>(me, '/api/notifications')).content;
    if (!newest || !older) throw new Error('two notifications expected');

    const foreign = await post(other, `/api/notifications/${newest.id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: m.notFound, code: 'NOT_FOUND' });
    expect((await post(me, '/api/notifications/2147483647/read')).statusCode).toBe(404);
    expect((await post(me, '/api/notifications/abc/read')).statusCode).toBe(400);
    expect(await unread(me)).toBe(2);

    expect((await post(me, `/api/notifications/${newest.id}/read`)).statusCode).toBe(204);
    expect((await post(me, `/api/notifications/${newest.id}/read`)).statusCode).toBe(204);
    expect(await unread(me)).toBe(1);
    const list = await get<NotificationPage>(me, '/api/notifications');
    expect(list.content.map((n) => n.read)).toEqual([true, false]);
  });

  it('marks all of the caller’s read and leaves others’ alone', async () => {
    const me = await createUser(app, { role: 'ADMIN' });
    const other = await createUser(app, { role: 'ADMIN' });
    await write([orderActive(me.user.id, 1), orderActive(me.user.id, 2)]);
    await write([orderActive(other.user.id, 3)]);
    expect((await post(me, '/api/notifications/read-all')).statusCode).toBe(204);
    expect(await unread(me)).toBe(0);
    expect(await unread(other)).toBe(1);
    // Nothing left to mark: still 204.
    expect((await post(me, '/api/notifications/read-all')).statusCode).toBe(204);
  });

  it('goes with the account when it is deleted', async () => {
    const me = await createUser(app, { role: 'FREELANCER' });
    await write([orderActive(me.user.id, 1)]);
    await app.db.delete(users).where(eq(users.id, me.user.id));
    const left = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, me.user.id));
    expect(left).toEqual([]);
  });
});
