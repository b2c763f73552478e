import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobs } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import type { CreatedUser } from '../../../testing/factories.ts';
import { sendRaw } from '../../../testing/requests.ts';
import { mailsTo } from '../../orders/mails/milestone-outbox.ts';
import { unassignService } from '../conversation-arrange.ts';
import { conversationOfThree, post, readUpTo } from './digest-arrange.ts';
import { digestKey, MESSAGE_DIGEST_JOB } from './message-digest-job.ts';

/*
 * The digest e-mails of unread messages (issue 26) with a moved clock: the job queue runs "at" a
 * later instant, as the worker would then. The messages are written through the API now.
 */

const MINUTE = 60 * 1000;
const SUBJECT = 'Nieprzeczytane wiadomości w zleceniu nr 2';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** Runs the due jobs `minutes` from now, as if that time had passed. */
const runAfter = (minutes: number) => app.jobs.drain(() => new Date(Date.now() + minutes * MINUTE));

const subjects = async (user: CreatedUser) =>
  (await mailsTo(app, user.user.email)).map((mail) => mail.subject);

const digestJobs = (orderId: number, user: CreatedUser) =>
  app.db
    .select({ key: jobs.key, runAt: jobs.runAt, state: jobs.state })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, MESSAGE_DIGEST_JOB),
        like(jobs.key, `conversation-digest:${orderId}:${user.user.id}:%`),
      ),
    );

it('sends one e-mail about three unread messages, 15 minutes after the first', async () => {
  const { orderId, investor, guardian, freelancer } = await conversationOfThree(app);
  const first = await post(app, orderId, investor, 'Dzień dobry, zaczynamy w poniedziałek?');
  await post(app, orderId, investor, 'Lista klientów jest w załączniku do zlecenia.');
  await post(app, orderId, investor, 'Proszę o potwierdzenie <b>terminu</b>.');

  // One job per member for the stretch, keyed by its first message: not one per message.
  expect((await digestJobs(orderId, freelancer)).map((job) => job.key)).toEqual([
    digestKey(orderId, freelancer.user.id, first),
  ]);
  await runAfter(14);
  expect(await subjects(freelancer)).toEqual([]);

  await runAfter(16);
  const mails = await mailsTo(app, freelancer.user.email);
  expect(mails.map((mail) => mail.subject)).toEqual([SUBJECT]);
  const [mail] = mails;
  expect(mail?.body).toContain(
    'Masz 3 nieprzeczytane wiadomości w rozmowie o zleceniu nr 2 (Okna Nowak):',
  );
  expect(mail?.body).toContain(
    'Jan Kowalski (Okna Nowak): „Dzień dobry, zaczynamy w poniedziałek?”',
  );
  expect(mail?.body).toContain('„Proszę o potwierdzenie <b>terminu</b>.”');
  // The HTML part escapes the text.
  expect(mail?.body).toContain('&#60;b&#62;terminu');
  expect(mail?.body).toContain(`http://handlowo.test/messages/${orderId}`);
  expect(mail?.body).toContain('http://handlowo.test/settings');
  // The guardian has not read them either; the author is not told about their own.
  expect(await subjects(guardian)).toEqual([SUBJECT]);
  expect(await subjects(investor)).toEqual([]);

  await runAfter(60);
  expect(await subjects(freelancer)).toEqual([SUBJECT]);
});

it('sends none to a member who read the messages within 15 minutes', async () => {
  const { orderId, investor, guardian, freelancer } = await conversationOfThree(app);
  await post(app, orderId, investor, 'Pierwsza');
  await post(app, orderId, investor, 'Druga');
  const last = await post(app, orderId, investor, 'Trzecia');
  await readUpTo(app, orderId, freelancer, last);

  await runAfter(16);
  expect(await subjects(freelancer)).toEqual([]);
  expect(await subjects(guardian)).toEqual([SUBJECT]);
});

it('sends none to a member who answered: writing marks the thread read', async () => {
  const { orderId, investor, freelancer } = await conversationOfThree(app);
  await post(app, orderId, investor, 'Czy możemy zacząć?');
  await post(app, orderId, freelancer, 'Tak, od jutra.');

  await runAfter(16);
  expect(await subjects(freelancer)).toEqual([]);
  // The investor did not read the answer.
  expect(await subjects(investor)).toEqual([SUBJECT]);
});

