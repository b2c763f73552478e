import { DELETED_AUTHOR_NAME, type OrderMessage, TEAM_AUTHOR_NAME } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  orderConversationFreelancers,
  orderConversationReads,
  orderMessageAttachments,
  orderMessages,
  rateLimitCounters,
} from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { samplePdf } from '../../../testing/document-samples.ts';
import { bearer, type CreatedUser, createUser } from '../../../testing/factories.ts';
import { multipartBody } from '../../../testing/multipart.ts';
import { sendRaw } from '../../../testing/requests.ts';
import { conversationOrder } from '../../conversations/conversation-arrange.ts';
import { pageOf, sendHide, written } from '../../conversations/conversation-requests.ts';
import { messageCounterKey } from '../../conversations/message-throttle.ts';
import { setOrder } from '../../orders/activities/order-arrange.ts';

/*
 * Account deletion and the conversations (issue 26, ADR 021): the messages a user wrote stay,
 * signed 'Konto usunięte' (an admin's stay the team's), through the foreign key's `set null`;
 * their memberships and read marks go; an investor's orders that go take their conversations
 * and the conversations' files with them, a realised one keeps its conversation.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const deleteOwn = (user: CreatedUser) =>
  sendRaw(app, 'POST', '/api/account/deletion', {
    token: user.token,
    payload: { password: user.password },
  });

async function talk() {
  const investor = await createUser(app, { role: 'INVESTOR', company: 'Odlewnia' });
  const guardian = await createUser(app, { role: 'ADMIN', firstName: 'Ola', lastName: 'Straż' });
  const freelancer = await createUser(app, {
    role: 'FREELANCER',
    firstName: 'Piotr',
    lastName: 'Zieliński',
    isOnboardingPassed: true,
  });
  const order = await conversationOrder(app, {
    investorId: investor.user.id,
    guardianId: guardian.user.id,
    freelancerIds: [freelancer.user.id],
  });
  return { investor, guardian, freelancer, orderId: order.id };
}

const messageIn = async (viewer: CreatedUser, orderId: number, id: number) =>
  (await pageOf(app, viewer.token, orderId)).items.find((i) => i.id === id);

async function attach(user: CreatedUser, orderId: number): Promise<string> {
  const form = multipartBody([
    { name: 'files', filename: 'umowa.pdf', data: samplePdf(), contentType: 'application/pdf' },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/messages`,
    headers: { ...bearer(user.token), 'content-type': form.contentType },
    payload: form.body,
  });
  expect(res.statusCode, res.body).toBe(201);
  const [file] = await app.db
    .select()
    .from(orderMessageAttachments)
    .where(eq(orderMessageAttachments.messageId, res.json<OrderMessage>().id));
  if (!file) throw new Error('no attachment stored');
  return file.storageKey;
}

it('keeps a deleted freelancer’s messages, signed Konto usunięte, and drops their rows', async () => {
  const { investor, freelancer, orderId } = await talk();
  const message = await written(app, freelancer.token, orderId, 'Raport tygodniowy');
  const key = await attach(freelancer, orderId);
  // A freelancer with a service not realised may not leave: the order is realised first.
  await setOrder(app, orderId, { status: 'REALIZED' });
  expect((await deleteOwn(freelancer)).statusCode).toBe(204);
  expect(await messageIn(investor, orderId, message.id)).toMatchObject({
    author: { name: DELETED_AUTHOR_NAME, role: null, staffName: null },
    text: 'Raport tygodniowy',
    mine: false,
  });
  const [row] = await app.db.select().from(orderMessages).where(eq(orderMessages.id, message.id));
  expect(row?.authorId).toBeNull();
  const userId = freelancer.user.id;
  const memberships = await app.db
    .select()
    .from(orderConversationFreelancers)
    .where(eq(orderConversationFreelancers.freelancerId, userId));
  const reads = await app.db
    .select()
    .from(orderConversationReads)
    .where(eq(orderConversationReads.userId, userId));
  const counters = await app.db
    .select()
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, messageCounterKey(userId)));
  expect([...memberships, ...reads, ...counters]).toEqual([]);
  // The file stays with its message, for the others in the conversation.
  expect(await app.media.stat(key)).toBeDefined();
});

it('keeps a deleted admin’s messages as the team’s and their hiding without its author', async () => {
  const { investor, orderId } = await talk();
  const admin = await createUser(app, { role: 'ADMIN', firstName: 'Rafał', lastName: 'Odchodzi' });
  const team = await written(app, admin.token, orderId, 'Od zespołu');
  const hidden = await written(app, investor.token, orderId, 'Do ukrycia');
  expect((await sendHide(app, admin.token, hidden.id)).statusCode).toBe(204);
  expect((await deleteOwn(admin)).statusCode).toBe(204);
  expect((await messageIn(investor, orderId, team.id))?.author).toEqual({
    name: TEAM_AUTHOR_NAME,
    role: null,
    staffName: null,
  });
  const [row] = await app.db.select().from(orderMessages).where(eq(orderMessages.id, hidden.id));
  expect(row).toMatchObject({ hiddenAt: expect.any(Date), hiddenById: null });
  expect((await messageIn(investor, orderId, hidden.id))?.state).toBe('HIDDEN');
});

it('takes the conversation of a deleted investor’s order and its files, keeps a realised one', async () => {
  const { investor, guardian, freelancer, orderId } = await talk();
  const gone = await attach(investor, orderId);
  const realised = await conversationOrder(app, {
    investorId: investor.user.id,
    guardianId: guardian.user.id,
    freelancerIds: [freelancer.user.id],
  });
  const kept = await written(app, investor.token, realised.id, 'Dziękujemy za współpracę');
  await setOrder(app, realised.id, { status: 'REALIZED' });
  expect((await deleteOwn(investor)).statusCode).toBe(204);
  const left = await app.db.select().from(orderMessages).where(eq(orderMessages.orderId, orderId));
  expect(left).toEqual([]);
  expect(await app.media.stat(gone)).toBeUndefined();
  for (const viewer of [guardian, freelancer]) {
    const page = await pageOf(app, viewer.token, realised.id);
    expect(page.order.company).toBeNull();
    expect(page.items.find((i) => i.id === kept.id)).toMatchObject({
      author: { name: DELETED_AUTHOR_NAME, role: null },
      text: 'Dziękujemy za współpracę',
    });
  }
});
