import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { disposeMediaStorage, testMediaStorage } from '../../testing/build-test-app.ts';
import { expectMediaConsistent, referencedKeys } from '../../testing/media-files.ts';
import { sampleImage } from '../../testing/media-samples.ts';
import { mediaStorageEnv } from '../../testing/s3-server.ts';
import { type ServerProcess, startServerProcess } from '../../testing/server-process.ts';
import { databaseUrlWithName, withAdminClient } from '../../testing/template-database.ts';
import { testConfig } from '../../testing/test-config.ts';
import { openMediaStorage } from './media.plugin.ts';
import { isMediaKey } from './media-storage.ts';

/*
 * Issue 24, defect 3: a server killed during 50 parallel avatar uploads left finished .webp files
 * that no row names. The real server is killed (SIGKILL) while the uploads run, the app comes back
 * on the same data folder and database, and its hourly sweeps, run with the clock two hours on,
 * leave exactly the files the rows name.
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

const UPLOADS = 50;
const USERS = 3;
const PASSWORD = 'Haslo123!';
/**
 * The kill comes with this many answers in: rows the burst wrote, which the sweep must keep too,
 * while the others are between upload, storing and committing.
 */
const KILL_AFTER_ANSWERS = 5;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'handlowo-orphans-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A fresh database next to TEST_DATABASE_URL's, dropped after the test. */
async function freshPostgres(): Promise<string> {
  const url = testDatabaseUrl ?? '';
  const name = `handlowo_orphans_${process.pid}_${Date.now()}`;
  await withAdminClient(url, (c) => c.query(`create database "${name}"`));
  cleanups.push(async () => {
    await withAdminClient(url, (c) => c.query(`drop database if exists "${name}" with (force)`));
  });
  return databaseUrlWithName(url, name);
}

async function json(server: ServerProcess, url: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${server.baseUrl}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A registered freelancer's bearer token. */
async function freelancerToken(server: ServerProcess, n: number): Promise<string> {
  const email = `orphans-${n}-${Date.now()}@media.test`;
  await json(server, '/auth/register/freelancer', {
    firstName: 'Jan',
    lastName: 'Kowalski',
    email,
    company: 'Firma',
    password: PASSWORD,
  });
  const { token } = (await json(server, '/auth/login', { email, password: PASSWORD })) as {
    token: string;
  };
  return token;
}

function uploadAvatar(server: ServerProcess, token: string, image: Buffer): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'awatar.png');
  return fetch(`${server.baseUrl}/api/user/avatar`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/** The storage of the test's media (the disk of its folder, or a bucket of its own on S3). */
async function testStorage(dataDir: string) {
  const mediaStorage = await testMediaStorage();
  const storage = openMediaStorage({ dataDir, mediaStorage });
  cleanups.push(async () => {
    if ('close' in storage) storage.close();
    await disposeMediaStorage(mediaStorage);
  });
  /** The stored objects (not the disk's temporary files nor S3's pending uploads). */
  const storedObjects = async () => {
    const keys: string[] = [];
    for await (const object of storage.list()) if (isMediaKey(object.key)) keys.push(object.key);
    return keys;
  };
  return { mediaStorage, storedObjects };
}

async function crashDuringUploads(databaseUrl: string | undefined) {
  const started = Date.now();
  const dataDir = await tempDir();
  const { mediaStorage, storedObjects } = await testStorage(dataDir);
  // No worker in the killed process: the sweeps are run below, with a moved clock.
  const server = await startServerProcess({
    dataDir,
    databaseUrl,
    env: { JOB_POLL_MS: '0', ...mediaStorageEnv(mediaStorage) },
  });
  cleanups.push(() => server.kill('SIGKILL'));
  const tokens = await Promise.all(
    Array.from({ length: USERS }, (_, n) => freelancerToken(server, n)),
  );
  // Large enough that decoding and re-encoding keep several uploads under way at once.
  const image = await sampleImage('png', { width: 1200, height: 1200 });
  // Everyone has an avatar first: rows the sweep must keep, and files the burst replaces.
  for (const token of tokens) expect((await uploadAvatar(server, token, image)).status).toBe(204);

  let answered = 0;
  let killed: Promise<void> | undefined;
  const uploads = Array.from({ length: UPLOADS }, (_, i) =>
    uploadAvatar(server, tokens[i % USERS] ?? '', image).then(
      (res) => {
        answered += 1;
        // Killed from the answer's own callback, with the rest of the burst under way: a loop
        // that looked at the folder between answers missed the moment when a fast machine
        // answered the whole burst during one look.
        if (answered === KILL_AFTER_ANSWERS) killed = server.kill('SIGKILL');
        return res.status;
      },
      () => 'cut off' as const,
    ),
  );
  const statuses = await Promise.all(uploads);
  await killed;
  const seen = (await storedObjects()).length;
  await server.kill('SIGKILL');
  const context = `seen ${seen} files, ${answered} of ${UPLOADS} answered; ${statuses.join(' ')}`;
  // The kill came while uploads were under way, not after the last one; the answered ones saved.
  expect(statuses, context).toContain('cut off');
  expect(
    statuses.filter((status) => status !== 'cut off' && status !== 204),
    context,
  ).toEqual([]);

  // Back on the same folder and database, as a restart would be (in this process, to move the
  // clock of its job runs).
  const app: FastifyInstance = await buildApp({
    config: testConfig({ dataDir, databaseUrl, mediaStorage }),
  });
  cleanups.push(() => app.close());
  const named = await referencedKeys(app);
  // Each user's current avatar, both renditions.
  expect(named).toHaveLength(2 * USERS);
  const orphans = (await storedObjects()).filter((key) => !named.includes(key));
  // The defect as it was: finished files no row names, which nothing else would ever delete.
  expect(orphans.length, context).toBeGreaterThan(0);

  // An hour after the crash, what the workers would do: enter this period's sweeps and run them.
  const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
  await app.jobs.schedule(later);
  await app.jobs.drain(() => later);
  // Every file is named by a row (0 orphans), every row's file is there, no temporary is left.
  expect(await expectMediaConsistent(app)).toEqual(named);

  console.info(
    `${databaseUrl ? 'PostgreSQL' : 'PGlite'}: SIGKILL with ${seen} files stored and ` +
      `${answered} of ${UPLOADS} uploads answered; ${orphans.length} files no row named before ` +
      `the sweeps, none after; ${Date.now() - started} ms`,
  );
}

describe('a server killed during 50 parallel avatar uploads', () => {
  it.skipIf(testDatabaseUrl)(
    'leaves no file that no row names once the sweeps ran, on PGlite (the PGlite stage)',
    () => crashDuringUploads(undefined),
    120_000,
  );

  it.skipIf(!testDatabaseUrl)(
    'leaves no file that no row names once the sweeps ran, on PostgreSQL (the PostgreSQL stage)',
    async () => crashDuringUploads(await freshPostgres()),
    120_000,
  );
});
