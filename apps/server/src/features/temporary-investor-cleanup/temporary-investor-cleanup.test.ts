import { eq, inArray } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investors, orders, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { bearer, createUser } from '../../testing/factories.ts';
import {
  TEMPORARY_INVESTOR_MAX_AGE_DAYS,
  temporaryInvestorCleanup,
} from './temporary-investor-cleanup.plugin.ts';
import { deleteStaleTemporaryInvestors } from './temporary-investor-cleanup.repository.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe('clean-up of temporary investors', () => {
  it('removes only temporary investors older than 30 days, with their answers and orders', async () => {
    const stale = await createUser(app, { role: 'INVESTOR', isMock: true, createdAt: daysAgo(31) });
    const fresh = await createUser(app, { role: 'INVESTOR', isMock: true, createdAt: daysAgo(29) });
    const real = await createUser(app, { role: 'INVESTOR', createdAt: daysAgo(400) });
    const freelancer = await createUser(app, {
      role: 'FREELANCER',
      isMock: true,
      createdAt: daysAgo(400),
    });
    const admin = await createUser(app, { role: 'ADMIN', createdAt: daysAgo(400) });
    const staleSave = await app.inject({
      method: 'PATCH',
      url: '/api/investor/me/companySiteUrl',
      headers: { ...bearer(stale.token), 'content-type': 'text/plain' },
      payload: 'firma.pl',
    });
    expect(staleSave.statusCode).toBe(204);

    const result = await deleteStaleTemporaryInvestors(app.db, TEMPORARY_INVESTOR_MAX_AGE_DAYS);
    expect(result).toEqual({ skipped: false, deleted: 1 });

    const left = await app.db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(users.id, [
          stale.user.id,
          fresh.user.id,
          real.user.id,
          freelancer.user.id,
          admin.user.id,
        ]),
      );
    expect(left.map((u) => u.id).sort()).toEqual(
      [fresh.user.id, real.user.id, freelancer.user.id, admin.user.id].sort(),
    );
    expect(await app.db.select().from(orders).where(eq(orders.investorId, stale.user.id))).toEqual(
      [],
    );
    expect(
      await app.db.select().from(investors).where(eq(investors.userId, stale.user.id)),
    ).toEqual([]);
    // The deleted user's token now fails like any unknown user's.
    const me = await app.inject({
      method: 'GET',
      url: '/api/investor/me',
      headers: bearer(stale.token),
    });
    expect(me.statusCode).toBe(403);
  });

  it('is idempotent', async () => {
    await createUser(app, { role: 'INVESTOR', isMock: true, createdAt: daysAgo(45) });
    expect(await deleteStaleTemporaryInvestors(app.db, 30)).toEqual({ skipped: false, deleted: 1 });
    expect(await deleteStaleTemporaryInvestors(app.db, 30)).toEqual({ skipped: false, deleted: 0 });
  });
});

describe('the clean-up job', () => {
  it('runs as soon as an instance is ready', async () => {
    const stale = await createUser(app, { role: 'INVESTOR', isMock: true, createdAt: daysAgo(60) });
    // A bare instance sharing the test app's database: only the job's own wiring is under test.
    const instance = Fastify();
    instance.decorate('db', app.db);
    await instance.register(fp(async () => undefined, { name: 'database' }));
    await instance.register(temporaryInvestorCleanup);
    await instance.ready();
    await instance.close(); // waits for the run in progress
    expect(await app.db.select().from(users).where(eq(users.id, stale.user.id))).toEqual([]);
  });
});
