import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../testing/server-process.ts';
import { databaseUrlWithName, withAdminClient } from '../testing/template-database.ts';

/**
 * "Faults" harness of issue 6: SIGKILL of the real server process during a burst of writes loses
 * no write it acknowledged, on PGlite (in the PGlite stage) and on PostgreSQL (in the PostgreSQL
 * stage, on a fresh database next to TEST_DATABASE_URL's), each run once.
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** Parallel writers; the kill comes once this many writes were acknowledged. */
const WRITERS = 8;
const KILL_AFTER_ACKNOWLEDGED = 30;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Burst {
  acknowledged: string[];
  sent: number;
  /** Answered otherwise, or cut off by the kill. */
  failed: number;
}

function registration(email: string) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Jan',
      lastName: 'Kowalski',
      email,
      company: 'Firma',
      password: 'Haslo123!',
    }),
  };
}

/**
 * Registers freelancers from WRITERS parallel loops and SIGKILLs the server once enough were
 * answered 201; the writers go on until the process is gone, so requests are in flight when it
 * dies. Returns the addresses answered 201 (the only ones a client may rely on).
 */
async function burstThenKill(server: ServerProcess): Promise<Burst> {
  const burst: Burst = { acknowledged: [], sent: 0, failed: 0 };
  let killed: Promise<void> | undefined;
  let gone = false;
  const writer = async (w: number) => {
    for (let i = 0; !gone; i += 1) {
      const email = `kill-${w}-${i}-${Date.now()}@faults.test`;
      burst.sent += 1;
      try {
        const res = await fetch(
          `${server.baseUrl}/api/auth/register/freelancer`,
          registration(email),
        );
        if (res.status === 201) burst.acknowledged.push(email);
        else burst.failed += 1;
      } catch {
        // The connection died with the server: not acknowledged.
        burst.failed += 1;
      }
      if (!killed && burst.acknowledged.length >= KILL_AFTER_ACKNOWLEDGED) {
        killed = server.kill('SIGKILL').then(() => {
          gone = true;
        });
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  await killed;
  return burst;
}

/**
 * Kill mid-burst, start again on the same data: registering any acknowledged address again must
 * answer 409 (taken), i.e. every acknowledged write survived.
 */
async function killAndRestart(start: () => Promise<ServerProcess>) {
  let t = performance.now();
  const first = await start();
  cleanups.push(() => first.kill('SIGKILL'));
  const firstStartMs = Math.round(performance.now() - t);
  const burst = await burstThenKill(first);
  console.info(
    `burst: ${burst.sent} sent by ${WRITERS} writers, ${burst.acknowledged.length} acknowledged ` +
      `(201) before SIGKILL, ${burst.failed} not acknowledged`,
  );
  expect(burst.acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
  // The server itself is gone, not only the tsx launcher in front of it.
  await expect(fetch(`${first.baseUrl}/api/health`)).rejects.toThrow();
  t = performance.now();
  const second = await start();
  cleanups.push(() => second.kill('SIGKILL'));
  console.info(
    `start ${firstStartMs} ms, restart after the kill ${Math.round(performance.now() - t)} ms`,
  );
  try {
    const lost: string[] = [];
    for (const email of burst.acknowledged) {
      const res = await fetch(
        `${second.baseUrl}/api/auth/register/freelancer`,
        registration(email),
      );
      if (res.status !== 409) lost.push(`${email}: ${res.status}`);
    }
    expect(lost).toEqual([]);
  } finally {
    await second.kill('SIGTERM');
  }
}

describe('SIGKILL of the server during a burst of acknowledged writes', () => {
  it.skipIf(testDatabaseUrl)(
    'loses none on PGlite (runs in the PGlite stage)',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'handlowo-kill-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      await killAndRestart(() => startServerProcess({ dataDir }));
    },
    120_000,
  );

  it.skipIf(!testDatabaseUrl)(
    'loses none on PostgreSQL (runs in the PostgreSQL stage)',
    async () => {
      const url = testDatabaseUrl ?? '';
      const name = `handlowo_kill_${process.pid}_${Date.now()}`;
      await withAdminClient(url, (c) => c.query(`create database "${name}"`));
      cleanups.push(async () => {
        await withAdminClient(url, (c) =>
          c.query(`drop database if exists "${name}" with (force)`),
        );
      });
      const databaseUrl = databaseUrlWithName(url, name);
      const dataDir = await mkdtemp(path.join(tmpdir(), 'handlowo-kill-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      await killAndRestart(() => startServerProcess({ dataDir, databaseUrl }));
    },
    120_000,
  );
});
