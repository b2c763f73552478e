import type { Readable } from 'node:stream';
import {
  MAX_VIDEO_BYTES,
  profileMessages as m,
  messages,
  profileItemLimits,
  type Video,
  wireMessages,
} from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { expectMediaConsistent } from '../../../testing/media-files.ts';
import { sampleImage, sampleVideo, sampleVideoStream } from '../../../testing/media-samples.ts';
import { type FormPart, multipartBody, multipartStream } from '../../../testing/multipart.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { expectError, sendRaw } from '../../../testing/requests.ts';

let app: FastifyInstance;
const queries = recordQueries();
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  admin = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app?.close());

const freelancer = async () => {
  const { user, token } = await createUser(app, { role: 'FREELANCER' });
  return { id: user.id, token };
};

const send = (
  token: string,
  { body, contentType }: { body: Buffer | Readable | string; contentType: string },
) =>
  app.inject({
    method: 'POST',
    url: '/api/video',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });

const form = (parts: FormPart[]) => multipartBody(parts);

const videoForm = (
  title: string | undefined,
  { data = sampleVideo('mp4'), filename = 'prezentacja.mp4' } = {},
) =>
  form([
    ...(title === undefined ? [] : [{ name: 'title', value: title }]),
    { name: 'file', filename, contentType: 'video/mp4', data },
  ]);

const upload = (token: string, title?: string, options?: Parameters<typeof videoForm>[1]) =>
  send(token, videoForm(title, options));

async function add(
  token: string,
  title = 'Prezentacja',
  options?: Parameters<typeof videoForm>[1],
) {
  const res = await upload(token, title, options);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Video>();
}

