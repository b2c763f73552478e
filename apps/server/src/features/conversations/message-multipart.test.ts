import { MESSAGE_TEXT_MAX, conversationMessages as m, type OrderMessage } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { samplePdf } from '../../testing/document-samples.ts';
import { bearer, type CreatedUser, createUser } from '../../testing/factories.ts';
import { expectMediaConsistent } from '../../testing/media-files.ts';
import { type FormPart, multipartBody } from '../../testing/multipart.ts';
import { expectError } from '../../testing/requests.ts';
import { someServiceOf } from '../orders/activities/order-arrange.ts';
import { conversationOrder, unassignService } from './conversation-arrange.ts';
import { pageOf } from './conversation-requests.ts';

/*
 * The multipart form of POST /orders/{orderId}/messages as the route uses it (issue 26): a
 * message of text, of files, or both, in one transaction; a refused one leaves no file behind.
 * The files' checks by content are attachments/attachments.test.ts's.
 */

let app: FastifyInstance;
let investor: CreatedUser;
let freelancer: CreatedUser;
let orderId: number;

beforeAll(async () => {
  app = await buildTestApp();
  investor = await createUser(app, { role: 'INVESTOR' });
  freelancer = await createUser(app, { role: 'FREELANCER', isOnboardingPassed: true });
  orderId = (
    await conversationOrder(app, {
      investorId: investor.user.id,
      guardianId: null,
      freelancerIds: [freelancer.user.id],
    })
  ).id;
});
afterAll(() => app?.close());

const pdf = (filename = 'oferta.pdf'): FormPart => ({
  name: 'files',
  filename,
  data: samplePdf(),
  contentType: 'application/pdf',
});

function sendForm(token: string, parts: FormPart[], order = orderId) {
  const { body, contentType } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: `/api/orders/${order}/messages`,
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
}

it('writes text and files as one message', async () => {
  const res = await sendForm(investor.token, [
    { name: 'text', value: ' Oferta w załączniku ' },
    pdf(),
  ]);
  expect(res.statusCode, res.body).toBe(201);
  const message = res.json<OrderMessage>();
  expect(message).toMatchObject({
    text: 'Oferta w załączniku',
    attachments: [
      { fileName: 'oferta.pdf', contentType: 'application/pdf', size: samplePdf().length },
    ],
  });
  const seen = (await pageOf(app, freelancer.token, orderId)).items.at(-1);
  expect(seen).toEqual({ ...message, mine: false, editableUntil: null });
  await expectMediaConsistent(app);
});

it('writes a message of files only, and refuses one of neither', async () => {
  const res = await sendForm(investor.token, [pdf('a.pdf'), pdf('b.pdf')]);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json<OrderMessage>()).toMatchObject({ text: '', state: 'VISIBLE' });
  expect(res.json<OrderMessage>().attachments.map((a) => a.fileName)).toEqual(['a.pdf', 'b.pdf']);
  expectError(await sendForm(investor.token, [{ name: 'text', value: '  ' }]), 400, m.textRequired);
  await expectMediaConsistent(app);
});

it('holds the form’s text to the rules of the JSON one, keeping no file of a refused message', async () => {
  const long = { name: 'text', value: 'a'.repeat(MESSAGE_TEXT_MAX + 1) };
  expectError(await sendForm(investor.token, [long, pdf()]), 400, m.textMax);
  const bell = { name: 'text', value: 'dzwonek \u0007' };
  expectError(await sendForm(investor.token, [bell, pdf()]), 400, m.textInvalid);
  await expectMediaConsistent(app);
});

it('refuses outsiders and former freelancers before storing anything', async () => {
  const stranger = await createUser(app, { role: 'INVESTOR' });
  expectError(await sendForm(stranger.token, [pdf()]), 404, m.notFound);
  const order = await conversationOrder(app, {
    investorId: investor.user.id,
    guardianId: null,
    freelancerIds: [freelancer.user.id],
  });
  await unassignService(app, (await someServiceOf(app, order.id)).id);
  expectError(await sendForm(freelancer.token, [pdf()], order.id), 400, m.readOnly);
  await expectMediaConsistent(app);
});
