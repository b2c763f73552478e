import type {
  ConversationList,
  MessagePage,
  MessageUnreadCount,
  OrderMessage,
} from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from '../../testing/factories.ts';

/* Test support: the conversation routes as a member calls them (issue 26). */

export function sendMessage(app: FastifyInstance, token: string, orderId: number, text: string) {
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/messages`,
    headers: bearer(token),
    payload: { text },
  });
}

/** Posts and expects 201; returns the message. */
export async function written(
  app: FastifyInstance,
  token: string,
  orderId: number,
  text = 'Dzień dobry',
): Promise<OrderMessage> {
  const res = await sendMessage(app, token, orderId, text);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<OrderMessage>();
}

export function getPage(app: FastifyInstance, token: string, orderId: number, query = '') {
  return app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/messages${query}`,
    headers: bearer(token),
  });
}

export async function pageOf(
  app: FastifyInstance,
  token: string,
  orderId: number,
  query = '',
): Promise<MessagePage> {
  const res = await getPage(app, token, orderId, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MessagePage>();
}

export async function conversationsOf(
  app: FastifyInstance,
  token: string,
): Promise<ConversationList['items']> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/conversations',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ConversationList>().items;
}

export async function unreadOf(app: FastifyInstance, token: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/conversations/unread-count',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MessageUnreadCount>().count;
}

export function sendRead(app: FastifyInstance, token: string, orderId: number, upTo: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/messages/read`,
    headers: bearer(token),
    payload: { upTo },
  });
}

export function sendEdit(
  app: FastifyInstance,
  token: string,
  { orderId, id }: { orderId: number; id: number },
  text: string,
) {
  return app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/messages/${id}`,
    headers: bearer(token),
    payload: { text },
  });
}

export function sendDelete(
  app: FastifyInstance,
  token: string,
  { orderId, id }: { orderId: number; id: number },
) {
  return app.inject({
    method: 'DELETE',
    url: `/api/orders/${orderId}/messages/${id}`,
    headers: bearer(token),
  });
}

export function sendHide(app: FastifyInstance, token: string, messageId: number) {
  return app.inject({
    method: 'POST',
    url: `/api/admin-panel/messages/${messageId}/hide`,
    headers: bearer(token),
  });
}
