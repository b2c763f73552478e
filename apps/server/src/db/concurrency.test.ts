import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app.ts';
import { uniqueEmail } from '../testing/factories.ts';
import { users } from './schema/index.ts';

/** A latch the test opens to let the transaction of request A go on. */
function latch() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

let app: FastifyInstance;
let insideTransaction = latch();
let finishTransaction = latch();

beforeAll(async () => {
  app = await buildTestApp(
    {},
    {
      extra: async (test) => {
        // Request A: writes a half-done row inside a transaction, waits for the test, then completes
        // it (or fails and rolls back).
        test.post<{ Body: { email: string; fail: boolean } }>(
          '/api/test/slow-write',
          async (request) => {
            await test.db.transaction(async (tx) => {
              await tx
                .insert(users)
                .values({ email: request.body.email, role: 'FREELANCER', firstName: 'Half' });
              insideTransaction.open();
              await finishTransaction.opened;
              await tx
                .update(users)
                .set({ firstName: 'Done' })
                .where(eq(users.email, request.body.email));
              if (request.body.fail) throw new Error('rolled back on purpose');
            });
            return { ok: true };
          },
        );
        // Request B: plain statements outside any transaction.
        test.post<{ Body: { read: string; write: string } }>('/api/test/plain', async (request) => {
          await test.db.insert(users).values({ email: request.body.write, role: 'INVESTOR' });
          const rows = await test.db.select().from(users).where(eq(users.email, request.body.read));
          return { seen: rows.map((r) => r.firstName) };
        });
      },
    },
  );
});
afterAll(() => app.close());

async function race(fail: boolean) {
  insideTransaction = latch();
  finishTransaction = latch();
  const a = uniqueEmail('tx');
  const b = uniqueEmail('plain');
  const slow = app.inject({
    method: 'POST',
    url: '/api/test/slow-write',
    payload: { email: a, fail },
  });
  await insideTransaction.opened;
  let plainDone = false;
  const plain = app
    .inject({ method: 'POST', url: '/api/test/plain', payload: { read: a, write: b } })
    .then((res) => {
      plainDone = true;
      return res;
    });
  await new Promise((resolve) => setTimeout(resolve, 150));
  const finishedWhileTransactionOpen = plainDone;
  finishTransaction.open();
  const [slowRes, plainRes] = await Promise.all([slow, plain]);
  const rows = await app.db
    .select()
    .from(users)
    .where(inArray(users.email, [a, b]));
  return {
    finishedWhileTransactionOpen,
    slowStatus: slowRes.statusCode,
    seen: (plainRes.json() as { seen: string[] }).seen,
    stored: Object.fromEntries(rows.map((r) => [r.email === a ? 'a' : 'b', r.firstName])),
  };
}

describe('concurrent requests on one database', () => {
  it('a plain query never sees the half-done work of another request’s transaction', async () => {
    const result = await race(false);
    expect(result.slowStatus).toBe(200);
    // PGlite (one connection) queues B behind the transaction; PostgreSQL runs B at once on
    // another connection, where A's row is not visible yet. Never 'Half'.
    if (inject('testTemplate').kind === 'pglite') {
      expect(result.finishedWhileTransactionOpen).toBe(false);
      expect(result.seen).toEqual(['Done']);
    } else {
      expect(result.seen).toEqual([]);
    }
    expect(result.stored).toEqual({ a: 'Done', b: '' });
  });

  it('a plain write issued during a transaction does not join it (survives its rollback)', async () => {
    const result = await race(true);
    expect(result.slowStatus).toBe(500);
    expect(result.seen).toEqual([]);
    expect(result.stored).toEqual({ b: '' });
  });
});
