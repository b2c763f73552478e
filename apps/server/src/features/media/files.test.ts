import type { AboutInfo } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { bearer, createUser } from '../../testing/factories.ts';
import { sampleVideo } from '../../testing/media-samples.ts';
import { multipartBody } from '../../testing/multipart.ts';

/* G1: stored media served publicly by key, with range requests (ADR 008). */

let app: FastifyInstance;
let token: string;
let userId: number;
beforeAll(async () => {
  app = await buildTestApp();
  ({
    token,
    user: { id: userId },
  } = await createUser(app, { role: 'FREELANCER' }));
});
afterAll(() => app?.close());

/** Uploads `video` as the about video and returns its G1 URL. */
async function uploadVideo(video: Buffer): Promise<string> {
  const { body, contentType } = multipartBody([
    { name: 'about', value: 'O mnie' },
    { name: 'video', filename: 'x', data: video },
  ]);
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/about',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(204);
  const about = await app.inject({
    method: 'GET',
    url: `/api/about/freelancer/${userId}`,
    headers: bearer(token),
  });
  const url = about.json<AboutInfo>().video;
  if (!url) throw new Error('no video');
  return url;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('GET /api/files/:fileKey', () => {
  let url: string;
  let video: Buffer;
  beforeAll(async () => {
    // Not all zeros, so that a wrong range shows.
    video = sampleVideo('mp4', 10_000);
    for (let i = 64; i < video.length; i++) video[i] = i % 251;
    url = await uploadVideo(video);
  });

  it('serves the whole file to anyone, uncompressed, with long-lived caching', async () => {
    // No token, and a stale one: neither matters.
    for (const headers of [{}, { authorization: 'Bearer not.a.token' }] as Record<
      string,
      string
    >[]) {
      const res = await get(url, { ...headers, 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-length']).toBe(String(video.length));
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-encoding']).toBeUndefined();
      // The SPA on the same site may embed it.
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(res.rawPayload.equals(video)).toBe(true);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(video.length));
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers ranges with 206 and Content-Range', async () => {
    const size = video.length;
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, size - 1],
      ['bytes=-10', size - 10, size - 1],
      ['bytes=9990-20000', 9990, size - 1],
      ['bytes=-20000', 0, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(url, { range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers['content-length']).toBe(String(end - start + 1));
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.rawPayload.equals(video.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers an unsatisfiable range with 416 and the size', async () => {
    for (const range of [`bytes=${video.length}-`, 'bytes=20000-20010', 'bytes=-0']) {
      const res = await get(url, { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${video.length}`);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
    }
  });

  it('ignores malformed and multiple ranges (the whole file)', async () => {
    for (const range of ['bytes=5-1', 'items=0-5', 'bytes=0-1,4-5', 'bytes=abc']) {
      const res = await get(url, { range });
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.length).toBe(video.length);
    }
  });

  it('names the type of MOV and AVI uploads', async () => {
    expect((await get(await uploadVideo(sampleVideo('mov')))).headers['content-type']).toBe(
      'video/quicktime',
    );
    expect((await get(await uploadVideo(sampleVideo('avi')))).headers['content-type']).toBe(
      'video/x-msvideo',
    );
  });

  it('answers 404 JSON for unknown, malformed and path-like keys', async () => {
    const unknown = `/api/files/${'A'.repeat(43)}.mp4`;
    for (const bad of [
      unknown,
      '/api/files/abc.mp4',
      `/api/files/${'A'.repeat(43)}.exe`,
      '/api/files/..%2F..%2Fetc%2Fpasswd',
      `/api/files/${'A'.repeat(43)}.mp4%00`,
      '/api/files/.tmp',
    ]) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
    }
  });
});
