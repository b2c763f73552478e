import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { connectPostgres } from '../../db/client.ts';
import { hashPassword } from '../../lib/password.ts';
import { type ServerProcess, startServerProcess } from '../../testing/server-process.ts';
import { databaseUrlWithName, withAdminClient } from '../../testing/template-database.ts';
import { insertUser } from '../auth/user.repository.ts';
import { createOrder } from '../orders/order.repository.ts';
import { notify } from './notify.ts';
import { openStream } from './stream-reader.ts';

/*
 * Two real server processes on one PostgreSQL (the PostgreSQL stage): a notification written
 * elsewhere reaches a stream open on instance B, and a read through instance A updates it, each
 * instance hearing the other through its LISTEN connection; so does a message of an order's
 * conversation posted through instance A (issue 26).
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const ADMIN = { email: 'admin.faults@handlowo.test', password: 'Admin-faults-1!' };

async function freshPostgres(): Promise<string> {
  const url = testDatabaseUrl ?? '';
  const name = `handlowo_notify_${process.pid}_${Date.now()}`;
  await withAdminClient(url, (c) => c.query(`create database "${name}"`));
  cleanups.push(async () => {
    await withAdminClient(url, (c) => c.query(`drop database if exists "${name}" with (force)`));
  });
  return databaseUrlWithName(url, name);
}

async function loginOn(server: ServerProcess, credentials: { email: string; password: string }) {
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

async function start(dataDir: string, databaseUrl: string): Promise<ServerProcess> {
  const server = await startServerProcess({
    dataDir,
    databaseUrl,
    env: { JOB_POLL_MS: '0', NOTIFICATION_HEARTBEAT_MS: '1000' },
  });
  cleanups.push(() => server.kill('SIGKILL'));
  return server;
}

it.skipIf(!testDatabaseUrl)(
  'delivers a notification to a stream on the other instance (the PostgreSQL stage)',
  async () => {
    const databaseUrl = await freshPostgres();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'handlowo-notify-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const a = await start(dataDir, databaseUrl);
    const b = await start(dataDir, databaseUrl);

    const login = await fetch(`${a.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const me = await fetch(`${a.baseUrl}/api/admin/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { id } = (await me.json()) as { id: number };

    const onB = await openStream(b.baseUrl, token);
    expect(await onB.count(() => true)).toBe(0);

    // Written by a third writer on the same database, as any instance's order code does.
    const writer = connectPostgres(databaseUrl);
    try {
      await writer.db.transaction((tx) =>
        notify(tx, [
          {
            userId: id,
            kind: 'OFFER_ACCEPTED',
            params: { orderNumber: 1, service: 'Cold calling', freelancerName: 'Jan Nowak' },
            link: '/admin/investors/1',
          },
        ]),
      );
    } finally {
      await writer.close();
    }
    expect(await onB.count((n) => n === 1)).toBe(1);

    // Read through instance A: B's stream hears it.
    const readAll = await fetch(`${a.baseUrl}/api/notifications/read-all`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(readAll.status).toBe(204);
    expect(await onB.count((n) => n === 0)).toBe(0);

    // A graceful stop of B ends the stream at once.
    await b.kill('SIGTERM');
    await onB.ended(5000);
    await a.kill('SIGTERM');
  },
  120_000,
);

it.skipIf(!testDatabaseUrl)(
  'delivers a message posted through one instance to a stream on the other (the PostgreSQL stage)',
  async () => {
    const databaseUrl = await freshPostgres();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'handlowo-notify-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const a = await start(dataDir, databaseUrl);
    const b = await start(dataDir, databaseUrl);

    // An investor with an order, written straight into the database.
    const investor = { email: 'inwestor.rozmowy@handlowo.test', password: 'Inwestor-1!' };
    const writer = connectPostgres(databaseUrl);
    let orderId: number;
    try {
      const passwordHash = await hashPassword(investor.password);
      orderId = await writer.db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          email: investor.email,
          passwordHash,
          role: 'INVESTOR',
          firstName: 'Anna',
          lastName: 'Nowak',
          emailVerifiedAt: new Date(),
        });
        if (!user) throw new Error('the investor was not written');
        return (await createOrder(tx, user.id)).id;
      });
    } finally {
      await writer.close();
    }
    const adminToken = await loginOn(a, ADMIN);
    const investorToken = await loginOn(b, investor);

    const onB = await openStream(b.baseUrl, investorToken);
    expect(await onB.messages(() => true)).toEqual({ count: 0, orderId: 0 });

    // Any admin writes in any conversation, as the team, through instance A.
    const posted = await fetch(`${a.baseUrl}/api/orders/${orderId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Dzień dobry, tu zespół Handlowo.' }),
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: number };
    expect(await onB.messages((e) => e.orderId === orderId)).toEqual({ count: 1, orderId });

    // Read through instance A: B's stream hears it.
    const read = await fetch(`${a.baseUrl}/api/orders/${orderId}/messages/read`, {
      method: 'POST',
      headers: { authorization: `Bearer ${investorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ upTo: id }),
    });
    expect(read.status).toBe(204);
    expect(await onB.messages((e) => e.count === 0)).toEqual({ count: 0, orderId });

    await onB.cancel();
    await b.kill('SIGTERM');
    await a.kill('SIGTERM');
  },
  120_000,
);
