import { conversationMessages as m, messagePlaceholders } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderMessageAttachments, orderMessages } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { expectError } from '../../testing/requests.ts';
import { someServiceOf } from '../orders/activities/order-arrange.ts';
import { conversationOrder, storeMessage, unassignService } from './conversation-arrange.ts';
import { conversationsOf, getPage, pageOf, sendDelete, written } from './conversation-requests.ts';

/* The list of conversations and the paging of a thread (issue 26). */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const people = async () => ({
  investor: await createUser(app, { role: 'INVESTOR', company: 'Hurtex' }),
  guardian: await createUser(app, { role: 'ADMIN' }),
  freelancer: await createUser(app, { role: 'FREELANCER', isOnboardingPassed: true }),
});

it('lists the latest message first, then the orders without messages, newest first', async () => {
  const { investor, guardian, freelancer } = await people();
  const order = () =>
    conversationOrder(app, {
      investorId: investor.user.id,
      guardianId: guardian.user.id,
      freelancerIds: [freelancer.user.id],
    });
  const a = await order();
  const b = await order();
  const older = await order();
  const newer = await order();
  await written(app, investor.token, a.id, 'W A');
  const last = await written(app, investor.token, b.id, 'W B');
  const list = await conversationsOf(app, freelancer.token);
  expect(list.map((c) => c.order.id)).toEqual([b.id, a.id, newer.id, older.id]);
  expect(list[0]).toEqual({
    order: { id: b.id, number: b.investorOrderNumber, status: 'VERYFICATION', company: 'Hurtex' },
    unreadCount: 1,
    canWrite: true,
    lastMessage: {
      id: last.id,
      authorName: last.author.name,
      mine: false,
      preview: 'W B',
      createdAt: last.createdAt,
    },
  });
  expect(list[2]?.lastMessage).toBeNull();
  // The guardian's list holds the same orders; the investor's also their first order.
  expect((await conversationsOf(app, guardian.token)).map((c) => c.order.id)).toEqual(
    list.map((c) => c.order.id),
  );
  expect(await conversationsOf(app, investor.token)).toHaveLength(5);
});

it('previews the text’s start, the placeholder, or the files', async () => {
  const { investor, guardian } = await people();
  const order = await conversationOrder(app, {
    investorId: investor.user.id,
    guardianId: guardian.user.id,
  });
  const preview = async () =>
    (await conversationsOf(app, guardian.token)).find((c) => c.order.id === order.id)?.lastMessage
      ?.preview;
  await written(app, investor.token, order.id, `${'ą'.repeat(200)}\n\nkoniec`);
  expect(await preview()).toBe(`${'ą'.repeat(139)}…`);
  const removed = await written(app, investor.token, order.id, 'Do usunięcia');
  expect((await sendDelete(app, investor.token, removed)).statusCode).toBe(204);
  expect(await preview()).toBe(messagePlaceholders.DELETED);
  const [files] = await app.db
    .insert(orderMessages)
    .values({ orderId: order.id, authorId: investor.user.id, authorRole: 'INVESTOR', text: '' })
    .returning();
  await app.db.insert(orderMessageAttachments).values(
    ['oferta.pdf', 'cennik.xlsx'].map((fileName, i) => ({
      messageId: files?.id ?? 0,
      orderId: order.id,
      storageKey: `test-${files?.id}-${i}.private`,
      fileName,
      contentType: 'application/pdf',
      byteSize: 10,
    })),
  );
  expect(await preview()).toBe('oferta.pdf, cennik.xlsx');
});

it('pages a long thread backwards with `before`, oldest first within a page', async () => {
  const { investor, guardian } = await people();
  const order = await conversationOrder(app, {
    investorId: investor.user.id,
    guardianId: guardian.user.id,
  });
  const rows = await app.db
    .insert(orderMessages)
    .values(
      Array.from({ length: 120 }, (_, i) => ({
        orderId: order.id,
        authorId: investor.user.id,
        authorRole: 'INVESTOR' as const,
        text: `Wiadomość ${i + 1}`,
      })),
    )
    .returning({ id: orderMessages.id });
  const ids = rows.map((r) => r.id).sort((x, y) => x - y);
  const first = await pageOf(app, guardian.token, order.id);
  expect(first.items.map((i) => i.id)).toEqual(ids.slice(70));
  expect(first.hasMore).toBe(true);
  const second = await pageOf(app, guardian.token, order.id, `?before=${first.items[0]?.id}`);
  expect(second.items.map((i) => i.id)).toEqual(ids.slice(20, 70));
  const third = await pageOf(app, guardian.token, order.id, `?before=${ids[20]}&limit=100`);
  expect(third.items.map((i) => i.id)).toEqual(ids.slice(0, 20));
  expect(third.hasMore).toBe(false);
  const exact = await pageOf(app, guardian.token, order.id, `?before=${ids[20]}&limit=20`);
  expect(exact.hasMore).toBe(false);
  expect((await pageOf(app, guardian.token, order.id, '?limit=1')).items[0]?.text).toBe(
    'Wiadomość 120',
  );
  for (const query of ['?limit=101', '?limit=0', '?limit=x', '?before=0', '?before=abc']) {
    const res = await getPage(app, guardian.token, order.id, query);
    expect(res.statusCode, query).toBe(400);
    expect([m.limitInvalid, m.beforeInvalid]).toContain(res.json().message);
  }
});

it('lists a former freelancer’s conversation up to when they left', async () => {
  const { investor, guardian, freelancer } = await people();
  const order = await conversationOrder(app, {
    investorId: investor.user.id,
    guardianId: guardian.user.id,
    freelancerIds: [freelancer.user.id],
  });
  const before = await storeMessage(app, {
    orderId: order.id,
    authorId: investor.user.id,
    authorRole: 'INVESTOR',
    text: 'Zanim odszedł',
    minutesAgo: 1,
  });
  await unassignService(app, (await someServiceOf(app, order.id)).id);
  await written(app, investor.token, order.id, 'Po odejściu');
  const [item] = await conversationsOf(app, freelancer.token);
  expect(item).toMatchObject({ canWrite: false, unreadCount: 1 });
  expect(item?.lastMessage?.id).toBe(before);
  expectError(await getPage(app, freelancer.token, order.id + 1_000_000), 404, m.notFound);
});
