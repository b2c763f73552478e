import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investors, jobs, orders, pictures, products, users } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { expectMediaConsistent } from '../../../testing/media-files.ts';
import { sampleImage } from '../../../testing/media-samples.ts';
import { multipartBody } from '../../../testing/multipart.ts';
import { productRequest, readProductOptions } from '../../orders/products/product-fixtures.ts';
import { TEMPORARY_INVESTOR_MAX_AGE_DAYS } from './temporary-investor-cleanup.plugin.ts';
import { deleteStaleTemporaryInvestors } from './temporary-investor-cleanup.repository.ts';
import { cleanUpTemporaryInvestors } from './temporary-investor-cleanup.service.ts';

let app: FastifyInstance;
const queries: string[] = [];
beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: (query) => queries.push(query) });
});
afterAll(() => app.close());

const deps = () => ({ db: app.db, media: app.media, log: app.log });

async function addProduct(token: string, body: unknown): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return res.statusCode;
}

async function uploadAvatar(token: string): Promise<number> {
  const { body, contentType } = multipartBody([
    { name: 'file', filename: 'awatar', contentType: 'image/png', data: await sampleImage('png') },
  ]);
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/user/avatar',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
  return res.statusCode;
}

/** The media keys the users' picture rows name (both renditions). */
async function keysOf(userIds: number[]): Promise<string[]> {
  const rows = await app.db.select().from(pictures).where(inArray(pictures.userId, userIds));
  return rows.flatMap((p) => [p.storageKey, ...(p.smallStorageKey ? [p.smallStorageKey] : [])]);
}

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
    expect(result).toEqual({ skipped: false, deleted: 1, mediaKeys: [] });

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
    expect(await cleanUpTemporaryInvestors(deps(), 30)).toEqual({ skipped: false, deleted: 1 });
    expect(await cleanUpTemporaryInvestors(deps(), 30)).toEqual({ skipped: false, deleted: 0 });
  });

  it('removes their products and pictures, rows and stored files, and nobody else’s', async () => {
    const options = await readProductOptions(app.db);
    const stale = [];
    for (let i = 0; i < 3; i++) {
      const made = await createUser(app, {
        role: 'INVESTOR',
        isMock: true,
        createdAt: daysAgo(40),
      });
      expect(await addProduct(made.token, productRequest(options))).toBe(201);
      expect(await uploadAvatar(made.token)).toBe(204);
      stale.push(made);
    }
    const fresh = await createUser(app, { role: 'INVESTOR', isMock: true, createdAt: daysAgo(2) });
    expect(await addProduct(fresh.token, productRequest(options))).toBe(201);
    expect(await uploadAvatar(fresh.token)).toBe(204);
    const staleIds = stale.map((s) => s.user.id);
    const staleKeys = await keysOf(staleIds);
    const freshKeys = await keysOf([fresh.user.id]);
    // The avatar and its small rendition of each.
    expect(staleKeys).toHaveLength(6);
    for (const key of staleKeys) expect(await app.media.stat(key)).toBeDefined();

    expect(await cleanUpTemporaryInvestors(deps(), TEMPORARY_INVESTOR_MAX_AGE_DAYS)).toEqual({
      skipped: false,
      deleted: 3,
    });

    for (const key of staleKeys) expect(await app.media.stat(key)).toBeUndefined();
    for (const key of freshKeys) expect(await app.media.stat(key)).toBeDefined();
    expect(
      await app.db.select().from(products).where(inArray(products.investorId, staleIds)),
    ).toEqual([]);
    expect(await app.db.select().from(pictures).where(inArray(pictures.userId, staleIds))).toEqual(
      [],
    );
    expect(
      await app.db.select().from(products).where(eq(products.investorId, fresh.user.id)),
    ).toHaveLength(1);
    await expectMediaConsistent(app);
  });

  it('deletes a batch in a fixed number of statements, whatever its size', async () => {
    const statementsFor = async (count: number) => {
      for (let i = 0; i < count; i++) {
        await createUser(app, { role: 'INVESTOR', isMock: true, createdAt: daysAgo(50) });
      }
      queries.length = 0;
      expect(await deleteStaleTemporaryInvestors(app.db, 30)).toMatchObject({ deleted: count });
      return queries.filter((q) => !/^\s*(begin|commit)/i.test(q)).length;
    };
    expect(await statementsFor(1)).toBe(await statementsFor(12));
  });
});

describe('the clean-up job', () => {
  it('is entered once an hour, whichever instance enters it, and runs from the queue', async () => {
    const stale = await createUser(app, { role: 'INVESTOR', isMock: true, createdAt: daysAgo(60) });
    const hour = new Date('2026-11-26T10:15:00Z');
    const key = `temporary-investors.clean-up@${Math.floor(hour.getTime() / 3_600_000)}`;
    // Two instances entering the same hour's job make one row.
    await Promise.all([app.jobs.schedule(hour), app.jobs.schedule(hour)]);
    expect(await app.db.select().from(jobs).where(eq(jobs.key, key))).toHaveLength(1);
    await app.jobs.drain();
    expect(await app.db.select().from(users).where(eq(users.id, stale.user.id))).toEqual([]);
    const [done] = await app.db.select().from(jobs).where(eq(jobs.key, key));
    expect(done?.state).toBe('DONE');
  });
});
