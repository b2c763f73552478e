import { Readable } from 'node:stream';
import { DATA_EXPORT_JSON_NAME } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { recordingLogger } from '../../../testing/recording-logger.ts';
import { MediaNotFoundError } from '../../media/media-storage.ts';
import { insertLargeVideo } from './large-media.ts';
import { readZipBuffer } from './zip-contents.ts';

/*
 * The export's stream over a real socket when things go wrong: the client leaves in the middle,
 * storage fails in the middle, a file vanishes after it was checked. The process must go on
 * serving, with nothing left open.
 */

const MB = 1024 * 1024;
let app: FastifyInstance;
let baseUrl: string;
const log = recordingLogger();

beforeAll(async () => {
  app = await buildTestApp({}, { logger: log });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const fetchExport = (token: string, signal?: AbortSignal) =>
  fetch(`${baseUrl}/api/account/export`, { headers: bearer(token), signal: signal ?? null });

async function until(condition: () => boolean, what: string, ms = 5000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The export downloads whole and reads as a ZIP: the server is fine. */
async function expectWholeExport(token: string, files: number) {
  const res = await fetchExport(token);
  expect(res.status).toBe(200);
  const entries = await readZipBuffer(Buffer.from(await res.arrayBuffer()));
  expect(entries[0]?.name).toBe(DATA_EXPORT_JSON_NAME);
  expect(entries).toHaveLength(1 + files);
}

const failureLogged = () =>
  log.entries.some(
    (e) => e.level === 'error' && e.message === 'data export: the ZIP stream failed',
  );

describe('the ZIP stream', () => {
  it('closes the open file when the client goes away, and opens no other', async () => {
    const owner = await createUser(app, { role: 'FREELANCER' });
    await insertLargeVideo(app, owner.user.id, 32 * MB);
    await insertLargeVideo(app, owner.user.id, MB);
    const opened: { stream: Readable; closed: boolean }[] = [];
    const read = app.media.createReadStream.bind(app.media);
    vi.spyOn(app.media, 'createReadStream').mockImplementation(async (key, range) => {
      const stream = await read(key, range);
      const entry = { stream, closed: false };
      stream.once('close', () => {
        entry.closed = true;
      });
      opened.push(entry);
      return stream;
    });

    const controller = new AbortController();
    const res = await fetchExport(owner.token, controller.signal);
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    let received = 0;
    while (reader && received < 256 * 1024) {
      const { value, done } = await reader.read();
      if (done) break;
      received += value.length;
    }
    controller.abort();

    await until(() => opened[0]?.closed === true, 'the open file is closed');
    expect(opened).toHaveLength(1);
    expect(opened[0]?.stream.destroyed).toBe(true);
    vi.restoreAllMocks();
    await expectWholeExport(owner.token, 2);
  });

  it('cuts the download when storage fails in the middle of a file, and goes on serving', async () => {
    const owner = await createUser(app, { role: 'FREELANCER' });
    await insertLargeVideo(app, owner.user.id, 2 * MB);
    vi.spyOn(app.media, 'createReadStream').mockImplementation(async () => {
      let sent = 0;
      return new Readable({
        read() {
          if (sent < 256 * 1024) {
            sent += 64 * 1024;
            this.push(Buffer.alloc(64 * 1024, 7));
          } else {
            this.destroy(new Error('dysk niedostępny'));
          }
        },
      });
    });

    const res = await fetchExport(owner.token);
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
    await until(failureLogged, 'the failure is logged');
    vi.restoreAllMocks();
    await expectWholeExport(owner.token, 1);
  });

  it('cuts the download when a file vanished after it was checked', async () => {
    const owner = await createUser(app, { role: 'FREELANCER' });
    const video = await insertLargeVideo(app, owner.user.id, MB);
    log.entries.length = 0;
    vi.spyOn(app.media, 'createReadStream').mockRejectedValue(new MediaNotFoundError(video.key));

    const res = await fetchExport(owner.token);
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
    await until(failureLogged, 'the failure is logged');
    vi.restoreAllMocks();
    await expectWholeExport(owner.token, 1);
  });
});
