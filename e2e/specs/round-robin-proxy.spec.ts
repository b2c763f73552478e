import { createHash } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { freePort } from '../../apps/server/src/testing/child-server-env.ts';
import { startRoundRobinProxy } from '../../scripts/lib/round-robin-proxy.mjs';

/*
 * The loopback load balancer of the two-instance test and the benchmark (scripts/lib/
 * round-robin-proxy.mjs) against two tiny HTTP servers: turns, streaming both ways, the
 * forwarded headers, and the retries that keep a restart invisible to the client.
 */

interface Tiny {
  url: string;
  server: http.Server;
  seen: http.IncomingHttpHeaders[];
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tiny(name: string, handle?: http.RequestListener): Promise<Tiny> {
  const seen: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.headers);
    if (handle) return handle(req, res);
    res.end(name);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, seen };
}

async function proxyTo(targets: string[], healthPath: string | null = null) {
  const proxy = await startRoundRobinProxy({ targets, healthPath });
  cleanups.push(() => proxy.close());
  return proxy;
}

const text = async (url: string, init?: RequestInit) => (await fetch(url, init)).text();

describe('round-robin proxy', () => {
  test('sends each request to the next target and says who served it', async () => {
    const [a, b] = [await tiny('a'), await tiny('b')];
    const proxy = await proxyTo([a.url, b.url]);

    const answers = [];
    for (let turn = 0; turn < 4; turn += 1) answers.push(await text(`${proxy.url}/x`));
    expect(answers).toEqual(['a', 'b', 'a', 'b']);
    expect(proxy.stats.requests).toEqual([2, 2]);
    expect((await fetch(`${proxy.url}/x`)).headers.get('x-proxy-target')).toBe('0');

    proxy.pin(1);
    expect([await text(`${proxy.url}/x`), await text(`${proxy.url}/x`)]).toEqual(['b', 'b']);
    proxy.pin(null);
  });

  test('passes the client address, scheme and host on, and drops hop-by-hop headers', async () => {
    const a = await tiny('a');
    const proxy = await proxyTo([a.url]);
    // node:http, not fetch: fetch refuses to send a Connection header.
    const request = http.get(`${proxy.url}/x`, {
      headers: { 'x-secret-hop': '1', connection: 'x-secret-hop', 'x-forwarded-for': '10.0.0.9' },
    });
    const [response] = (await once(request, 'response')) as [http.IncomingMessage];
    response.resume();
    await once(response, 'end');

    const headers = a.seen[0];
    expect(headers?.['x-forwarded-for']).toBe('10.0.0.9, 127.0.0.1');
    expect(headers?.['x-forwarded-proto']).toBe('http');
    expect(headers?.['x-forwarded-host']).toBe(new URL(proxy.url).host);
    expect(headers?.host).toBe(new URL(proxy.url).host);
    expect(headers?.['x-secret-hop']).toBeUndefined();
  });

  test('streams a large upload through and a response out before it has ended', async () => {
    let release = () => {};
    const a = await tiny('a', (req, res) => {
      if (req.method === 'POST') {
        const hash = createHash('sha256');
        req.on('data', (chunk: Buffer) => hash.update(chunk));
        req.on('end', () => res.end(hash.digest('hex')));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: first\n\n');
      release = () => res.end('data: last\n\n');
    });
    const proxy = await proxyTo([a.url]);

    const body = Buffer.alloc(8 * 1024 * 1024, 7);
    const digest = await text(`${proxy.url}/upload`, { method: 'POST', body });
    expect(digest).toBe(createHash('sha256').update(body).digest('hex'));

    const stream = await fetch(`${proxy.url}/events`);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    // The first event arrives while the target still holds the stream open.
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: first\n\n');
    release();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: last\n\n');
  });

  test('a refused connection goes to the next target, uploads included', async () => {
    const b = await tiny('b', (req, res) => {
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      req.on('end', () => res.end(`b:${size}`));
    });
    const closed = `http://127.0.0.1:${await freePort()}`;

    // A fresh proxy each time, so that its first request meets the closed target (which is then
    // left out of the rotation for a while).
    const upload = await proxyTo([closed, b.url]);
    const body = 'x'.repeat(100_000);
    expect(await text(`${upload.url}/x`, { method: 'POST', body })).toBe('b:100000');
    expect(upload.stats).toEqual({ requests: [1, 1], retried: 1, failed: 0 });

    const read = await proxyTo([closed, b.url]);
    expect(await text(`${read.url}/x`)).toBe('b:0');
    expect(read.stats).toEqual({ requests: [1, 1], retried: 1, failed: 0 });
    // Left out now: the next turns go straight to b.
    expect([await text(`${read.url}/x`), await text(`${read.url}/x`)]).toEqual(['b:0', 'b:0']);
    expect(read.stats.retried).toBe(1);
  });

  test('a bodiless request on a pooled socket that the target dropped is sent again', async () => {
    // Target a drops a connection on its second request, as an instance does that closes its
    // idle connections while shutting down just when the proxy reuses one. A DELETE: only the
    // reused socket makes it safe to send again.
    const served = new WeakMap<object, number>();
    const a = await tiny('a', (req, res) => {
      const count = (served.get(req.socket) ?? 0) + 1;
      served.set(req.socket, count);
      if (count > 1) req.socket.destroy();
      else res.end('a');
    });
    const b = await tiny('b');
    const proxy = await proxyTo([a.url, b.url]);

    const answers = [];
    for (let turn = 0; turn < 3; turn += 1) {
      answers.push(await text(`${proxy.url}/x`, { method: 'DELETE' }));
    }
    expect(answers).toEqual(['a', 'b', 'b']);
    expect(proxy.stats.retried).toBe(1);
  });

  test('a reset before the answer is retried for a GET, not for a DELETE on a new socket', async () => {
    const a = await tiny('a', (req) => req.socket.destroy());
    const b = await tiny('b');

    const reads = await proxyTo([a.url, b.url]);
    expect(await text(`${reads.url}/x`)).toBe('b');
    expect(reads.stats).toEqual({ requests: [1, 1], retried: 1, failed: 0 });

    // It may have been carried out before the connection broke: the client must decide.
    const writes = await proxyTo([a.url, b.url]);
    const response = await fetch(`${writes.url}/x`, { method: 'DELETE' });
    expect(response.status).toBe(502);
    expect(writes.stats).toEqual({ requests: [1, 0], retried: 0, failed: 1 });
  });

  test('a target whose readiness answers 503 is left out until it is ready again', async () => {
    let ready = true;
    const route = (name: string) => (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (req.url === '/api/ready') res.writeHead(name === 'a' && !ready ? 503 : 200);
      res.end(name);
    };
    const a = await tiny('a', route('a'));
    const b = await tiny('b', route('b'));
    const proxy = await proxyTo([a.url, b.url], '/api/ready');

    ready = false;
    await new Promise((done) => setTimeout(done, 500));
    const draining = [];
    for (let turn = 0; turn < 4; turn += 1) draining.push(await text(`${proxy.url}/x`));
    expect(draining).toEqual(['b', 'b', 'b', 'b']);

    ready = true;
    await new Promise((done) => setTimeout(done, 500));
    const back = [await text(`${proxy.url}/x`), await text(`${proxy.url}/x`)];
    expect(back.sort()).toEqual(['a', 'b']);
  });

  test('a client that leaves before the answer ends the upstream request, retried nowhere', async () => {
    let arrived: () => void = () => {};
    const waiting = new Promise<void>((done) => {
      arrived = done;
    });
    let upstreamClosed: () => void = () => {};
    const closed = new Promise<void>((done) => {
      upstreamClosed = done;
    });
    // Target a takes its time (a slow query): it never answers.
    const a = await tiny('a', (req) => {
      req.socket.on('close', upstreamClosed);
      arrived();
    });
    const b = await tiny('b');
    const proxy = await proxyTo([a.url, b.url]);

    const leaving = new AbortController();
    const request = fetch(`${proxy.url}/slow`, { signal: leaving.signal }).catch(() => 'aborted');
    await waiting;
    leaving.abort();
    expect(await request).toBe('aborted');
    await closed;
    await new Promise((done) => setTimeout(done, 100));
    expect(proxy.stats).toEqual({ requests: [1, 0], retried: 0, failed: 0 });
    expect(b.seen).toEqual([]);
  });

  test('answers 502 with a Polish message when no target takes the request', async () => {
    const proxy = await proxyTo([`http://127.0.0.1:${await freePort()}`]);
    const response = await fetch(`${proxy.url}/x`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      message: 'Serwer jest chwilowo niedostępny.',
      code: 'BAD_GATEWAY',
    });
    expect(proxy.stats.failed).toBe(1);
  });
});
