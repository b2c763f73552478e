import { accountMessages as m, messages } from '@handlowo/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters, users } from '../../../db/schema/index.ts';
import {
  type DatabaseShape,
  readDatabaseShape,
  snapshotDiff,
  takeSnapshot,
} from '../../../testing/access/db-snapshot.ts';
import { clientAddress } from '../../../testing/access/send.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { decodeJwt } from '../../../testing/decode-jwt.ts';
import { createUser, DEFAULT_PASSWORD } from '../../../testing/factories.ts';
import { expectError, expectPolish400, sendRaw } from '../../../testing/requests.ts';
import { addServiceRow, firstOrderOf, setOrder } from '../../orders/activities/order-arrange.ts';
import { deletionCounterKey } from './account-deletion.repository.ts';
import { DELETION_PASSWORD_LIMIT } from './account-deletion-throttle.ts';
import { fullFreelancer } from './deletion-fixtures.ts';

/*
 * Every refusal of POST /account/deletion: a Polish 400 (403 without a session) and not one row
 * changed anywhere (the throttle counters aside: counting wrong passwords is their job).
 */

let app: FastifyInstance;
let shape: DatabaseShape;

beforeAll(async () => {
  app = await buildTestApp();
  shape = await readDatabaseShape(app.db);
});
afterAll(() => app?.close());

const deleteOwn = (token: string | undefined, payload: unknown) =>
  sendRaw(app, 'POST', '/api/account/deletion', { token, payload });

/** Runs the request and checks that the database is exactly as before it. */
async function unchanged<T>(request: () => Promise<T>): Promise<T> {
  const before = await takeSnapshot(app.db, shape);
  const result = await request();
  expect(snapshotDiff(before, await takeSnapshot(app.db, shape))).toEqual([]);
  return result;
}

const hitsOf = async (userId: number) => {
  const [row] = await app.db
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, deletionCounterKey(userId)));
  return row?.hits ?? 0;
};

describe('refusals', () => {
  it('refuses a missing, empty or over-long password with the contract message', async () => {
    const { token } = await createUser(app, { role: 'FREELANCER' });
    for (const payload of [{}, { password: '' }, { password: null }]) {
      const res = await unchanged(() => deleteOwn(token, payload));
      expectError(res, 400, messages.passwordRequired);
    }
    // No body at all: the generic Polish 400 of a missing body.
    expectPolish400(await unchanged(() => deleteOwn(token, undefined)));
    const long = await unchanged(() => deleteOwn(token, { password: 'x'.repeat(129) }));
    expectError(long, 400, messages.passwordMax);
  });

  it('refuses a wrong password', async () => {
    const person = await fullFreelancer(app);
    const res = await unchanged(() => deleteOwn(person.token, { password: 'Inne-haslo1!' }));
    expectError(res, 400, m.passwordWrong);
  });

  it('refuses the temporary investor: it goes by itself, and it has no password', async () => {
    const start = await app.inject({
      method: 'POST',
      url: '/api/auth/start',
      remoteAddress: clientAddress(),
    });
    const { token } = start.json<{ token: string }>();
    const res = await unchanged(() => deleteOwn(token, { password: DEFAULT_PASSWORD }));
    expectError(res, 400, m.temporaryAccount);
    expect(await hitsOf(Number(decodeJwt(token).sub))).toBe(0);
  });

  it('refuses a registered investor who has not set a password yet', async () => {
    const { user, token } = await createUser(app, { role: 'INVESTOR' });
    await app.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const res = await unchanged(() => deleteOwn(token, { password: DEFAULT_PASSWORD }));
    expectError(res, 400, m.passwordWrong);
  });

  it('refuses a freelancer serving an order until the order is realised', async () => {
    const { user, token } = await createUser(app, {
      role: 'FREELANCER',
      isOnboardingPassed: true,
    });
    const investor = (await createUser(app, { role: 'INVESTOR' })).user;
    const order = await firstOrderOf(app, investor.id);
    await setOrder(app, order.id, { status: 'VERYFICATION', pipelineId: 1 });
    await addServiceRow(app, order.id, user.id);
    for (const status of ['VERYFICATION', 'ACTIVE'] as const) {
      await setOrder(app, order.id, { status });
      const res = await unchanged(() => deleteOwn(token, { password: DEFAULT_PASSWORD }));
      expectError(res, 400, m.activeService);
    }
    await setOrder(app, order.id, { status: 'REALIZED' });
    expect((await deleteOwn(token, { password: DEFAULT_PASSWORD })).statusCode).toBe(204);
  });

  it('answers 403 without a session, whatever the body', async () => {
    for (const token of [undefined, 'not-a-token']) {
      for (const payload of [{ password: DEFAULT_PASSWORD }, { x: 1 }]) {
        const res = await unchanged(() => deleteOwn(token, payload));
        expect(res.statusCode).toBe(403);
      }
    }
  });
});

describe('the wrong-password throttle', () => {
  const { attempts } = DELETION_PASSWORD_LIMIT;

  it(`refuses the attempt after ${attempts} wrong ones, even with the right password`, async () => {
    const { user, token } = await createUser(app, { role: 'FREELANCER' });
    const other = await createUser(app, { role: 'FREELANCER' });
    for (let i = 0; i < attempts; i++) {
      expectError(await deleteOwn(token, { password: `Zle-haslo${i}!` }), 400, m.passwordWrong);
    }
    const refused = await unchanged(() => deleteOwn(token, { password: DEFAULT_PASSWORD }));
    expectError(refused, 400, m.passwordThrottled);
    expect(JSON.parse(refused.body).code).toBe('DELETION_THROTTLED');
    // Per account: another one is not affected.
    expect((await deleteOwn(other.token, { password: DEFAULT_PASSWORD })).statusCode).toBe(204);

    // The window's end frees the account.
    await app.db
      .update(rateLimitCounters)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, deletionCounterKey(user.id)));
    expect((await deleteOwn(token, { password: DEFAULT_PASSWORD })).statusCode).toBe(204);
  });

  it('counts parallel guesses before checking them', async () => {
    const { user, token } = await createUser(app, { role: 'FREELANCER' });
    const answers = await Promise.all(
      Array.from({ length: attempts + 8 }, (_, i) => deleteOwn(token, { password: `Zle${i}!` })),
    );
    const messagesOf = answers.map((res) => {
      expect(res.statusCode).toBe(400);
      return JSON.parse(res.body).message as string;
    });
    expect(messagesOf.filter((text) => text === m.passwordWrong)).toHaveLength(attempts);
    expect(messagesOf.filter((text) => text === m.passwordThrottled)).toHaveLength(8);
    expect(await hitsOf(user.id)).toBe(attempts + 8);
  });

  it('takes back the hit of a right password (refused for another reason)', async () => {
    const { user, token } = await createUser(app, { role: 'FREELANCER' });
    const investor = (await createUser(app, { role: 'INVESTOR' })).user;
    const order = await firstOrderOf(app, investor.id);
    await setOrder(app, order.id, { status: 'VERYFICATION', pipelineId: 1 });
    await addServiceRow(app, order.id, user.id);
    await deleteOwn(token, { password: 'Zle-haslo1!' });
    await deleteOwn(token, { password: 'Zle-haslo2!' });
    expectError(await deleteOwn(token, { password: DEFAULT_PASSWORD }), 400, m.activeService);
    expect(await hitsOf(user.id)).toBe(2);
  });
});
