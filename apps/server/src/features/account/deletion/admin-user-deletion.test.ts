import { accountMessages as m } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../../db/schema/index.ts';
import {
  type DatabaseShape,
  readDatabaseShape,
  snapshotDiff,
  takeSnapshot,
} from '../../../testing/access/db-snapshot.ts';
import { clientAddress } from '../../../testing/access/send.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { decodeJwt } from '../../../testing/decode-jwt.ts';
import { createUser } from '../../../testing/factories.ts';
import { expectMediaConsistent } from '../../../testing/media-files.ts';
import { readOutbox } from '../../../testing/outbox.ts';
import { expectError, expectPolish400, sendRaw } from '../../../testing/requests.ts';
import { addServiceRow, firstOrderOf, setOrder } from '../../orders/activities/order-arrange.ts';
import { ACCOUNT_DELETED_SUBJECT } from './account-deletion-mail.ts';
import { expectGoneFromOutside, personalDataLeft, rowsReferencingUser } from './deletion-checks.ts';
import {
  fullFreelancer,
  fullInvestor,
  mediaKeysOf,
  type Person,
  realizeOrder,
} from './deletion-fixtures.ts';

/*
 * POST /admin-panel/users/{id}/deletion: an admin deletes a freelancer or an investor (the
 * temporary one included) after typing their e-mail; the same deletion as the owner's.
 */

let app: FastifyInstance;
let shape: DatabaseShape;
let admin: { id: number; token: string };

beforeAll(async () => {
  app = await buildTestApp();
  shape = await readDatabaseShape(app.db);
  const { user, token } = await createUser(app, { role: 'ADMIN' });
  admin = { id: user.id, token };
});
afterAll(() => app?.close());

/** As the admin unless another token is given ('' for none). */
const deleteUser = (id: number | string, payload: unknown, token: string = admin.token) =>
  sendRaw(app, 'POST', `/api/admin-panel/users/${id}/deletion`, { token, payload });

async function unchanged<T>(request: () => Promise<T>): Promise<T> {
  const before = await takeSnapshot(app.db, shape);
  const result = await request();
  expect(snapshotDiff(before, await takeSnapshot(app.db, shape))).toEqual([]);
  return result;
}

async function expectDeleted(person: Person) {
  const keys = await mediaKeysOf(app, person.id);
  const res = await deleteUser(person.id, { email: `  ${person.email.toUpperCase()} ` });
  expect(res.statusCode, res.body).toBe(204);
  // The confirmation goes out first: once sent, its row keeps no address.
  await app.jobs.drain();
  const after = await takeSnapshot(app.db, shape);
  expect(personalDataLeft(after, person)).toEqual([]);
  expect(rowsReferencingUser(after, shape, person.id)).toEqual([]);
  for (const key of keys) expect(await app.media.stat(key)).toBeUndefined();
  await expectMediaConsistent(app);
  await expectGoneFromOutside(app, person, { byAdmin: true });
}

describe('an admin deletes a user', () => {
  it('deletes a freelancer (the e-mail typed in any case, with spaces)', async () => {
    const freelancer = await fullFreelancer(app);
    const investor = await fullInvestor(app);
    await realizeOrder(app, { investor, freelancers: [freelancer], admin });
    await expectDeleted(freelancer);
  });

  it('deletes an investor, keeping their realised order anonymised', async () => {
    const investor = await fullInvestor(app);
    const freelancer = await fullFreelancer(app);
    const { orderId } = await realizeOrder(app, { investor, freelancers: [freelancer], admin });
    await expectDeleted(investor);
    const [kept] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(kept).toMatchObject({ investorId: null, status: 'REALIZED' });
  });

  it('deletes a temporary investor, without a mail to its made-up address', async () => {
    const start = await app.inject({
      method: 'POST',
      url: '/api/auth/start',
      remoteAddress: clientAddress(),
    });
    const { token, email } = start.json<{ token: string; email: string }>();
    const id = Number(decodeJwt(token).sub);
    expect((await deleteUser(id, { email })).statusCode).toBe(204);
    expect(await app.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await readOutbox(app, email)).toEqual([]);
  });
});

describe('refusals', () => {
  it('refuses an e-mail that is not the user’s, and an empty one', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    for (const email of [`x${user.email}`, 'someone@else.pl', user.email.replace('@', '@x')]) {
      const res = await unchanged(() => deleteUser(user.id, { email }));
      expectError(res, 400, m.emailConfirmationMismatch);
    }
    for (const payload of [{}, { email: '' }, { email: '   ' }, { email: 12 }]) {
      const res = await unchanged(() => deleteUser(user.id, payload));
      expectError(res, 400, m.emailConfirmationRequired);
    }
    expectPolish400(await unchanged(() => deleteUser(user.id, undefined)));
  });

  it('answers 404 for an unknown id, an admin and a user already deleted', async () => {
    const other = await createUser(app, { role: 'ADMIN' });
    const gone = await createUser(app, { role: 'INVESTOR' });
    expect((await deleteUser(gone.user.id, { email: gone.user.email })).statusCode).toBe(204);
    for (const [id, email] of [
      [2_147_483_647, 'nikt@test.pl'],
      [other.user.id, other.user.email],
      [admin.id, 'ja@test.pl'],
      [gone.user.id, gone.user.email],
    ] as const) {
      const res = await unchanged(() => deleteUser(id, { email }));
      expectError(res, 404, m.userNotFound);
    }
  });

  it('refuses a freelancer serving an order that is not realised', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER', isOnboardingPassed: true });
    const investor = (await createUser(app, { role: 'INVESTOR' })).user;
    const order = await firstOrderOf(app, investor.id);
    await setOrder(app, order.id, { status: 'ACTIVE', pipelineId: 1 });
    await addServiceRow(app, order.id, user.id);
    const res = await unchanged(() => deleteUser(user.id, { email: user.email }));
    expectError(res, 400, m.userActiveService);
    await setOrder(app, order.id, { status: 'REALIZED' });
    expect((await deleteUser(user.id, { email: user.email })).statusCode).toBe(204);
  });

  it('is for admins only (403 before the body is read)', async () => {
    const target = await createUser(app, { role: 'FREELANCER' });
    for (const role of ['FREELANCER', 'INVESTOR'] as const) {
      const { token } = await createUser(app, { role });
      for (const payload of [{ email: target.user.email }, { nonsense: true }]) {
        expect((await unchanged(() => deleteUser(target.user.id, payload, token))).statusCode).toBe(
          403,
        );
      }
    }
    expect((await deleteUser(target.user.id, { email: target.user.email }, '')).statusCode).toBe(
      403,
    );
  });

  it('mails the user in Polish, once', async () => {
    const { user } = await createUser(app, { role: 'INVESTOR' });
    expect((await deleteUser(user.id, { email: user.email })).statusCode).toBe(204);
    const mails = (await readOutbox(app, user.email)).filter((mail) =>
      mail.decoded.includes('Administrator Handlowo usunął Twoje konto'),
    );
    expect(mails).toHaveLength(1);
    expect(ACCOUNT_DELETED_SUBJECT).toBe('Twoje konto w Handlowo zostało usunięte');
  });
});
