import { conversationMessages as m } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { type CreatedUser, createUser } from '../../testing/factories.ts';
import { expectError, expectPolish400 } from '../../testing/requests.ts';
import { conversationOrder } from './conversation-arrange.ts';
import {
  conversationsOf,
  pageOf,
  sendDelete,
  sendHide,
  sendRead,
  unreadOf,
  written,
} from './conversation-requests.ts';

/*
 * Read state (issue 26): per member and conversation, only forward; unread = others' messages
 * after the mark that are neither deleted nor hidden; totals over every conversation.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

async function conversation() {
  const investor = await createUser(app, { role: 'INVESTOR', company: 'Firma' });
  const guardian = await createUser(app, { role: 'ADMIN' });
  const freelancer = await createUser(app, { role: 'FREELANCER', isOnboardingPassed: true });
  const order = await conversationOrder(app, {
    investorId: investor.user.id,
    guardianId: guardian.user.id,
    freelancerIds: [freelancer.user.id],
  });
  return { investor, guardian, freelancer, orderId: order.id };
}

const unreadIn = async (user: CreatedUser, orderId: number) =>
  (await conversationsOf(app, user.token)).find((c) => c.order.id === orderId)?.unreadCount;

it('counts others’ messages after the mark, per conversation and in total', async () => {
  const { investor, guardian, freelancer, orderId } = await conversation();
  const [a, b] = [
    await written(app, investor.token, orderId, 'Pierwsza'),
    await written(app, investor.token, orderId, 'Druga'),
  ];
  await written(app, investor.token, orderId, 'Trzecia');
  expect(await unreadOf(app, freelancer.token)).toBe(3);
  expect(await unreadIn(freelancer, orderId)).toBe(3);
  expect(await unreadOf(app, guardian.token)).toBe(3);
  expect(await unreadOf(app, investor.token)).toBe(0);

  expect((await sendRead(app, freelancer.token, orderId, b?.id)).statusCode).toBe(204);
  expect(await unreadOf(app, freelancer.token)).toBe(1);
  expect(await unreadIn(freelancer, orderId)).toBe(1);
  // An older mark arriving late changes nothing.
  expect((await sendRead(app, freelancer.token, orderId, a?.id)).statusCode).toBe(204);
  expect(await unreadOf(app, freelancer.token)).toBe(1);
  const page = await pageOf(app, freelancer.token, orderId);
  expect(page.readUpTo).toBe(b?.id);
  // 'przeczytane': the investor sees how far the others read (their own mark is their last).
  expect((await pageOf(app, investor.token, orderId)).othersReadUpTo).toBe(b?.id);

  // Writing marks the writer's conversation read.
  await written(app, freelancer.token, orderId, 'Odpowiedź');
  expect(await unreadOf(app, freelancer.token)).toBe(0);
  expect(await unreadOf(app, investor.token)).toBe(1);
});

it('adds up every conversation of the user', async () => {
  const first = await conversation();
  const second = await conversationOrder(app, {
    investorId: first.investor.user.id,
    guardianId: first.guardian.user.id,
    freelancerIds: [first.freelancer.user.id],
  });
  await written(app, first.guardian.token, first.orderId, 'W pierwszym');
  await written(app, first.guardian.token, second.id, 'W drugim');
  await written(app, first.guardian.token, second.id, 'Znowu w drugim');
  expect(await unreadOf(app, first.freelancer.token)).toBe(3);
  expect(await unreadIn(first.investor, second.id)).toBe(2);
  expect(await unreadOf(app, first.investor.token)).toBe(3);
});

it('does not count deleted or hidden messages', async () => {
  const { investor, guardian, freelancer, orderId } = await conversation();
  const deleted = await written(app, investor.token, orderId, 'Pomyłka');
  const hidden = await written(app, investor.token, orderId, 'Nie na miejscu');
  expect(await unreadOf(app, freelancer.token)).toBe(2);
  expect((await sendDelete(app, investor.token, deleted)).statusCode).toBe(204);
  expect((await sendHide(app, guardian.token, hidden.id)).statusCode).toBe(204);
  expect(await unreadOf(app, freelancer.token)).toBe(0);
  expect(await unreadIn(freelancer, orderId)).toBe(0);
  expect(await unreadOf(app, guardian.token)).toBe(0);
});

it('refuses a mark outside the conversation', async () => {
  const { investor, freelancer, orderId } = await conversation();
  const other = await conversation();
  const foreign = await written(app, other.investor.token, other.orderId, 'Gdzie indziej');
  await written(app, investor.token, orderId, 'Tutaj');
  expectError(await sendRead(app, freelancer.token, orderId, foreign.id), 404, m.messageNotFound);
  expectError(
    await sendRead(app, freelancer.token, orderId, 2_000_000_000),
    404,
    m.messageNotFound,
  );
  for (const upTo of [0, -1, 'abc', null, 1.5]) {
    expectPolish400(await sendRead(app, freelancer.token, orderId, upTo));
  }
  expect(await unreadOf(app, freelancer.token)).toBe(1);
});
