import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { bearer, createUser } from '../../testing/factories.ts';
import { conversationOfThree, post, readUpTo } from '../conversations/digest/digest-arrange.ts';
import { parseSignal } from './notification-hub.ts';
import { notify } from './notify.ts';
import { openStream } from './stream-reader.ts';

/*
 * The live channel in one process (PGlite's in-process LISTEN, or PostgreSQL's with
 * TEST_DATABASE_URL): the count at once, again when a notification commits or is read; only the
 * user's own streams wake; the server's shutdown ends open streams instead of waiting for them.
 */

let app: FastifyInstance;
let baseUrl: string;
beforeAll(async () => {
  app = await buildTestApp({ notificationStreamMaxMs: 60_000, notificationHeartbeatMs: 200 });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  // Node's fetch (undici) opens a spare connection when a read is cancelled and never sends a
  // request on it; the server would wait for it until its headers timeout. The streams
  // themselves do not hold the shutdown (the last test).
  app?.server.closeAllConnections();
  await app?.close();
});

const orderActive = (userId: number) =>
  ({ userId, kind: 'ORDER_ACTIVE', params: { orderNumber: 1 }, link: '/' }) as const;

it('announces the unread count as notifications arrive and are read', async () => {
  const me = await createUser(app, { role: 'FREELANCER' });
  const other = await createUser(app, { role: 'FREELANCER' });
  await app.db.transaction((tx) => notify(tx, [orderActive(me.user.id)]));
  const mine = await openStream(baseUrl, me.token);
  const theirs = await openStream(baseUrl, other.token);
  expect(await mine.count(() => true)).toBe(1);
  expect(await theirs.count(() => true)).toBe(0);

  await app.db.transaction((tx) => notify(tx, [orderActive(me.user.id), orderActive(me.user.id)]));
  expect(await mine.count((n) => n === 3)).toBe(3);

  const res = await app.inject({
    method: 'POST',
    url: '/api/notifications/read-all',
    headers: bearer(me.token),
  });
  expect(res.statusCode).toBe(204);
  expect(await mine.count((n) => n === 0)).toBe(0);
  // Heartbeats keep it open; the other user heard nothing but pings.
  await new Promise((next) => setTimeout(next, 500));
  expect(mine.text()).toContain(': ping');
  expect(theirs.text().match(/event: unread/g)).toHaveLength(1);
  await Promise.all([mine.cancel(), theirs.cancel()]);
});

it('announces the unread messages with the conversation that changed (issue 26)', async () => {
  const { orderId, investor, guardian, freelancer } = await conversationOfThree(app);
  const stranger = await createUser(app, { role: 'FREELANCER' });
  const mine = await openStream(baseUrl, freelancer.token);
  const theirs = await openStream(baseUrl, stranger.token);
  // At once: the total, naming no conversation (0).
  expect(await mine.messages(() => true)).toEqual({ count: 0, orderId: 0 });
  expect(await theirs.messages(() => true)).toEqual({ count: 0, orderId: 0 });

  await post(app, orderId, investor, 'Dzień dobry');
  // The first event with a count of one: a late announcement of the set-up's own changes (count 0,
  // this order) can come first on a loaded machine.
  expect(await mine.messages((e) => e.count === 1)).toEqual({ count: 1, orderId });
  const last = await post(app, orderId, guardian, 'Witam, opiekun zlecenia');
  expect(await mine.messages((e) => e.count === 2)).toEqual({ count: 2, orderId });

  // Their own read (from another device, say) updates the count too.
  await readUpTo(app, orderId, freelancer, last);
  expect(await mine.messages((e) => e.count === 0)).toEqual({ count: 0, orderId });
  // A conversation's change does not re-send the notifications' count; a stranger hears nothing.
  expect(mine.text().match(/event: unread/g)).toHaveLength(1);
  expect(theirs.text().match(/event: messages/g)).toHaveLength(1);
  await Promise.all([mine.cancel(), theirs.cancel()]);
});

it('reads both payloads of the channel and ignores anything else', () => {
  expect(parseSignal('12')).toEqual({ userId: 12, change: { kind: 'notifications' } });
  expect(parseSignal('12 345')).toEqual({
    userId: 12,
    change: { kind: 'conversation', orderId: 345 },
  });
  for (const bad of ['', ' 12', '12 ', '12  3', 'x', '1 2 3', '12345678901']) {
    expect(parseSignal(bad)).toBeUndefined();
  }
});

it('refuses a caller without a session with 403 JSON', async () => {
  const res = await fetch(`${baseUrl}/api/notifications/stream`);
  expect(res.status).toBe(403);
  expect(await res.json()).toMatchObject({ code: 'FORBIDDEN' });
});

it('ends after its longest life, so the browser reconnects and its session is checked again', async () => {
  const short = await buildTestApp({ notificationStreamMaxMs: 300 });
  try {
    const url = await short.listen({ port: 0, host: '127.0.0.1' });
    const me = await createUser(short, { role: 'ADMIN' });
    const stream = await openStream(url, me.token);
    expect(await stream.count(() => true)).toBe(0);
    await stream.ended(5000);
  } finally {
    await short.close();
  }
});

it('ends open streams when the server closes, without waiting for the browsers', async () => {
  const closing = await buildTestApp({ notificationStreamMaxMs: 600_000 });
  const url = await closing.listen({ port: 0, host: '127.0.0.1' });
  const me = await createUser(closing, { role: 'INVESTOR' });
  const stream = await openStream(url, me.token);
  expect(await stream.count(() => true)).toBe(0);
  const started = Date.now();
  await closing.close();
  expect(Date.now() - started).toBeLessThan(5000);
  await stream.ended(5000);
});
