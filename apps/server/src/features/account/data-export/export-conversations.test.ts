import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { samplePdf } from '../../../testing/document-samples.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { multipartBody } from '../../../testing/multipart.ts';
import { conversationOrder } from '../../conversations/conversation-arrange.ts';
import { sendDelete, sendHide, written } from '../../conversations/conversation-requests.ts';
import { download } from './export-download.ts';

/* The messages in the export of their author (issue 26); the completeness test checks the rest. */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

it('holds the messages the user wrote: order number, time, text, state and file names', async () => {
  const investor = await createUser(app, { role: 'INVESTOR' });
  const admin = await createUser(app, { role: 'ADMIN' });
  const freelancer = await createUser(app, { role: 'FREELANCER', isOnboardingPassed: true });
  const order = await conversationOrder(app, {
    investorId: investor.user.id,
    guardianId: admin.user.id,
    freelancerIds: [freelancer.user.id],
  });
  const kept = await written(app, freelancer.token, order.id, 'Zostaje');
  const removed = await written(app, freelancer.token, order.id, 'Znika');
  expect((await sendDelete(app, freelancer.token, removed)).statusCode).toBe(204);
  const hidden = await written(app, freelancer.token, order.id, 'Ukryta');
  expect((await sendHide(app, admin.token, hidden.id)).statusCode).toBe(204);
  const form = multipartBody([
    { name: 'files', filename: 'raport.pdf', data: samplePdf(), contentType: 'application/pdf' },
  ]);
  const filed = await app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/messages`,
    headers: { ...bearer(freelancer.token), 'content-type': form.contentType },
    payload: form.body,
  });
  expect(filed.statusCode, filed.body).toBe(201);
  await written(app, investor.token, order.id, 'Nie moja');

  const { data } = await download(app, freelancer.token);
  const common = { orderId: order.id, orderNumber: order.investorOrderNumber };
  expect(data.messages).toEqual([
    expect.objectContaining({ ...common, id: kept.id, text: 'Zostaje', state: 'VISIBLE' }),
    expect.objectContaining({ ...common, id: removed.id, text: null, state: 'DELETED' }),
    expect.objectContaining({ ...common, id: hidden.id, text: 'Ukryta', state: 'HIDDEN' }),
    expect.objectContaining({
      ...common,
      text: '',
      attachments: [expect.objectContaining({ fileName: 'raport.pdf' })],
    }),
  ]);
  expect(data.messages[0]?.createdAt).toBe(kept.createdAt);
  expect(data.conversationMemberships).toEqual([
    { orderId: order.id, joinedAt: expect.any(String), leftAt: null },
  ]);
  expect(data.conversationReads).toEqual([
    expect.objectContaining({ orderId: order.id, lastReadMessageId: filed.json().id }),
  ]);
  const guardian = (await download(app, admin.token)).data;
  expect(guardian.messages).toEqual([]);
  expect(guardian.messagesHidden).toEqual([
    { id: hidden.id, orderId: order.id, hiddenAt: expect.any(String) },
  ]);
});
