import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DATA_EXPORT_JSON_NAME, DataExport } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { insertLargeVideo, type StoredVideo } from './large-media.ts';
import { readZipFile } from './zip-contents.ts';

/*
 * The export streams: a user with ~60 MB of media downloaded over a real socket (inject would
 * buffer the answer) by a slow reader raises the process's memory by less than 30 MB. The
 * client runs in the same process, so it writes what it receives to a file as it goes.
 *
 * What is asserted is the memory in use: every 50 ms collections run before the sample. Without
 * them the numbers mostly show garbage (each 64 kB chunk is a new buffer on the server's side and
 * again on the client's, ~124 MB in all, which V8 collects in batches of tens of megabytes and
 * whose freed memory the allocator keeps in the rss), as the raw peaks, logged alongside, show.
 * An answer built in memory keeps all of its 62 MB in use for the whole download and fails.
 */

const MB = 1024 * 1024;
const LIMIT = 30 * MB;
const VIDEO_SIZES = [16 * MB, 16 * MB, 16 * MB, 14 * MB];

// Collections make the samples the memory in use; the test runner does not expose gc() itself.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let app: FastifyInstance;
let baseUrl: string;
let dir: string;
let owner: { id: number; token: string };
let stored: StoredVideo[];

beforeAll(async () => {
  app = await buildTestApp();
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  dir = await mkdtemp(path.join(tmpdir(), 'handlowo-export-'));
  const created = await createUser(app, { role: 'FREELANCER' });
  owner = { id: created.user.id, token: created.token };
  stored = [];
  for (const size of VIDEO_SIZES) stored.push(await insertLargeVideo(app, owner.id, size));
}, 60_000);
afterAll(async () => {
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Reads like a slow network: a pause of 15 ms after every megabyte. */
const slowReader = () => {
  let sinceLastPause = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sinceLastPause += chunk.length;
      if (sinceLastPause < MB) return callback(null, chunk);
      sinceLastPause = 0;
      setTimeout(() => callback(null, chunk), 15);
    },
  });
};

const usage = () => {
  const { rss, arrayBuffers, external } = process.memoryUsage();
  return { rss, buffers: arrayBuffers + external };
};

async function downloadTo(file: string, token: string) {
  const res = await fetch(`${baseUrl}/api/account/export`, { headers: bearer(token) });
  expect(res.status).toBe(200);
  if (!res.body) throw new Error('no body');
  await pipeline(Readable.fromWeb(res.body), slowReader(), createWriteStream(file));
}

it('streams ~60 MB of media with memory rising by less than 30 MB', async () => {
  // Warm up with a quarter of the size: the code paths, and the allocator's memory for the
  // chunks in flight (freed memory stays in the rss).
  const warmUp = await createUser(app, { role: 'FREELANCER' });
  await insertLargeVideo(app, warmUp.user.id, 16 * MB);
  await downloadTo(path.join(dir, 'warm-up.zip'), warmUp.token);

  gc();
  gc();
  const base = usage();
  const peak = { ...base };
  const raw = { ...base };
  let ticks = 0;
  const sampler = setInterval(() => {
    ticks += 1;
    const before = usage();
    raw.rss = Math.max(raw.rss, before.rss);
    raw.buffers = Math.max(raw.buffers, before.buffers);
    if (ticks % 5 !== 0) return;
    // The second collection finishes the first one's release of buffers (done off-thread).
    gc();
    gc();
    const now = usage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.buffers = Math.max(peak.buffers, now.buffers);
  }, 10);
  const file = path.join(dir, 'export.zip');
  const started = Date.now();
  try {
    await downloadTo(file, owner.token);
  } finally {
    clearInterval(sampler);
  }
  const rise = { rss: peak.rss - base.rss, buffers: peak.buffers - base.buffers };
  const mb = (n: number) => `${(n / MB).toFixed(1)} MB`;
  console.info(
    `export of ${mb((await stat(file)).size)} in ${Date.now() - started} ms, ${ticks} samples: ` +
      `in use rss +${mb(rise.rss)}, arrayBuffers+external +${mb(rise.buffers)}; peaks between ` +
      `collections (garbage included) rss +${mb(raw.rss - base.rss)}, arrayBuffers+external ` +
      `+${mb(raw.buffers - base.buffers)}`,
  );
  expect(rise.rss).toBeLessThan(LIMIT);
  expect(rise.buffers).toBeLessThan(LIMIT);

  expect((await stat(file)).size).toBeGreaterThanOrEqual(60 * MB);
  const entries = await readZipFile(file);
  const json = entries[0]?.data;
  expect(entries[0]?.name).toBe(DATA_EXPORT_JSON_NAME);
  const data = DataExport.parse(JSON.parse(json?.toString('utf8') ?? ''));
  expect(entries.slice(1).map((e) => [e.name, e.size, e.sha256])).toEqual(
    stored.map((v) => [`media/video-${v.id}.mp4`, v.size, v.sha256]),
  );
  expect(data.videos.map((v) => v.file)).toEqual(entries.slice(1).map((e) => e.name));
}, 60_000);
