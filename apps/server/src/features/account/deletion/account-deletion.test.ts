import { DELETED_ACCOUNT_NAME, type FreelancerBar, type Review } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderActivities, orders, products } from '../../../db/schema/index.ts';
import {
  type DatabaseShape,
  type DatabaseSnapshot,
  ownedRows,
  readDatabaseShape,
  snapshotDiff,
  takeSnapshot,
} from '../../../testing/access/db-snapshot.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { drainAfter, whileMailerDown } from '../../../testing/jobs.ts';
import { expectMediaConsistent } from '../../../testing/media-files.ts';
import { getOk, sendRaw } from '../../../testing/requests.ts';
import { RETRY_DELAYS_MS } from '../../jobs/retry-delays.ts';
import { addServiceRow, setOrder } from '../../orders/activities/order-arrange.ts';
import { mailsTo } from '../../orders/mails/milestone-outbox.ts';
import { ACCOUNT_DELETED_SUBJECT } from './account-deletion-mail.ts';
import {
  countersNaming,
  expectGoneFromOutside,
  login,
  personalDataLeft,
  rowsReferencingUser,
} from './deletion-checks.ts';
import {
  addOrder,
  call,
  fullAdmin,
  fullFreelancer,
  fullInvestor,
  mediaKeysOf,
  newTag,
  type Person,
  realizeOrder,
} from './deletion-fixtures.ts';

/*
 * POST /account/deletion as the owner, for each role with every section filled: afterwards no
 * row of any table names the person, no foreign key points at them, what is kept is anonymised,
 * and a similar user's rows and files are exactly as they were.
 */

let app: FastifyInstance;
let shape: DatabaseShape;
let panel: { id: number; token: string };

beforeAll(async () => {
  app = await buildTestApp();
  shape = await readDatabaseShape(app.db);
  const { user, token } = await createUser(app, { role: 'ADMIN' });
  panel = { id: user.id, token };
});
afterAll(() => app?.close());

const deleteOwn = (person: Pick<Person, 'token' | 'password'>) =>
  sendRaw(app, 'POST', '/api/account/deletion', {
    token: person.token,
    payload: { password: person.password },
  });

/** The user's rows (and the rows hanging off them) in a snapshot. */
const rowsOf = (snapshot: DatabaseSnapshot, userId: number) => ownedRows(snapshot, shape, userId);

async function expectFiles(keys: string[], present: boolean) {
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) {
    expect(await app.media.stat(key), key)[present ? 'toBeDefined' : 'toBeUndefined']();
  }
}

