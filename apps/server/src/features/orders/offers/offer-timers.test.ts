import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notifications, orderActivities } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { sendRaw } from '../../../testing/requests.ts';
import { onboardedFreelancer } from '../activities/order-arrange.ts';
import { mailsTo } from '../mails/milestone-outbox.ts';
import { offeredService } from './offer-arrange.ts';

/*
 * The unanswered offers' timers (issue 25) with a moved clock: the hourly job is entered and run
 * "at" a later instant, as the worker would then.
 */

const HOUR = 60 * 60 * 1000;
let app: FastifyInstance;
let adminToken: string;

beforeAll(async () => {
  app = await buildTestApp();
  adminToken = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app.close());

async function runTimersAt(at: Date) {
  await app.jobs.schedule(at);
  await app.jobs.drain(() => at);
}

const kindsOf = async (userId: number) =>
  (
    await app.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.id))
  ).map((n) => n.kind);

it('reminds the freelancer after 48 h and tells the guardian after 96 h, once each', async () => {
  const start = new Date();
  const freelancer = await onboardedFreelancer(app);
  const { service, guardian, investor } = await offeredService(app, freelancer.id, start);

  await runTimersAt(new Date(start.getTime() + 47 * HOUR));
  expect(await kindsOf(freelancer.id)).toEqual([]);

  await runTimersAt(new Date(start.getTime() + 49 * HOUR));
  expect(await kindsOf(freelancer.id)).toEqual(['OFFER_REMINDER']);
  expect(await kindsOf(guardian.id)).toEqual([]);
  const [reminder] = await mailsTo(app, freelancer.email);
  expect(reminder?.subject).toBe('Przypomnienie o ofercie bez odpowiedzi: zlecenie nr 1');
  expect(reminder?.body).toContain(`http://handlowo.test/freelancer/orders/${service.id}`);

  await runTimersAt(new Date(start.getTime() + 50 * HOUR));
  expect(await kindsOf(freelancer.id)).toEqual(['OFFER_REMINDER']);

  await runTimersAt(new Date(start.getTime() + 97 * HOUR));
  await runTimersAt(new Date(start.getTime() + 98 * HOUR));
  expect(await kindsOf(freelancer.id)).toEqual(['OFFER_REMINDER']);
  const rows = await app.db
    .select({ link: notifications.link, params: notifications.params, kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.userId, guardian.id));
  expect(rows).toEqual([
    {
      kind: 'OFFER_UNANSWERED',
      link: `/admin/investors/${investor.id}`,
      params: expect.objectContaining({ orderNumber: 1, freelancerName: 'Jan Kowalski' }),
    },
  ]);
  expect((await mailsTo(app, guardian.email)).map((m) => m.subject)).toEqual([
    'Oferta bez odpowiedzi od 4 dni: zlecenie nr 1',
  ]);
});

it('tells nobody about an answered offer', async () => {
  const start = new Date();
  const freelancer = await onboardedFreelancer(app);
  const { service, guardian } = await offeredService(app, freelancer.id, start);
  const res = await sendRaw(app, 'POST', `/api/freelancer/me/assignments/${service.id}/accept`, {
    token: app.issueToken(freelancer),
  });
  expect(res.statusCode).toBe(204);
  await runTimersAt(new Date(start.getTime() + 100 * HOUR));
  expect(await kindsOf(freelancer.id)).toEqual(['ORDER_ACTIVE']);
  expect(await kindsOf(guardian.id)).toEqual(['OFFER_ACCEPTED']);
});

it('starts the timers afresh for a new offer of the service', async () => {
  const start = new Date();
  const first = await onboardedFreelancer(app);
  const { service } = await offeredService(app, first.id, new Date(start.getTime() - 60 * HOUR));
  await runTimersAt(start);
  expect(await kindsOf(first.id)).toEqual(['OFFER_REMINDER']);

  const next = await onboardedFreelancer(app);
  const assigned = await sendRaw(
    app,
    'PATCH',
    `/api/order-activity/${service.id}/freelancer/${next.id}`,
    { token: adminToken },
  );
  expect(assigned.statusCode).toBe(204);
  const [row] = await app.db
    .select()
    .from(orderActivities)
    .where(eq(orderActivities.id, service.id));
  expect(row).toMatchObject({ remindedAt: null, escalatedAt: null, offerState: 'OFFERED' });
  // The new offer was made now (real clock); 55 h later (an hour no other test ran the job in)
  // its freelancer is reminded.
  await runTimersAt(new Date(Date.now() + 55 * HOUR));
  expect(await kindsOf(next.id)).toEqual(['OFFER_RECEIVED', 'OFFER_REMINDER']);
  expect(await kindsOf(first.id)).toEqual(['OFFER_REMINDER', 'OFFER_WITHDRAWN']);
});
