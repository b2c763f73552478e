import { randomBytes } from 'node:crypto';
import type { OrderMessage } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { send } from '../../../testing/access/send.ts';
import { samplePdf } from '../../../testing/document-samples.ts';
import { multipartBody } from '../../../testing/multipart.ts';
import type { FilledUser } from './export-fixtures.ts';

/*
 * Test support for the export (issue 26): everyone of an order talks in its conversation through
 * the API: a message of each (their read marks follow), an edited one, a deleted one, a file of
 * the first freelancer's and the investor's message hidden by the guardian. Every text and file
 * name is a marker of its author.
 */

const said = (user: FilledUser, what: string) => {
  const text = `${what}-${randomBytes(5).toString('hex')}`;
  user.markers.push(text);
  return text;
};

async function write(
  app: FastifyInstance,
  user: FilledUser,
  orderId: number,
  body: { body: Buffer | { text: string }; contentType?: string },
): Promise<OrderMessage> {
  const url = `/api/orders/${orderId}/messages`;
  const res = await send(app, 'POST', { url, ...body }, user.token);
  expect(res.statusCode, `POST ${url}: ${res.body}`).toBe(201);
  return res.json<OrderMessage>();
}

async function call(
  app: FastifyInstance,
  user: FilledUser,
  method: string,
  url: string,
  body?: unknown,
) {
  const res = await send(app, method, { url, body }, user.token);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
}

export async function talkInOrder(
  app: FastifyInstance,
  guardian: FilledUser,
  investor: FilledUser & { orderId: number },
  [freelancer, other]: [FilledUser, FilledUser],
) {
  const { orderId } = investor;
  const asked = await write(app, investor, orderId, { body: { text: said(investor, 'pytanie') } });
  const form = multipartBody([
    { name: 'text', value: said(freelancer, 'odpowiedz') },
    {
      name: 'files',
      filename: `${said(freelancer, 'raport')}.pdf`,
      data: samplePdf(),
      contentType: 'application/pdf',
    },
  ]);
  await write(app, freelancer, orderId, { body: form.body, contentType: form.contentType });
  const edited = await write(app, other, orderId, { body: { text: said(other, 'szkic') } });
  const url = `/api/orders/${orderId}/messages/${edited.id}`;
  await call(app, other, 'PATCH', url, { text: said(other, 'poprawka') });
  const removed = await write(app, guardian, orderId, { body: { text: 'Do usunięcia' } });
  await call(app, guardian, 'DELETE', `/api/orders/${orderId}/messages/${removed.id}`);
  await write(app, guardian, orderId, { body: { text: said(guardian, 'ustalenia') } });
  await call(app, guardian, 'POST', `/api/admin-panel/messages/${asked.id}/hide`);
}