const list = async (freelancerId: number, token = admin) => {
  const res = await sendRaw(app, 'GET', `/api/video/freelancer/${freelancerId}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Video[]>();
};

const rowsOf = (freelancerId: number) =>
  app.db.select().from(videos).where(eq(videos.freelancerId, freelancerId)).orderBy(videos.id);

const keyOf = (video: Video) => video.fileUrl.replace('http://handlowo.test/api/files/', '');

describe('D30 POST /video', () => {
  it('stores the video by its content and answers 201 Video with a G1 URL', async () => {
    const owner = await freelancer();
    const before = Date.now();
    const video = await add(owner.token, '  Jak prowadzę rozmowę  ', { filename: 'rozmowa.mp4' });
    expect(video).toEqual({
      id: expect.any(Number),
      title: 'Jak prowadzę rozmowę',
      fileUrl: expect.stringMatching(/^http:\/\/handlowo\.test\/api\/files\/[\w-]{43}\.mp4$/),
      fileName: 'rozmowa.mp4',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Date.parse(video.date)).toBeGreaterThanOrEqual(before - 1000);
    expect(await list(owner.id)).toEqual([video]);
    const [row] = await rowsOf(owner.id);
    expect(row).toMatchObject({ contentType: 'video/mp4', byteSize: 2048 });
    expect(await expectMediaConsistent(app)).toContain(keyOf(video));
  });

  it('names MOV and AVI by their content, whatever the file is called', async () => {
    const owner = await freelancer();
    const mov = await add(owner.token, 'MOV', { data: sampleVideo('mov'), filename: 'film.avi' });
    const avi = await add(owner.token, 'AVI', { data: sampleVideo('avi'), filename: 'My video' });
    expect(mov.fileUrl).toMatch(/\.mov$/);
    expect(avi.fileUrl).toMatch(/\.avi$/);
    expect(avi.fileName).toBe('My video');
    const served = await app.inject({ method: 'GET', url: mov.fileUrl });
    expect(served.headers['content-type']).toBe('video/quicktime');
  });

  it('serves the uploaded file through G1 with a ranged read', async () => {
    const owner = await freelancer();
    const bytes = sampleVideo('mp4', 4096);
    bytes.write('środek pliku', 1000, 'utf8');
    const video = await add(owner.token, 'Zakres', { data: bytes });
    // No token: <video src> cannot send one.
    const res = await app.inject({
      method: 'GET',
      url: video.fileUrl,
      headers: { range: 'bytes=1000-1099' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 1000-1099/4096');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.equals(bytes.subarray(1000, 1100))).toBe(true);
  });

  it('keeps only the last segment of the file name, cleaned, and falls back to wideo', async () => {
    const owner = await freelancer();
    const named = async (filename: string) =>
      (await add(owner.token, 'Nazwa', { filename })).fileName;
    expect(await named('C:\\Users\\jan\\Wideo\\oferta.mov')).toBe('oferta.mov');
    expect(await named('a\u202egnp.mp4')).toBe('agnp.mp4');
    expect(await named('   ')).toBe('wideo');
    expect(await named('x'.repeat(300))).toBe('x'.repeat(100));
    await expectMediaConsistent(app);
  });

  it('asks for a video when there is none: Dodaj plik wideo', async () => {
    const owner = await freelancer();
    for (const request of [
      form([{ name: 'title', value: 'Bez pliku' }]),
      form([
        { name: 'title', value: 'Pusty plik' },
        { name: 'file', filename: 'pusty.mp4', data: Buffer.alloc(0) },
      ]),
      { body: '{"title":"JSON"}', contentType: 'application/json' },
      { body: '', contentType: 'application/json' },
    ]) {
      expectError(await send(owner.token, request), 400, m.videoRequired);
    }
    expect(await rowsOf(owner.id)).toEqual([]);
    await expectMediaConsistent(app);
  });

  it('refuses a file that is not MP4, MOV or AVI by its content', async () => {
    const owner = await freelancer();
    for (const data of [await sampleImage('png'), Buffer.from('#!/bin/sh\necho wideo\n')]) {
      expectError(await upload(owner.token, 'Zły plik', { data }), 400, m.invalidFileFormat);
    }
    expect(await rowsOf(owner.id)).toEqual([]);
    await expectMediaConsistent(app);
  });

  it('refuses a video whose boxes do not tile the file, keeping nothing (issue 24)', async () => {
    const owner = await freelancer();
    const page = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    for (const data of [
      Buffer.concat([sampleVideo('mp4').subarray(0, 20), page]),
      Buffer.concat([sampleVideo('mov'), page]),
      Buffer.concat([sampleVideo('avi'), Buffer.alloc(16)]),
    ]) {
      const res = await upload(owner.token, 'Strona', { data, filename: 'film.mp4' });
      expectError(res, 400, m.invalidFileFormat);
      expect(res.json<{ code: string }>().code).toBe('MALFORMED_VIDEO');
    }
    expect(await rowsOf(owner.id)).toEqual([]);
    await expectMediaConsistent(app);
  });

  it('refuses 50 MB + 1 byte with 413 (streamed) and accepts exactly 50 MB', async () => {
    const owner = await freelancer();
    const big = (size: number) =>
      multipartStream([
        { name: 'title', value: 'Duże wideo' },
        { name: 'file', filename: 'duze.mp4', data: sampleVideoStream(size) },
      ]);
    expectError(await send(owner.token, big(MAX_VIDEO_BYTES + 1)), 413, m.videoTooLarge);
    expect(await rowsOf(owner.id)).toEqual([]);
    await expectMediaConsistent(app);
    const res = await send(owner.token, big(MAX_VIDEO_BYTES));
    expect(res.statusCode, res.body).toBe(201);
    const head = await app.inject({
      method: 'GET',
      url: res.json<Video>().fileUrl,
      headers: { range: 'bytes=-1' },
    });
    expect(head.headers['content-range']).toBe(
      `bytes ${MAX_VIDEO_BYTES - 1}-${MAX_VIDEO_BYTES - 1}/${MAX_VIDEO_BYTES}`,
    );
    expect(
      (await sendRaw(app, 'DELETE', `/api/video/${res.json<Video>().id}`, { token: owner.token }))
        .statusCode,
    ).toBe(204);
    await expectMediaConsistent(app);
  }, 60_000);

  it('checks the title (required, at most 50) and keeps no file of a refused form', async () => {
    const owner = await freelancer();
    expectError(await upload(owner.token, undefined), 400, m.videoTitleRequired);
    expectError(await upload(owner.token, '   '), 400, m.videoTitleRequired);
    expectError(await upload(owner.token, 'x'.repeat(51)), 400, m.videoTitleMax);
    expect(await rowsOf(owner.id)).toEqual([]);
    await expectMediaConsistent(app);
    expect((await add(owner.token, 'ż'.repeat(50))).title).toBe('ż'.repeat(50));
  });

  it('refuses a second file and a file in another field', async () => {
    const owner = await freelancer();
    const video = sampleVideo('mp4');
    const two = form([
      { name: 'title', value: 'Dwa' },
      { name: 'file', filename: 'a.mp4', data: video },
      { name: 'file', filename: 'b.mp4', data: video },
    ]);
    expectError(await send(owner.token, two), 400, m.tooManyFiles);
    const other = form([
      { name: 'title', value: 'Inne pole' },
      { name: 'video', filename: 'a.mp4', data: video },
    ]);
    expectError(await send(owner.token, other), 400, m.unexpectedField);
    expect(await rowsOf(owner.id)).toEqual([]);
    await expectMediaConsistent(app);
  });

  it(`refuses the video after ${profileItemLimits.videos}, before reading the upload`, async () => {
    const owner = await freelancer();
    for (let i = 0; i < profileItemLimits.videos; i++) await add(owner.token, `Wideo ${i}`);
    expectError(await upload(owner.token, 'Jedenaste'), 400, m.tooManyVideos);
    // A full list answers the limit even for a file it would refuse: the upload was never read.
    expectError(
      await upload(owner.token, 'PNG', { data: await sampleImage('png') }),
      400,
      m.tooManyVideos,
    );
    expect(await rowsOf(owner.id)).toHaveLength(profileItemLimits.videos);
    await expectMediaConsistent(app);
  });

  it(`keeps ${profileItemLimits.videos} when uploads arrive at once, deleting the refused files`, async () => {
    const owner = await freelancer();
    const max = profileItemLimits.videos;
    for (let i = 0; i < max - 3; i++) await add(owner.token, `Wideo ${i}`);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => upload(owner.token, `Równolegle ${i}`)),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(3);
    for (const res of refused) expectError(res, 400, m.tooManyVideos);
    expect(await rowsOf(owner.id)).toHaveLength(max);
    await expectMediaConsistent(app);
  });
});

describe('D30 over a real connection', () => {
  it('answers a full list at once while the client still sends, and keeps the connection', async () => {
    const owner = await freelancer();
    for (let i = 0; i < profileItemLimits.videos; i++) await add(owner.token, `Wideo ${i}`);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { body, contentType } = videoForm('Za dużo', {
      data: sampleVideo('mp4', 10 * 1024 * 1024),
    });
    const res = await fetch(`${address}/api/video`, {
      method: 'POST',
      headers: { ...bearer(owner.token), 'content-type': contentType },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: m.tooManyVideos, code: 'LIMIT_REACHED' });
    const health = await fetch(`${address}/api/health`, { signal: AbortSignal.timeout(5000) });
    expect(health.status).toBe(200);
    expect(await rowsOf(owner.id)).toHaveLength(profileItemLimits.videos);
    await expectMediaConsistent(app);
  }, 30_000);
});

describe('D29 GET /video/freelancer/:id', () => {
  it('lists newest first to any logged-in user, in one query', async () => {
    const owner = await freelancer();
    expect(await list(owner.id)).toEqual([]);
    const first = await add(owner.token, 'Pierwsze');
    const second = await add(owner.token, 'Drugie');
    const third = await add(owner.token, 'Trzecie');
    const visitor = (await createUser(app, { role: 'FREELANCER' })).token;
    const one = await freelancer();
    await add(one.token, 'Jedyne');
    const single = await queries.during(() => list(one.id, visitor));
    const { result, statements } = await queries.during(() => list(owner.id, visitor));
    expect(result.map((v) => v.id)).toEqual([third.id, second.id, first.id]);
    // The auth lookup and one read of the videos; the same for one video or three.
    expect(statements).toHaveLength(2);
    expect(statements).toEqual(single.statements);
  });

  it('answers 404 User not found when the id is not a freelancer', async () => {
    const investor = await createUser(app, { role: 'INVESTOR' });
    for (const id of [investor.user.id, 2_147_483_000]) {
      const res = await sendRaw(app, 'GET', `/api/video/freelancer/${id}`, { token: admin });
      expectError(res, 404, wireMessages.userNotFound);
    }
  });
});

describe('D31 PATCH /video/:id', () => {
  it('changes only the title, 204', async () => {
    const owner = await freelancer();
    const video = await add(owner.token, 'Stary tytuł');
    const res = await sendRaw(app, 'PATCH', `/api/video/${video.id}`, {
      token: owner.token,
      payload: { title: '  Nowy tytuł ', fileName: 'inny.mp4', fileUrl: '/x', date: '2000-01-01' },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await list(owner.id)).toEqual([{ ...video, title: 'Nowy tytuł' }]);
  });

  it('checks the title and changes nothing when it is refused', async () => {
    const owner = await freelancer();
    const video = await add(owner.token, 'Tytuł');
    const patch = (payload: unknown) =>
      sendRaw(app, 'PATCH', `/api/video/${video.id}`, { token: owner.token, payload });
    expectError(await patch({ title: '' }), 400, m.videoTitleRequired);
    expectError(await patch({}), 400, m.videoTitleRequired);
    expectError(await patch({ title: 'x'.repeat(51) }), 400, m.videoTitleMax);
    expectError(await patch(undefined), 400, messages.invalidBody);
    expect(await list(owner.id)).toEqual([video]);
  });

  it('is 404 Nie znaleziono wideo for another freelancer’s or an unknown video', async () => {
    const owner = await freelancer();
    const other = await freelancer();
    const video = await add(owner.token, 'Moje');
    for (const id of [video.id, 2_147_483_000]) {
      const res = await sendRaw(app, 'PATCH', `/api/video/${id}`, {
        token: other.token,
        payload: { title: 'Cudze' },
      });
      expectError(res, 404, m.videoNotFound);
    }
    expect(await list(owner.id)).toEqual([video]);
  });
});

describe('D32 DELETE /video/:id', () => {
  it('deletes the row and then its file, 204', async () => {
    const owner = await freelancer();
    const kept = await add(owner.token, 'Zostaje');
    const gone = await add(owner.token, 'Usunięte');
    const res = await sendRaw(app, 'DELETE', `/api/video/${gone.id}`, { token: owner.token });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await list(owner.id)).toEqual([kept]);
    expect(await app.media.stat(keyOf(gone))).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: gone.fileUrl })).statusCode).toBe(404);
    const keys = await expectMediaConsistent(app);
    expect(keys).toContain(keyOf(kept));
    expect(keys).not.toContain(keyOf(gone));
    // Gone is gone: a second delete finds nothing.
    const again = await sendRaw(app, 'DELETE', `/api/video/${gone.id}`, { token: owner.token });
    expectError(again, 404, m.videoNotFound);
  });

  it('is 404 for another freelancer’s video, which keeps its row and file', async () => {
    const owner = await freelancer();
    const other = await freelancer();
    const video = await add(owner.token, 'Moje');
    const res = await sendRaw(app, 'DELETE', `/api/video/${video.id}`, { token: other.token });
    expectError(res, 404, m.videoNotFound);
    expect(await list(owner.id)).toEqual([video]);
    expect(await app.media.stat(keyOf(video))).toEqual({ size: 2048 });
    await expectMediaConsistent(app);
  });
});

it('documents D29–D32 in OpenAPI, the upload as a multipart form', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  type Operation = {
    summary?: string;
    description?: string;
    requestBody?: {
      content: Record<string, { schema: { properties: Record<string, { format?: string }> } }>;
    };
  };
  const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  expect(paths['/api/video/freelancer/{id}']?.get?.summary).toMatch(/^D29: /);
  const post = paths['/api/video']?.post;
  expect(post?.summary).toMatch(/^D30: /);
  expect(post?.description).toContain('Dodaj plik wideo');
  const formSchema = post?.requestBody?.content['multipart/form-data']?.schema;
  expect(formSchema?.properties.file?.format).toBe('binary');
  expect(Object.keys(formSchema?.properties ?? {}).sort()).toEqual(['file', 'title']);
  expect(paths['/api/video/{id}']?.patch?.summary).toMatch(/^D31: /);
  expect(paths['/api/video/{id}']?.delete?.summary).toMatch(/^D32: /);
});
