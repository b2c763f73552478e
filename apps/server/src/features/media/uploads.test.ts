import type { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import {
  type AboutInfo,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  profileMessages,
} from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { bearer, createUser } from '../../testing/factories.ts';
import { expectMediaConsistent } from '../../testing/media-files.ts';
import { sampleImage, sampleVideo, sampleVideoStream } from '../../testing/media-samples.ts';
import { multipartBody, multipartStream } from '../../testing/multipart.ts';

/*
 * Uploads checked by content and size (ADR 008): every refused file answers the contract's
 * message as {message, code}, leaves no file behind and changes no row.
 */

let app: FastifyInstance;
let token: string;
let userId: number;
beforeAll(async () => {
  app = await buildTestApp();
  const created = await createUser(app, { role: 'FREELANCER' });
  token = created.token;
  userId = created.user.id;
});
afterAll(() => app?.close());

const send = (
  url: string,
  { body, contentType }: { body: Buffer | Readable | string; contentType: string },
  method: 'PATCH' | 'POST' = 'PATCH',
) =>
  app.inject({
    method,
    url,
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });

const avatarForm = (data: Buffer, filename = 'awatar.png') =>
  multipartBody([{ name: 'file', filename, contentType: 'image/png', data }]);

const aboutForm = (video: Buffer, filename = 'film.mp4') =>
  multipartBody([
    { name: 'about', value: 'O mnie' },
    { name: 'video', filename, contentType: 'video/mp4', data: video },
  ]);

/** The caller's rows that an upload could change. */
const rowsOf = async () => ({
  pictures: await app.db.query.pictures.findMany({ where: (p, { eq }) => eq(p.userId, userId) }),
  freelancer: await app.db.query.freelancers.findFirst({
    where: (f, { eq }) => eq(f.userId, userId),
  }),
});

/** Sends a refused upload and checks the answer, the rows and the folder. */
async function expectRefused(
  request: Promise<{ statusCode: number; json: () => unknown }>,
  status: number,
  message: string,
) {
  const before = await rowsOf();
  const res = await request;
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ message, code: expect.any(String) });
  expect(await rowsOf()).toEqual(before);
  await expectMediaConsistent(app);
  return res;
}