/** GETs of the panel and the profile that read orders, users and reviews: all must still answer. */
async function expectReadsAnswer(freelancerId: number) {
  for (const url of [
    `/api/freelancer/bar/${freelancerId}`,
    `/api/opinions/freelancer/${freelancerId}`,
    `/api/opinions/freelancer/general/${freelancerId}`,
    `/api/opinions/freelancer/distribution/${freelancerId}`,
    `/api/freelancer/me/${freelancerId}`,
    '/api/admin-panel/stats',
    '/api/admin-panel/freelancers',
    '/api/admin-panel/investors',
    '/api/admin-panel/admins',
  ]) {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${panel.token}` },
    });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  }
}

describe('a freelancer deletes their account', () => {
  it('leaves no trace of them, keeps realised services without them, touches nobody else', async () => {
    const tag = newTag();
    // `_` in the e-mail: a LIKE without escaping would also match the look-alike below.
    const deleted = await fullFreelancer(app, { email: `del_${tag}@test.handlowo.local` });
    const lookalike = `delx${tag}@test.handlowo.local`;
    const other = await fullFreelancer(app);
    const investor = await fullInvestor(app);
    const { orderId, serviceIds } = await realizeOrder(app, {
      investor,
      freelancers: [deleted, other],
      admin: panel,
    });
    // A set-password link (and its throttle counter) and every login counter naming the e-mail.
    await sendRaw(app, 'POST', '/api/token-reset/send-email', {
      payload: { email: deleted.email },
    });
    expect((await login(app, deleted.email, 'Zle-haslo1!', '10.9.0.1')).statusCode).toBe(404);
    expect((await login(app, deleted.email, deleted.password, '10.9.0.2')).statusCode).toBe(200);
    expect((await login(app, lookalike, 'Zle-haslo1!', '10.9.0.3')).statusCode).toBe(404);
    expect(await countersNaming(app, deleted.email)).toHaveLength(4);
    const deletedKeys = await mediaKeysOf(app, deleted.id);
    const otherKeys = await mediaKeysOf(app, other.id);
    // The avatar and two portfolio pictures (two renditions each), the background, two videos.
    expect(deletedKeys).toHaveLength(9);

    const before = await takeSnapshot(app.db, shape);
    const res = await deleteOwn(deleted);
    expect(res.statusCode, res.body).toBe(204);
    // The confirmation goes out first: once sent, its row keeps no address.
    await app.jobs.drain();
    // The confirmation goes out first: once sent, its row keeps no address.
    await app.jobs.drain();
    const after = await takeSnapshot(app.db, shape);

    expect(personalDataLeft(after, deleted)).toEqual([]);
    expect(rowsReferencingUser(after, shape, deleted.id)).toEqual([]);
    expect(await countersNaming(app, deleted.email)).toEqual([]);
    expect(await countersNaming(app, lookalike)).toHaveLength(2);

    // The realised order keeps both services and their scores; theirs has no freelancer now.
    const services = await app.db
      .select()
      .from(orderActivities)
      .where(eq(orderActivities.orderId, orderId));
    expect(services.map((s) => [s.id, s.freelancerId, s.score]).sort()).toEqual(
      [
        [serviceIds[0], null, 4],
        [serviceIds[1], other.id, 4],
      ].sort(),
    );
    // The investor's rows changed only in that one service (and the review of it, which was the
    // deleted freelancer's: reviews received go with them, as does their membership of the
    // order's conversation); the other freelancer's not at all.
    const investorChanges = snapshotDiff(rowsOf(before, investor.id), rowsOf(after, investor.id));
    expect(investorChanges.map((c) => c.split(' ').slice(0, 2).join(' ')).sort()).toEqual([
      'order_activities +',
      'order_activities -',
      'order_conversation_freelancers -',
      'review_scores -',
      'review_scores -',
      'review_scores -',
      'review_scores -',
      'reviews -',
    ]);
    expect(snapshotDiff(rowsOf(before, other.id), rowsOf(after, other.id))).toEqual([]);

    await expectFiles(deletedKeys, false);
    await expectFiles(otherKeys, true);
    await expectMediaConsistent(app);
    await expectReadsAnswer(other.id);
    await expectGoneFromOutside(app, deleted, { byAdmin: false });
  });
});

describe('an investor deletes their account', () => {
  it('keeps realised orders anonymised, deletes the rest, and the reviews read "Konto usunięte"', async () => {
    const deleted = await fullInvestor(app);
    const other = await fullInvestor(app);
    const freelancer = await fullFreelancer(app);
    const busy = await fullFreelancer(app);
    const otherFreelancer = await fullFreelancer(app);
    const realized = await realizeOrder(app, {
      investor: deleted,
      freelancers: [freelancer],
      admin: panel,
    });
    await realizeOrder(app, { investor: other, freelancers: [otherFreelancer], admin: panel });
    // A second order in progress with an assigned freelancer: it goes with the investor.
    const second = await addOrder(app, deleted.id);
    await setOrder(app, second, { status: 'VERYFICATION', pipelineId: 1, adminId: panel.id });
    await addServiceRow(app, second, busy.id);
    await sendRaw(app, 'POST', '/api/token-reset/send-email', {
      payload: { email: deleted.email },
    });
    const deletedKeys = await mediaKeysOf(app, deleted.id);
    const otherKeys = await mediaKeysOf(app, other.id);
    const barBefore = await getOk<FreelancerBar>(
      app,
      `/api/freelancer/bar/${freelancer.id}`,
      panel.token,
    );
    const [reviewBefore] = await getOk<Review[]>(
      app,
      `/api/opinions/freelancer/${freelancer.id}`,
      panel.token,
    );
    expect(reviewBefore?.authorFirstName).toBe(deleted.firstName);
    expect(reviewBefore?.authorPictureData).toMatch(/^data:image\/webp;base64,/);

    const before = await takeSnapshot(app.db, shape);
    const res = await deleteOwn(deleted);
    expect(res.statusCode, res.body).toBe(204);
    // The confirmation goes out first: once sent, its row keeps no address.
    await app.jobs.drain();
    // The confirmation goes out first: once sent, its row keeps no address.
    await app.jobs.drain();
    const after = await takeSnapshot(app.db, shape);

    expect(personalDataLeft(after, deleted)).toEqual([]);
    expect(rowsReferencingUser(after, shape, deleted.id)).toEqual([]);

    const [kept] = await app.db.select().from(orders).where(eq(orders.id, realized.orderId));
    expect(kept).toMatchObject({ investorId: null, status: 'REALIZED', averageScore: 4 });
    const keptServices = await app.db
      .select()
      .from(orderActivities)
      .where(eq(orderActivities.orderId, realized.orderId));
    expect(keptServices).toMatchObject([{ freelancerId: freelancer.id, score: 4 }]);
    expect(await app.db.select().from(orders).where(eq(orders.id, second))).toEqual([]);
    expect(
      await app.db.select().from(orderActivities).where(eq(orderActivities.orderId, second)),
    ).toEqual([]);
    expect(await app.db.select().from(products).where(eq(products.investorId, deleted.id))).toEqual(
      [],
    );

    // The freelancer's profile: the same review, score and counts, by an anonymous author.
    const reviews = await getOk<Review[]>(
      app,
      `/api/opinions/freelancer/${freelancer.id}`,
      panel.token,
    );
    expect(reviews).toEqual([
      {
        ...reviewBefore,
        authorFirstName: DELETED_ACCOUNT_NAME,
        authorLastName: '',
        authorPictureData: null,
      },
    ]);
    expect(
      await getOk<FreelancerBar>(app, `/api/freelancer/bar/${freelancer.id}`, panel.token),
    ).toEqual(barBefore);

    for (const untouched of [other, otherFreelancer]) {
      expect(snapshotDiff(rowsOf(before, untouched.id), rowsOf(after, untouched.id))).toEqual([]);
    }
    await expectFiles(deletedKeys, false);
    await expectFiles(otherKeys, true);
    await expectMediaConsistent(app);
    await expectReadsAnswer(freelancer.id);
    // The busy freelancer's service went with the order: nothing holds them any more.
    expect((await deleteOwn(busy)).statusCode).toBe(204);
    await expectGoneFromOutside(app, deleted, { byAdmin: false });
  });
});

describe('an admin deletes their account', () => {
  it('leaves the orders they guarded without a guardian and nothing of theirs', async () => {
    const deleted = await fullAdmin(app);
    const other = await fullAdmin(app);
    const investor = await fullInvestor(app);
    const freelancer = await fullFreelancer(app);
    const { orderId } = await realizeOrder(app, {
      investor,
      freelancers: [freelancer],
      admin: deleted,
    });
    await sendRaw(app, 'POST', '/api/token-reset/send-email', {
      payload: { email: deleted.email },
    });
    const deletedKeys = await mediaKeysOf(app, deleted.id);
    const otherKeys = await mediaKeysOf(app, other.id);
    expect(deletedKeys).toHaveLength(2);

    const before = await takeSnapshot(app.db, shape);
    const res = await deleteOwn(deleted);
    expect(res.statusCode, res.body).toBe(204);
    // The confirmation goes out first: once sent, its row keeps no address.
    await app.jobs.drain();
    // The confirmation goes out first: once sent, its row keeps no address.
    await app.jobs.drain();
    const after = await takeSnapshot(app.db, shape);

    expect(personalDataLeft(after, deleted)).toEqual([]);
    expect(rowsReferencingUser(after, shape, deleted.id)).toEqual([]);
    const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ adminId: null, status: 'REALIZED', investorId: investor.id });
    for (const untouched of [other, freelancer]) {
      expect(snapshotDiff(rowsOf(before, untouched.id), rowsOf(after, untouched.id))).toEqual([]);
    }
    // The investor's rows: the order, which lost its guardian, and their GUARDIAN_ASSIGNED
    // notifications, which no longer name the deleted guardian (issue 25).
    const investorChanges = snapshotDiff(rowsOf(before, investor.id), rowsOf(after, investor.id));
    const notificationChanges = investorChanges.filter((c) => c.startsWith('notifications '));
    expect(
      investorChanges.filter((c) => !notificationChanges.includes(c)).map((c) => c.split(' ')[0]),
    ).toEqual(['orders', 'orders']);
    const notificationsNow = notificationChanges.filter((c) => !c.startsWith('notifications -'));
    expect(notificationsNow.join('\n')).not.toContain(`${deleted.firstName} ${deleted.lastName}`);
    await expectFiles(deletedKeys, false);
    await expectFiles(otherKeys, true);
    await expectMediaConsistent(app);
    await expectReadsAnswer(freelancer.id);
    await expectGoneFromOutside(app, deleted, { byAdmin: false });
  });
});

it('deletes while the mail server is down; the confirmation follows once it is back', async () => {
  const { user, token, password } = await createUser(app, { role: 'FREELANCER' });
  const res = await whileMailerDown(app, () =>
    sendRaw(app, 'POST', '/api/account/deletion', { token, payload: { password } }),
  );
  expect(res.statusCode, res.body).toBe(204);
  expect((await login(app, user.email, password)).statusCode).toBe(404);
  expect(await mailsTo(app, user.email)).toEqual([]);
  await drainAfter(app, RETRY_DELAYS_MS[0] ?? 0);
  expect((await mailsTo(app, user.email)).map((m) => m.subject)).toEqual([ACCOUNT_DELETED_SUBJECT]);
});

it('drops the mails still waiting for a deleted address', async () => {
  const { user, token, password } = await createUser(app, { role: 'FREELANCER' });
  // A reset link asked for, not yet sent when the account goes.
  await sendRaw(app, 'POST', '/api/token-reset/send-email', { payload: { email: user.email } });
  expect(
    (await sendRaw(app, 'POST', '/api/account/deletion', { token, payload: { password } }))
      .statusCode,
  ).toBe(204);
  expect((await mailsTo(app, user.email)).map((m) => m.subject)).toEqual([ACCOUNT_DELETED_SUBJECT]);
});

it('documents both routes in OpenAPI', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  type Operation = { description?: string; tags?: string[] };
  const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  const own = paths['/api/account/deletion']?.post?.description;
  const byAdmin = paths['/api/admin-panel/users/{id}/deletion']?.post?.description;
  expect(own).toContain(DELETED_ACCOUNT_NAME);
  expect(own).toContain('REALIZED');
  expect(byAdmin).toContain('404');
  await call(app, panel.token, 'GET', '/admin-panel/stats');
});
