import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';

/*
 * What a draining instance answers (ADR 026), in process: readiness goes 503 while health stays
 * 200, every answer asks to close its connection, and a live stream that still reaches it gets
 * only the reconnect hint. The signal and the process: graceful-shutdown.test.ts.
 */

let app: Awaited<ReturnType<typeof buildTestApp>>;
let token: string;
beforeAll(async () => {
  app = await buildTestApp();
  token = (await createUser(app, { role: 'FREELANCER' })).token;
});
afterAll(() => app.close());

it('answers /api/ready 503 from the moment the shutdown begins, /api/health 200', async () => {
  const before = await app.inject({ method: 'GET', url: '/api/ready' });
  expect(before.statusCode).toBe(200);
  expect(before.headers.connection).not.toBe('close');

  const report = await app.shutdown.begin(5000);
  expect(report).toMatchObject({ streamsClosed: 0, jobsRunning: 0 });
  expect(app.shutdown.draining).toBe(true);

  const ready = await app.inject({ method: 'GET', url: '/api/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ message: 'Serwer kończy pracę', code: 'SHUTTING_DOWN' });
  expect(ready.headers.connection).toBe('close');
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  expect(health.headers.connection).toBe('close');

  const stream = await app.inject({
    method: 'GET',
    url: '/api/notifications/stream',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(stream.statusCode).toBe(200);
  expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
  expect(stream.body).toBe('retry: 500\n: this instance is shutting down; reconnect\n\n');
});
