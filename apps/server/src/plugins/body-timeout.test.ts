import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { loginCounterKeys } from '../features/auth/login.service.ts';
import { peekCounter } from '../lib/rate-limit-counter.ts';
import { buildTestApp } from '../testing/build-test-app.ts';
import { bearer, createUser } from '../testing/factories.ts';
import { sampleImage } from '../testing/media-samples.ts';
import { multipartBody } from '../testing/multipart.ts';
import { expectError } from '../testing/requests.ts';
import { BODY_TIMEOUT_MESSAGE } from './body-timeout.ts';

/** Short for the test; 30 s in production (BODY_TIMEOUT_MS). */
const BODY_TIMEOUT_MS = 300;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ bodyTimeoutMs: BODY_TIMEOUT_MS });
});
afterAll(() => app.close());

/** A body that sends `chunks` one by one, `gapMs` apart, and ends only if told. */
function trickle(chunks: Buffer[], gapMs: number, end = true): Readable {
  let next = 0;
  return new Readable({
    read() {
      if (next === chunks.length) {
        if (end) this.push(null);
        return;
      }
      const chunk = chunks[next++];
      setTimeout(() => this.push(chunk), next === 1 ? 0 : gapMs);
    },
  });
}

/** Splits a buffer into `parts` pieces of about equal size. */
function pieces(buffer: Buffer, parts: number): Buffer[] {
  const size = Math.ceil(buffer.length / parts);
  return Array.from({ length: parts }, (_, i) => buffer.subarray(i * size, (i + 1) * size));
}

describe('slow bodies (issue 24, defect 6)', () => {
  it('answers 408 to a JSON body that does not arrive in time, and closes the connection', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    const body = Buffer.from(JSON.stringify({ email: user.email, password: 'Zle-haslo1!' }));
    const started = Date.now();
    // Was: the request waited for the rest of the body as long as the client kept it open.
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      payload: trickle(pieces(body, 4), 60_000, false),
    });
    expectError(res, 408, BODY_TIMEOUT_MESSAGE);
    expect(res.headers.connection).toBe('close');
    expect(Date.now() - started).toBeLessThan(BODY_TIMEOUT_MS + 2000);
    expect(await peekCounter(app.db, loginCounterKeys(user.email, '127.0.0.1').account)).toBe(0);
  });

  it('lets an upload take longer than other bodies may', async () => {
    const admin = await createUser(app, { role: 'ADMIN' });
    const form = multipartBody([
      { name: 'file', filename: 'awatar.png', contentType: 'image/png', data: await sampleImage() },
    ]);
    const started = Date.now();
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/admin/avatar',
      headers: {
        ...bearer(admin.token),
        'content-type': form.contentType,
        'content-length': String(form.body.length),
      },
      payload: trickle(pieces(form.body, 5), BODY_TIMEOUT_MS / 2),
    });
    expect(Date.now() - started).toBeGreaterThan(BODY_TIMEOUT_MS);
    expect(res.statusCode, res.body).toBeLessThan(300);
  });

  it('gives a JSON body that arrives in time its normal answer', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    const body = Buffer.from(JSON.stringify({ email: user.email, password: 'Zle-haslo1!' }));
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      payload: trickle(pieces(body, 3), BODY_TIMEOUT_MS / 10),
    });
    expect(res.statusCode).toBe(404);
  });

  it('drops a real connection that sends its body a byte at a time', async () => {
    const server = await buildTestApp({ bodyTimeoutMs: BODY_TIMEOUT_MS });
    try {
      await server.listen({ host: '127.0.0.1', port: 0 });
      const { port } = server.server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (data) => {
        answer += data.toString('utf8');
      });
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      const started = Date.now();
      for (let i = 0; i < 20 && !socket.destroyed; i++) {
        await sleep(BODY_TIMEOUT_MS / 5);
        if (!socket.destroyed) socket.write('"');
      }
      await closed;
      expect(Date.now() - started).toBeLessThan(BODY_TIMEOUT_MS * 3);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await server.close();
    }
  });
});

describe('upload timeout', () => {
  it('is Node’s request timeout: 10 minutes unless UPLOAD_TIMEOUT_MS says otherwise', () => {
    expect(app.server.requestTimeout).toBe(10 * 60_000);
    expect(loadConfig({}).bodyTimeoutMs).toBe(30_000);
    expect(loadConfig({ UPLOAD_TIMEOUT_MS: '1200000' }).uploadTimeoutMs).toBe(1_200_000);
  });
});
