import { Readable } from 'node:stream';
import type { Video } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { insertVideo } from '../profile/videos/videos.repository.ts';
import { fileUrl, fileUrlBase } from './file-url.ts';
import { newMediaKey } from './media-storage.ts';

/*
 * Media URLs in answers are absolute on PUBLIC_URL when it is configured, root-relative when it
 * is only the localhost guess (ADR 026); and a client on an origin of CORS_ORIGINS can play them:
 * G1 answers a ranged read with the CORS headers it needs and lets any site embed the file.
 */

describe('the base of the media URLs', () => {
  it('is PUBLIC_URL when it is configured, nothing when it is the localhost guess', () => {
    const configured = loadConfig({ PUBLIC_URL: 'https://handlowo.pl/' });
    expect(configured.publicUrlConfigured).toBe(true);
    expect(fileUrl(fileUrlBase(configured), 'k.mp4')).toBe('https://handlowo.pl/api/files/k.mp4');
    const guessed = loadConfig({ PORT: '4000' });
    expect(guessed).toMatchObject({
      publicUrl: 'http://localhost:4000',
      publicUrlConfigured: false,
    });
    expect(fileUrl(fileUrlBase(guessed), 'k.mp4')).toBe('/api/files/k.mp4');
  });
});

describe('a client on another origin', () => {
  const CLIENT = 'https://klient.example';
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ corsOrigins: [CLIENT] });
  });
  afterAll(() => app.close());

  /** A freelancer with one stored video of `bytes`, listed through D29. */
  async function listedVideo(bytes: Buffer): Promise<Video> {
    const freelancer = await createUser(app, { role: 'FREELANCER' });
    const key = newMediaKey('mp4');
    await app.media.put(key, Readable.from([bytes]));
    await app.db.transaction((tx) =>
      insertVideo(tx, {
        freelancerId: freelancer.user.id,
        title: 'Prezentacja',
        storageKey: key,
        fileName: 'prezentacja.mp4',
        contentType: 'video/mp4',
        byteSize: bytes.length,
      }),
    );
    const list = await app.inject({
      method: 'GET',
      url: `/api/video/freelancer/${freelancer.user.id}`,
      headers: { authorization: `Bearer ${freelancer.token}` },
    });
    expect(list.statusCode).toBe(200);
    const [video] = list.json<Video[]>();
    if (!video) throw new Error('no video listed');
    expect(video.fileUrl).toBe(`http://handlowo.test/api/files/${key}`);
    return video;
  }

  it('gets absolute URLs and reads a range with the CORS headers a player needs', async () => {
    const bytes = Buffer.from('0123456789abcdefghij');
    const video = await listedVideo(bytes);
    const res = await app.inject({
      method: 'GET',
      url: video.fileUrl,
      headers: { origin: CLIENT, range: 'bytes=2-5' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.body).toBe('2345');
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': CLIENT,
      'content-range': `bytes 2-5/${bytes.length}`,
      'accept-ranges': 'bytes',
      'content-length': '4',
      'cross-origin-resource-policy': 'cross-origin',
    });
    const exposed = String(res.headers['access-control-expose-headers'])
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(exposed).toEqual(
      expect.arrayContaining(['content-range', 'accept-ranges', 'content-length']),
    );

    // The preflight of a player that sends Range from script.
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: video.fileUrl,
      headers: {
        origin: CLIENT,
        'access-control-request-method': 'GET',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(CLIENT);

    // An origin that is not allowed gets the bytes (a plain <video src> needs no CORS) but no
    // permission to read them from script.
    const other = await app.inject({
      method: 'GET',
      url: video.fileUrl,
      headers: { origin: 'https://obcy.example', range: 'bytes=0-0' },
    });
    expect(other.statusCode).toBe(206);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