/** A PNG whose header claims `width` x `height` pixels, with one tiny compressed row. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('pictures checked by content', () => {
  it('refuses a text file named .png', async () => {
    const text = Buffer.from('To nie jest obrazek, tylko tekst w pliku .png\n');
    await expectRefused(
      send('/api/user/avatar', avatarForm(text, 'zdjecie.png')),
      400,
      profileMessages.invalidFileFormat,
    );
  });

  it('refuses a video sent as a picture', async () => {
    await expectRefused(
      send('/api/freelancer/backgroundPicture', avatarForm(sampleVideo('mp4'), 'tlo.jpg'), 'POST'),
      400,
      profileMessages.invalidFileFormat,
    );
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await sampleImage('jpeg', { width: 300, height: 200 });
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    await expectRefused(
      send('/api/user/avatar', avatarForm(truncated)),
      400,
      profileMessages.unreadableImage,
    );
  });

  it('refuses PNG magic bytes followed by something else (a polyglot)', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 7)]);
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      zip,
    ]);
    await expectRefused(
      send('/api/user/avatar', avatarForm(fake)),
      400,
      profileMessages.unreadableImage,
    );
  });

  it('keeps only the re-encoded picture of a JPEG with a ZIP appended', async () => {
    const jpeg = await sampleImage('jpeg');
    const zip = Buffer.concat([
      Buffer.from('PK\x03\x04', 'latin1'),
      Buffer.from('payload'.repeat(50)),
    ]);
    const res = await send('/api/user/avatar', avatarForm(Buffer.concat([jpeg, zip])));
    expect(res.statusCode, res.body).toBe(204);
    const picture = await app.inject({
      method: 'GET',
      url: `/api/user/avatar/${userId}`,
      headers: bearer(token),
    });
    const bytes = Buffer.from(
      picture.json<{ pictureData: string }>().pictureData.split(',')[1] ?? '',
      'base64',
    );
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
    expect(bytes.includes(Buffer.from('payload'))).toBe(false);
    await app.inject({ method: 'DELETE', url: '/api/user/avatar', headers: bearer(token) });
    await expectMediaConsistent(app);
  });

  it('refuses a decompression bomb: a valid PNG of more pixels than the decoder allows', async () => {
    // 10 000 x 6 000 px of one colour: 180 MB decoded, a few hundred kB as a file.
    const bomb = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    await expectRefused(
      send('/api/user/avatar', avatarForm(bomb)),
      400,
      profileMessages.unreadableImage,
    );
  }, 30_000);

  it('refuses a PNG whose header claims a huge size it does not hold', async () => {
    await expectRefused(
      send('/api/user/avatar', avatarForm(pngClaiming(20_000, 20_000))),
      400,
      profileMessages.unreadableImage,
    );
  });

  it('refuses 3 MB + 1 byte with 413 and accepts exactly 3 MB', async () => {
    const jpeg = await sampleImage('jpeg');
    // Bytes after the JPEG's end marker are ignored by decoders: a valid image of any size.
    const padded = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
    await expectRefused(
      send('/api/user/avatar', avatarForm(padded(MAX_IMAGE_BYTES + 1))),
      413,
      profileMessages.imageTooLarge,
    );
    const res = await send('/api/user/avatar', avatarForm(padded(MAX_IMAGE_BYTES)));
    expect(res.statusCode, res.body).toBe(204);
    await app.inject({ method: 'DELETE', url: '/api/user/avatar', headers: bearer(token) });
    await expectMediaConsistent(app);
  });

  it('asks for a file when there is none', async () => {
    const noFile = multipartBody([{ name: 'title', value: 'bez pliku' }]);
    await expectRefused(send('/api/user/avatar', noFile), 400, profileMessages.fileRequired);
    const emptyFile = multipartBody([{ name: 'file', filename: '', data: Buffer.alloc(0) }]);
    await expectRefused(send('/api/user/avatar', emptyFile), 400, profileMessages.fileRequired);
    const json = { body: '{"file":"x"}', contentType: 'application/json' };
    await expectRefused(send('/api/user/avatar', json), 400, profileMessages.fileRequired);
    const nothing = { body: '', contentType: 'application/json' };
    await expectRefused(send('/api/user/avatar', nothing), 400, profileMessages.fileRequired);
  });

  it('refuses a second file and a file in another field', async () => {
    const image = await sampleImage('png');
    const two = multipartBody([
      { name: 'file', filename: 'a.png', data: image },
      { name: 'file', filename: 'b.png', data: image },
    ]);
    await expectRefused(send('/api/user/avatar', two), 400, profileMessages.tooManyFiles);
    const other = multipartBody([{ name: 'picture', filename: 'a.png', data: image }]);
    await expectRefused(send('/api/user/avatar', other), 400, profileMessages.unexpectedField);
  });

  it('answers malformed multipart bodies with a JSON 400', async () => {
    const image = await sampleImage('png');
    const { body, contentType } = avatarForm(image);
    const cut = body.subarray(0, body.length - 60);
    for (const request of [
      { body: cut, contentType },
      { body, contentType: 'multipart/form-data' },
      { body, contentType: 'multipart/form-data; boundary=other' },
      { body: 'garbage', contentType },
      // Too many fields for the parser's limits, a prototype key.
      multipartBody([
        ...Array.from({ length: 15 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
        { name: 'file', filename: 'a.png', data: image },
      ]),
      multipartBody([
        { name: '__proto__', value: 'x' },
        { name: 'file', filename: 'a.png', data: image },
      ]),
    ]) {
      const before = await rowsOf();
      const res = await send('/api/user/avatar', request);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
      expect(await rowsOf()).toEqual(before);
      await expectMediaConsistent(app);
    }
  });
});

describe('videos checked by content', () => {
  it('refuses a PNG renamed .mp4', async () => {
    await expectRefused(
      send('/api/about', aboutForm(await sampleImage('png'), 'film.mp4')),
      400,
      profileMessages.invalidFileFormat,
    );
  });

  it('refuses a text file', async () => {
    await expectRefused(
      send('/api/about', aboutForm(Buffer.from('#!/bin/sh\necho video\n'))),
      400,
      profileMessages.invalidFileFormat,
    );
  });

  it('refuses files whose boxes or chunks do not tile them, like an ftyp box then a page (issue 24)', async () => {
    const page = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const aviOfRiffSize = (size: number) => {
      const avi = sampleVideo('avi');
      avi.writeUInt32LE(size, 4);
      return avi;
    };
    const malformed: [string, Buffer][] = [
      ['ftyp, then a web page', Buffer.concat([sampleVideo('mp4').subarray(0, 20), page])],
      ['a page after the last box', Buffer.concat([sampleVideo('mp4'), page])],
      ['zeros after the last box', Buffer.concat([sampleVideo('mov'), Buffer.alloc(64)])],
      ['mdat cut short', sampleVideo('mp4', 4096).subarray(0, 3000)],
      ['no moov', Buffer.concat([sampleVideo('mp4').subarray(0, 20), Buffer.alloc(8)])],
      ['RIFF larger than the file', aviOfRiffSize(5000)],
      ['RIFF smaller than the file', aviOfRiffSize(1000)],
      ['a page after the RIFF', Buffer.concat([sampleVideo('avi'), page])],
    ];
    for (const [name, video] of malformed) {
      const res = await expectRefused(
        send('/api/about', aboutForm(video)),
        400,
        profileMessages.invalidFileFormat,
      );
      expect(res.json(), name).toMatchObject({ code: 'MALFORMED_VIDEO' });
    }
    // A structurally sound file of each type still passes.
    for (const type of ['mp4', 'mov', 'avi'] as const) {
      expect((await send('/api/about', aboutForm(sampleVideo(type)))).statusCode).toBe(204);
    }
  });

  it('refuses 50 MB + 1 byte with 413 (streamed) and accepts exactly 50 MB', async () => {
    const form = (size: number) =>
      multipartStream([
        { name: 'about', value: 'O mnie' },
        { name: 'video', filename: 'My video', data: sampleVideoStream(size) },
      ]);
    await expectRefused(
      send('/api/about', form(MAX_VIDEO_BYTES + 1)),
      413,
      profileMessages.videoTooLarge,
    );

    const res = await send('/api/about', form(MAX_VIDEO_BYTES));
    expect(res.statusCode, res.body).toBe(204);
    const about = await app.inject({
      method: 'GET',
      url: `/api/about/freelancer/${userId}`,
      headers: bearer(token),
    });
    const video = about.json<AboutInfo>().video;
    expect(video).toMatch(/^http:\/\/handlowo\.test\/api\/files\/[\w-]{43}\.mp4$/);
    const head = await app.inject({
      method: 'GET',
      url: video ?? '',
      headers: { range: 'bytes=0-0' },
    });
    expect(head.headers['content-range']).toBe(`bytes 0-0/${MAX_VIDEO_BYTES}`);
    const removed = multipartBody([
      { name: 'about', value: 'O mnie' },
      { name: 'removeVideo', value: 'true' },
    ]);
    expect((await send('/api/about', removed)).statusCode).toBe(204);
    expect(await expectMediaConsistent(app)).toEqual([]);
  }, 60_000);
});

describe('over a real connection', () => {
  it('answers a refused large upload while the client still sends, and keeps the connection', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const jpeg = await sampleImage('jpeg');
    for (const [data, status] of [
      [Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]), 413],
      [Buffer.concat([Buffer.from('not an image'), Buffer.alloc(10 * 1024 * 1024)]), 400],
    ] as const) {
      const { body, contentType } = avatarForm(data);
      const res = await fetch(`${address}/api/user/avatar`, {
        method: 'PATCH',
        headers: { ...bearer(token), 'content-type': contentType },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      expect(res.status).toBe(status);
      expect(Object.keys((await res.json()) as object).sort()).toEqual(['code', 'message']);
    }
    const health = await fetch(`${address}/api/health`, { signal: AbortSignal.timeout(5000) });
    expect(health.status).toBe(200);
    await expectMediaConsistent(app);
  }, 30_000);
});
