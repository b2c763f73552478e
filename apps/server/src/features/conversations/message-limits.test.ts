import {
  MESSAGE_TEXT_MAX,
  MESSAGES_PER_MINUTE,
  conversationMessages as m,
} from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { type CreatedUser, createUser } from '../../testing/factories.ts';
import { expectError, sendRaw } from '../../testing/requests.ts';
import { conversationOrder } from './conversation-arrange.ts';
import { pageOf, sendEdit, sendMessage, written } from './conversation-requests.ts';

/* The limits of a message (issue 26): its text, and 30 messages a minute per user. */

let app: FastifyInstance;
let investor: CreatedUser;
let orderId: number;

beforeAll(async () => {
  app = await buildTestApp();
  investor = await createUser(app, { role: 'INVESTOR' });
  orderId = (await conversationOrder(app, { investorId: investor.user.id, guardianId: null })).id;
});
afterAll(() => app?.close());

it('takes up to 4,000 characters with line breaks and tabs, and nothing longer', async () => {
  // Every other test here posts as its own user: the throttle counts per user.
  const { token } = await createUser(app, { role: 'ADMIN' });
  const longest = 'a'.repeat(MESSAGE_TEXT_MAX);
  expect((await written(app, token, orderId, longest)).text).toBe(longest);
  expect((await written(app, token, orderId, 'Wiersz\r\n\tdrugi')).text).toBe('Wiersz\r\n\tdrugi');
  expectError(await sendMessage(app, token, orderId, `${longest}a`), 400, m.textMax);
  const message = await written(app, token, orderId, 'Krótka');
  expectError(await sendEdit(app, token, message, `${longest}a`), 400, m.textMax);
});

it('refuses control characters, an empty text and an empty body', async () => {
  const { token } = await createUser(app, { role: 'ADMIN' });
  for (const text of ['dzwonek \u0007', 'escape \u001b[31m', 'del \u007f', 'pion\u000bowy']) {
    expectError(await sendMessage(app, token, orderId, text), 400, m.textInvalid);
  }
  expectError(await sendMessage(app, token, orderId, '  \n '), 400, m.editTextRequired);
  const empty = await sendRaw(app, 'POST', `/api/orders/${orderId}/messages`, { token });
  expectError(empty, 400, m.textRequired);
  const nul = await sendRaw(app, 'POST', `/api/orders/${orderId}/messages`, {
    token,
    payload: '{"text":"a\\u0000b"}',
  });
  expect(nul.statusCode).toBe(400);
  const extra = await sendRaw(app, 'POST', `/api/orders/${orderId}/messages`, {
    token,
    payload: { text: 'Hej', authorId: 1 },
  });
  expect(extra.statusCode).toBe(400);
  expect((await pageOf(app, token, orderId)).items.some((i) => i.mine)).toBe(false);
});

it(`refuses the ${MESSAGES_PER_MINUTE + 1}st message of a minute, also when sent at once`, async () => {
  const { token } = await createUser(app, { role: 'ADMIN' });
  const answers = await Promise.all(
    Array.from({ length: MESSAGES_PER_MINUTE + 1 }, (_, i) =>
      sendMessage(app, token, orderId, `Wiadomość ${i}`),
    ),
  );
  const statuses = answers.map((res) => res.statusCode).sort();
  expect(statuses.filter((s) => s === 201)).toHaveLength(MESSAGES_PER_MINUTE);
  const refused = answers.find((res) => res.statusCode === 429);
  expect(refused && expectError(refused, 429, m.throttled)).toBeUndefined();
  const mine = (await pageOf(app, token, orderId, '?limit=100')).items.filter((i) => i.mine);
  expect(mine).toHaveLength(MESSAGES_PER_MINUTE);
  // Someone else is not held back by it.
  await written(app, investor.token, orderId, 'Inny użytkownik');
});
