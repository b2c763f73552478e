import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app.ts';
import { bearer, createUser } from '../testing/factories.ts';

/**
 * Compression of what the server sends: the web app's files precompressed at build time
 * (plugins/spa.ts, apps/web/build/precompress.ts) and JSON answers compressed per request
 * (@fastify/compress in app.ts).
 */

const script = `export const rows = [${Array.from({ length: 200 }, (_, i) => `{id:${i}}`).join(',')}];`;
const page = `<!doctype html><title>Handlowo</title>${'<meta name="x" content="y">'.repeat(60)}`;
const logo = '<svg xmlns="http://www.w3.org/2000/svg"/>';

let app: FastifyInstance;
let webDist: string;
let token: string;
let email: string;

/** A dist folder as the web build leaves it: files with `.br` and `.gz` siblings. */
async function writeWithSiblings(file: string, content: string) {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'handlowo-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeWithSiblings(path.join(webDist, 'index.html'), page);
  await writeWithSiblings(path.join(webDist, 'assets', 'index-abc123.js'), script);
  // Too small to be precompressed by the build: no siblings.
  await writeFile(path.join(webDist, 'favicon.svg'), logo);
  app = await buildTestApp({ webDistDir: webDist });
  const freelancer = await createUser(app, { role: 'FREELANCER' });
  token = freelancer.token;
  email = freelancer.user.email;
});

afterAll(async () => {
  await app?.close();
  await rm(webDist, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url,
    headers:
      acceptEncoding === undefined ? headers : { ...headers, 'accept-encoding': acceptEncoding },
  });
}

/** The body as the client reads it after undoing the Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString('utf8');
}

describe('the built web app is sent precompressed', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    [undefined, undefined],
    ['identity', undefined],
    ['deflate', undefined],
  ])('an asset with accept-encoding %s -> %s', async (acceptEncoding, encoding) => {
    const res = await get('/assets/index-abc123.js', acceptEncoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(decoded(res)).toBe(script);
    if (encoding) expect(res.rawPayload.length).toBeLessThan(script.length);
  });

  it('sends index.html of client routes compressed, revalidated on every load', async () => {
    for (const [acceptEncoding, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      for (const url of ['/', '/login', '/freelancer/profile/12']) {
        const res = await get(url, acceptEncoding);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['x-request-id']).toBeTruthy();
        expect(decoded(res)).toBe(page);
      }
    }
  });

  it('sends a file without compressed siblings as it is', async () => {
    const res = await get('/favicon.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toBe(logo);
  });

  it('does not serve the compressed siblings under their own names', async () => {
    const res = await get('/assets/index-abc123.js.br', 'br');
    // A missing built file as far as the server knows: 404, neither the brotli bytes nor a page.
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Nie znaleziono', code: 'NOT_FOUND' });
  });
});

describe('JSON answers are compressed from 1 kB up', () => {
  it('compresses a large JSON answer for clients that accept it', async () => {
    const plain = await get('/api/industries', undefined, bearer(token));
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    for (const [acceptEncoding, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await get('/api/industries', acceptEncoding, bearer(token));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers['x-request-id']).toBeTruthy();
      expect(JSON.parse(decoded(res))).toEqual(plain.json());
      if (encoding) {
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      }
    }
  });

  it('leaves a JSON answer under 1 kB as it is', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({});
  });

  it('keeps 204 answers empty and error answers readable', async () => {
    const noContent = await app.inject({
      method: 'POST',
      url: '/api/set-password/send-email',
      headers: { 'accept-encoding': 'br, gzip', 'content-type': 'application/json' },
      payload: JSON.stringify({ email }),
    });
    expect(noContent.statusCode).toBe(204);
    expect(noContent.headers['content-encoding']).toBeUndefined();
    expect(noContent.rawPayload.length).toBe(0);
    expect(noContent.headers['x-request-id']).toBeTruthy();

    const notFound = await get('/api/nothing-here', 'br, gzip');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('compresses the OpenAPI document', async () => {
    const res = await get('/api/docs/json', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(res))).toHaveProperty('paths');
  });
});