it('sends none to a member who turned the e-mail off in ‘Ustawienia’', async () => {
  const { orderId, investor, freelancer } = await conversationOfThree(app);
  const settings = await sendRaw(app, 'GET', '/api/account/notification-settings', {
    token: freelancer.token,
  });
  expect(settings.json().kinds).toContainEqual({
    kind: 'MESSAGES_UNREAD',
    label: 'Nowe wiadomości w rozmowach',
    email: true,
  });
  const off = await sendRaw(app, 'PATCH', '/api/account/notification-settings', {
    token: freelancer.token,
    payload: { kinds: [{ kind: 'MESSAGES_UNREAD', email: false }] },
  });
  expect(off.statusCode, off.body).toBe(204);
  await post(app, orderId, investor, 'Czy widział Pan listę?');

  await runAfter(16);
  expect(await subjects(freelancer)).toEqual([]);
});

it('sends a second e-mail only for messages after the first one’s stretch', async () => {
  const { orderId, investor, freelancer } = await conversationOfThree(app);
  await post(app, orderId, investor, 'Pierwsza');
  await post(app, orderId, investor, 'Druga');
  await runAfter(16);
  expect(await subjects(freelancer)).toEqual([SUBJECT]);
  // Nothing new: no second e-mail, however long they stay unread.
  await runAfter(120);
  expect(await subjects(freelancer)).toEqual([SUBJECT]);

  const third = await post(app, orderId, investor, 'Trzecia');
  expect((await digestJobs(orderId, freelancer)).map((job) => job.key)).toContain(
    digestKey(orderId, freelancer.user.id, third),
  );
  await runAfter(16);
  const mails = await mailsTo(app, freelancer.user.email);
  expect(mails.map((mail) => mail.subject)).toEqual([SUBJECT, SUBJECT]);
  // It sums up everything unread, the earlier two included.
  expect(mails[1]?.body).toContain('Masz 3 nieprzeczytane wiadomości');

  // Read, then a new message: a new stretch, a new e-mail.
  await readUpTo(app, orderId, freelancer, third);
  await post(app, orderId, investor, 'Czwarta');
  await runAfter(16);
  const after = await mailsTo(app, freelancer.user.email);
  expect(after).toHaveLength(3);
  expect(after[2]?.body).toContain('Masz 1 nieprzeczytaną wiadomość');
});

it('waits for messages still younger than 15 minutes when the first ones were read', async () => {
  const { orderId, investor, freelancer } = await conversationOfThree(app);
  const first = await post(app, orderId, investor, 'Pierwsza');
  const second = await post(app, orderId, investor, 'Druga');
  await readUpTo(app, orderId, freelancer, first);
  const [job] = await digestJobs(orderId, freelancer);
  if (!job) throw new Error('no digest job');

  // Exactly when the first one's job is due, the second is a few milliseconds too young.
  await app.jobs.drain(() => job.runAt);
  expect(await subjects(freelancer)).toEqual([]);
  expect((await digestJobs(orderId, freelancer)).map((j) => j.key)).toContain(
    digestKey(orderId, freelancer.user.id, second),
  );

  await runAfter(16);
  const mails = await mailsTo(app, freelancer.user.email);
  expect(mails.map((mail) => mail.subject)).toEqual([SUBJECT]);
  expect(mails[0]?.body).toContain('Masz 1 nieprzeczytaną wiadomość');
});

it('sends none to a freelancer who left the order before the e-mail was due', async () => {
  const { orderId, serviceId, investor, guardian, freelancer } = await conversationOfThree(app);
  await post(app, orderId, investor, 'Proszę o raport.');
  await post(app, orderId, guardian, 'Zespół: dołączamy się do prośby.');
  // Declined (or replaced): read-only from now on.
  await unassignService(app, serviceId);

  await runAfter(16);
  expect(await subjects(freelancer)).toEqual([]);
  // The investor is told about the team's message, signed as the team.
  const [mail] = await mailsTo(app, investor.user.email);
  expect(mail?.body).toContain('Zespół Handlowo: „Zespół: dołączamy się do prośby.”');
});
