import type { AboutInfo, Video } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { bearer, createUser } from '../../testing/factories.ts';
import { sampleImage, sampleVideo } from '../../testing/media-samples.ts';
import { multipartBody } from '../../testing/multipart.ts';

/*
 * G1: stored media served publicly by key, with range requests (ADR 008), inline under a safe
 * name and never kept by shared caches (ADR 008, amendment of issue 24).
 */

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

  it('serves the whole file to anyone, uncompressed, inline, cached privately for a day', async () => {
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
      // A deletable file (RODO): no shared cache may keep it, the browser only for a day.
      expect(res.headers['cache-control']).toBe('private, max-age=86400');
      expect(res.headers['content-disposition']).toBe('inline; filename="wideo.mp4"');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
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
    expect(res.headers['content-disposition']).toBe('inline; filename="wideo.mp4"');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
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
      expect(res.headers['cache-control']).toBe('private, max-age=86400');
      expect(res.headers['content-disposition']).toBe('inline; filename="wideo.mp4"');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(video.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers an unsatisfiable range with 416 and the size', async () => {
    for (const range of [`bytes=${video.length}-`, 'bytes=20000-20010', 'bytes=-0']) {
      const res = await get(url, { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${video.length}`);
      expect(res.headers['content-disposition']).toBeUndefined();
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

  it('names a video of the videos section by its upload, safely, with the stored type', async () => {
    const named = async (filename: string, data = sampleVideo('mov')) => {
      const { body, contentType } = multipartBody([
        { name: 'title', value: 'Oferta' },
        { name: 'file', filename, data },
      ]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/video',
        headers: { ...bearer(token), 'content-type': contentType },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(201);
      return (await get(res.json<Video>().fileUrl)).headers['content-disposition'];
    };
    expect(await named('Prezentacja.mov')).toBe('inline; filename="Prezentacja.mov"');
    // Polish letters: an ASCII fallback and the exact name in RFC 8187 encoding.
    expect(await named('Żółta łódź.mov')).toBe(
      `inline; filename="Zolta lodz.mov"; filename*=UTF-8''%C5%BB%C3%B3%C5%82ta%20%C5%82%C3%B3d%C5%BA.mov`,
    );
    // A name cannot add parameters (it stays quoted; quotes and line breaks never reach the
    // header, see content-disposition.test.ts), and a page passed as a video is not saved as one.
    expect(await named('x; filename=strona.html')).toBe(
      'inline; filename="x; filename=strona.mov"',
    );
    expect(await named('film.avi', sampleVideo('mp4'))).toBe('inline; filename="film.mp4"');
  });

  it('serves pictures inline and privately too', async () => {
    const { body, contentType } = multipartBody([
      { name: 'file', filename: 'awatar.png', contentType: 'image/png', data: await sampleImage() },
    ]);
    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/user/avatar',
      headers: { ...bearer(token), 'content-type': contentType },
      payload: body,
    });
    expect(saved.statusCode, saved.body).toBe(204);
    const picture = await app.db.query.pictures.findFirst({
      where: (p, { eq }) => eq(p.userId, userId),
    });
    const res = await get(`/api/files/${picture?.storageKey}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-disposition']).toBe('inline; filename="obraz.webp"');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
  });

  it('answers 404 JSON for unknown, malformed and path-like keys', async () => {
    const unknown = `/api/files/${'A'.repeat(43)}.mp4`;
    for (const bad of [
      unknown,
      '/api/files/abc.mp4',
      `/api/files/${'A'.repeat(43)}.exe`,
      '/api/files/..%2F..%2Fetc%2Fpasswd',
      '/api/files/.tmp',
    ]) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
    }
    // A control character never reaches a route (plugins/path-params.ts).
    const nul = await get(`/api/files/${'A'.repeat(43)}.mp4%00`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'INVALID_PARAM' });
  });
});
