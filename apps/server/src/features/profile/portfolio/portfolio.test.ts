import type { Readable } from 'node:stream';
import {
  MAX_IMAGE_BYTES,
  profileMessages as m,
  messages,
  type PortfolioItem,
  profileItemLimits,
  wireMessages,
} from '@handlowo/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictures } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { expectMediaConsistent } from '../../../testing/media-files.ts';
import { sampleImage, sampleVideo } from '../../../testing/media-samples.ts';
import { type FormPart, multipartBody } from '../../../testing/multipart.ts';
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
  url = '/api/freelancer/portfolios',
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });

interface ProjectForm {
  title?: string;
  info?: string;
  picture?: Buffer;
}

const projectForm = ({ title, info, picture }: ProjectForm) =>
  multipartBody([
    ...(title === undefined ? [] : [{ name: 'title', value: title }]),
    ...(info === undefined ? [] : [{ name: 'info', value: info }]),
    ...(picture
      ? [{ name: 'picture', filename: 'projekt', contentType: 'image/png', data: picture }]
      : []),
  ] as FormPart[]);

let small: Buffer | undefined;
const smallPicture = async () => {
  small ??= await sampleImage('jpeg');
  return small;
};

const upload = async (token: string, form: ProjectForm) =>
  send(token, projectForm({ picture: await smallPicture(), ...form }));

async function add(token: string, form: ProjectForm = {}) {
  const res = await upload(token, { title: 'Projekt', ...form });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PortfolioItem>();
}

const list = async (freelancerId: number, { token = admin, size = '' } = {}) => {
  const query = size ? `?size=${size}` : '';
  const res = await sendRaw(app, 'GET', `/api/freelancer/${freelancerId}/portfolios${query}`, {
    token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PortfolioItem[]>();
};

const rowsOf = (userId: number) =>
  app.db
    .select()
    .from(pictures)
    .where(and(eq(pictures.userId, userId), eq(pictures.kind, 'PORTFOLIO')))
    .orderBy(pictures.id);

/** The bytes of a `data:image/webp;base64,…` URL. */
function dataUrlBytes(dataUrl: string): Buffer {
  const prefix = 'data:image/webp;base64,';
  expect(dataUrl.startsWith(prefix)).toBe(true);
  return Buffer.from(dataUrl.slice(prefix.length), 'base64');
}

const keyOf = (url: string) => url.replace('http://handlowo.test/api/files/', '');

const fileBytes = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

describe('D34 POST /freelancer/portfolios', () => {
  it('stores the picture and a thumbnail, uncropped, and answers 201 PortfolioItem', async () => {
    const owner = await freelancer();
    const photo = await sampleImage('png', { width: 2400, height: 1200 });
    const item = await add(owner.token, {
      title: '  Kampania B2B ',
      info: ' Pozyskanie 40 klientów ',
      picture: photo,
    });
    expect(item).toEqual({
      pictureId: expect.any(Number),
      title: 'Kampania B2B',
      info: 'Pozyskanie 40 klientów',
      pictureData: expect.stringMatching(/^data:image\/webp;base64,/),
      pictureUrl: expect.stringMatching(/^http:\/\/handlowo\.test\/api\/files\/[\w-]{43}\.webp$/),
      thumbnailUrl: expect.stringMatching(/^http:\/\/handlowo\.test\/api\/files\/[\w-]{43}\.webp$/),
    });
    expect(item.thumbnailUrl).not.toBe(item.pictureUrl);
    // The long edge bounded, the ratio kept (not cropped).
    const full = await sharp(dataUrlBytes(item.pictureData)).metadata();
    expect(full).toMatchObject({ format: 'webp', width: 1920, height: 960 });
    expect(dataUrlBytes(item.pictureData).equals(await fileBytes(item.pictureUrl))).toBe(true);
    const thumb = await sharp(await fileBytes(item.thumbnailUrl)).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 640, height: 320 });
    const [row] = await rowsOf(owner.id);
    expect(row).toMatchObject({
      id: item.pictureId,
      kind: 'PORTFOLIO',
      title: 'Kampania B2B',
      info: 'Pozyskanie 40 klientów',
      storageKey: keyOf(item.pictureUrl),
      smallStorageKey: keyOf(item.thumbnailUrl),
      contentType: 'image/webp',
      width: 1920,
      height: 960,
    });
    const keys = await expectMediaConsistent(app);
    expect(keys).toEqual(
      expect.arrayContaining([keyOf(item.pictureUrl), keyOf(item.thumbnailUrl)]),
    );
  });

  it('never scales a small picture up, and takes a tall one whole', async () => {
    const owner = await freelancer();
    const tiny = await add(owner.token, {
      picture: await sampleImage('webp', { width: 300, height: 200 }),
    });
    expect(await sharp(dataUrlBytes(tiny.pictureData)).metadata()).toMatchObject({
      width: 300,
      height: 200,
    });
    expect(await sharp(await fileBytes(tiny.thumbnailUrl)).metadata()).toMatchObject({
      width: 300,
      height: 200,
    });
    const tall = await add(owner.token, {
      picture: await sampleImage('jpeg', { width: 1000, height: 3000 }),
    });
    expect(await sharp(dataUrlBytes(tall.pictureData)).metadata()).toMatchObject({
      width: 640,
      height: 1920,
    });
    expect(await sharp(await fileBytes(tall.thumbnailUrl)).metadata()).toMatchObject({
      width: 160,
      height: 480,
    });
  });

  it('applies the EXIF orientation and drops the metadata (GPS included)', async () => {
    const owner = await freelancer();
    const photo = await sharp(await sampleImage('jpeg', { width: 400, height: 200 }))
      .withExif({
        IFD0: { Make: 'Telefon', Model: 'X' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const item = await add(owner.token, { picture: photo });
    for (const bytes of [dataUrlBytes(item.pictureData), await fileBytes(item.thumbnailUrl)]) {
      const metadata = await sharp(bytes).metadata();
      // Turned upright: the 400x200 landscape stored with orientation 6 is a portrait.
      expect(metadata.height).toBeGreaterThan(metadata.width ?? 0);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('Telefon'))).toBe(false);
    }
  });

  it('takes an empty or missing comment as empty text', async () => {
    const owner = await freelancer();
    expect((await add(owner.token, { info: '' })).info).toBe('');
    expect((await add(owner.token, { info: undefined })).info).toBe('');
    expect((await add(owner.token, { info: 'x'.repeat(150) })).info).toBe('x'.repeat(150));
  });

  it('asks for a picture when there is none: Dodaj projekt', async () => {
    const owner = await freelancer();
    for (const request of [
      projectForm({ title: 'Bez obrazu' }),
      multipartBody([
        { name: 'title', value: 'Pusty plik' },
        { name: 'picture', filename: 'pusty.png', data: Buffer.alloc(0) },
      ]),
      { body: '{"title":"JSON"}', contentType: 'application/json' },
      { body: '', contentType: 'application/json' },
    ]) {
      expectError(await send(owner.token, request), 400, m.portfolioPictureRequired);
    }
    expect(await rowsOf(owner.id)).toEqual([]);
    await expectMediaConsistent(app);
  });

  it('checks the texts (title required, at most 50; comment at most 150), keeping no file', async () => {
    const owner = await freelancer();
    expectError(await upload(owner.token, {}), 400, m.portfolioTitleRequired);
    expectError(await upload(owner.token, { title: '   ' }), 400, m.portfolioTitleRequired);
    expectError(await upload(owner.token, { title: 'x'.repeat(51) }), 400, m.portfolioTitleMax);
    expectError(
      await upload(owner.token, { title: 'Projekt', info: 'x'.repeat(151) }),
      400,
      m.portfolioInfoMax,
    );
    expect(await rowsOf(owner.id)).toEqual([]);
    await expectMediaConsistent(app);
    expect((await add(owner.token, { title: 'ł'.repeat(50) })).title).toBe('ł'.repeat(50));
  });

  it('refuses what is not a JPEG, PNG or WebP picture, and more than 3 MB', async () => {
    const owner = await freelancer();
    for (const picture of [
      sampleVideo('mp4'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ]) {
      expectError(await upload(owner.token, { title: 'Zły', picture }), 400, m.invalidFileFormat);
    }
    const truncated = (await sampleImage('jpeg', { width: 400, height: 300 })).subarray(0, 600);
    expectError(
      await upload(owner.token, { title: 'Ucięty', picture: truncated }),
      400,
      m.unreadableImage,
    );
    const jpeg = await sampleImage('jpeg');
    const padded = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
    expectError(
      await upload(owner.token, { title: 'Duży', picture: padded(MAX_IMAGE_BYTES + 1) }),
      413,
      m.imageTooLarge,
    );
    expect(await rowsOf(owner.id)).toEqual([]);
    await expectMediaConsistent(app);
    await add(owner.token, { picture: padded(MAX_IMAGE_BYTES) });
    await expectMediaConsistent(app);
  });

  it('refuses a second file and a file in another field', async () => {
    const owner = await freelancer();
    const image = await smallPicture();
    const two = multipartBody([
      { name: 'title', value: 'Dwa' },
      { name: 'picture', filename: 'a.jpg', data: image },
      { name: 'picture', filename: 'b.jpg', data: image },
    ]);
    expectError(await send(owner.token, two), 400, m.tooManyFiles);
    const other = multipartBody([
      { name: 'title', value: 'Inne pole' },
      { name: 'file', filename: 'a.jpg', data: image },
    ]);
    expectError(await send(owner.token, other), 400, m.unexpectedField);
    expect(await rowsOf(owner.id)).toEqual([]);
    await expectMediaConsistent(app);
  });

  it(`refuses the project after ${profileItemLimits.portfolio}, before reading the upload`, async () => {
    const owner = await freelancer();
    // The avatar is a picture too, and does not count.
    const avatar = await sendRaw(app, 'DELETE', '/api/user/avatar', { token: owner.token });
    expect(avatar.statusCode).toBe(204);
    const avatarForm = multipartBody([{ name: 'file', filename: 'a', data: await smallPicture() }]);
    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/user/avatar',
      headers: { ...bearer(owner.token), 'content-type': avatarForm.contentType },
      payload: avatarForm.body,
    });
    expect(saved.statusCode).toBe(204);
    for (let i = 0; i < profileItemLimits.portfolio; i++)
      await add(owner.token, { title: `P${i}` });
    expectError(await upload(owner.token, { title: 'Nadmiarowy' }), 400, m.tooManyPortfolioItems);
    // A full portfolio answers the limit even for a file it would refuse: it was never read.
    expectError(
      await upload(owner.token, { title: 'Wideo', picture: sampleVideo('mp4') }),
      400,
      m.tooManyPortfolioItems,
    );
    expect(await rowsOf(owner.id)).toHaveLength(profileItemLimits.portfolio);
    await expectMediaConsistent(app);
  }, 60_000);

  it(`keeps ${profileItemLimits.portfolio} when uploads arrive at once, deleting the refused files`, async () => {
    const owner = await freelancer();
    const max = profileItemLimits.portfolio;
    for (let i = 0; i < max - 2; i++) await add(owner.token, { title: `P${i}` });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => upload(owner.token, { title: `Równolegle ${i}` })),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(2);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(3);
    for (const res of refused) expectError(res, 400, m.tooManyPortfolioItems);
    expect(await rowsOf(owner.id)).toHaveLength(max);
    await expectMediaConsistent(app);
  }, 60_000);
});

describe('D33 GET /freelancer/:id/portfolios', () => {
  it('lists oldest first to any logged-in user; ?size=small answers the thumbnails', async () => {
    const owner = await freelancer();
    expect(await list(owner.id)).toEqual([]);
    const big = await sampleImage('png', { width: 1600, height: 1200 });
    const first = await add(owner.token, { title: 'Pierwszy', picture: big });
    const second = await add(owner.token, { title: 'Drugi', info: 'Opis' });
    const visitor = (await createUser(app, { role: 'FREELANCER' })).token;
    const items = await list(owner.id, { token: visitor });
    expect(items).toEqual([first, second]);
    const thumbnails = await list(owner.id, { token: visitor, size: 'small' });
    expect(thumbnails.map(({ pictureData, ...rest }) => rest)).toEqual(
      items.map(({ pictureData, ...rest }) => rest),
    );
    const [thumb] = thumbnails;
    if (!thumb) throw new Error('no thumbnail');
    expect(dataUrlBytes(thumb.pictureData).equals(await fileBytes(first.thumbnailUrl))).toBe(true);
    expect(await sharp(dataUrlBytes(thumb.pictureData)).metadata()).toMatchObject({
      width: 640,
      height: 480,
    });
    const wrong = await sendRaw(app, 'GET', `/api/freelancer/${owner.id}/portfolios?size=big`, {
      token: admin,
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('reads the rows in one query, however many projects', async () => {
    const one = await freelancer();
    await add(one.token);
    const many = await freelancer();
    for (let i = 0; i < 4; i++) await add(many.token, { title: `P${i}` });
    const single = await queries.during(() => list(one.id));
    const several = await queries.during(() => list(many.id, { size: 'small' }));
    expect(several.result).toHaveLength(4);
    // The auth lookup and one read of the projects.
    expect(several.statements).toHaveLength(2);
    expect(several.statements).toEqual(single.statements);
  });

  it('leaves out a project whose file is gone instead of failing', async () => {
    const owner = await freelancer();
    const kept = await add(owner.token, { title: 'Zostaje' });
    const lost = await add(owner.token, { title: 'Zgubiony' });
    await app.media.delete(keyOf(lost.pictureUrl));
    expect(await list(owner.id)).toEqual([kept]);
    await app.media.delete(keyOf(lost.thumbnailUrl));
    await app.db.delete(pictures).where(eq(pictures.id, lost.pictureId));
  });

  it('answers 404 User not found when the id is not a freelancer', async () => {
    const investor = await createUser(app, { role: 'INVESTOR' });
    for (const id of [investor.user.id, 2_147_483_000]) {
      const res = await sendRaw(app, 'GET', `/api/freelancer/${id}/portfolios`, { token: admin });
      expectError(res, 404, wireMessages.userNotFound);
    }
  });
});

describe('D35 PATCH /freelancer/portfolios', () => {
  const patch = (token: string, payload: unknown) =>
    sendRaw(app, 'PATCH', '/api/freelancer/portfolios', { token, payload });

  it('changes the title and comment by pictureId or id, 204; the picture stays', async () => {
    const owner = await freelancer();
    const item = await add(owner.token, { title: 'Stary', info: 'Stary opis' });
    const res = await patch(owner.token, {
      pictureId: item.pictureId,
      title: ' Nowy ',
      info: ' Nowy opis ',
      pictureData: 'data:image/png;base64,AAAA',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await list(owner.id)).toEqual([{ ...item, title: 'Nowy', info: 'Nowy opis' }]);
    expect(
      (await patch(owner.token, { id: item.pictureId, title: 'Przez id', info: '' })).statusCode,
    ).toBe(204);
    expect(await list(owner.id)).toEqual([{ ...item, title: 'Przez id', info: '' }]);
    await expectMediaConsistent(app);
  });

  it('checks the texts and the id, changing nothing when refused', async () => {
    const owner = await freelancer();
    const item = await add(owner.token, { title: 'Tytuł', info: 'Opis' });
    const id = item.pictureId;
    expectError(
      await patch(owner.token, { pictureId: id, title: '' }),
      400,
      m.portfolioTitleRequired,
    );
    expectError(
      await patch(owner.token, { pictureId: id, title: 'x'.repeat(51) }),
      400,
      m.portfolioTitleMax,
    );
    expectError(
      await patch(owner.token, { pictureId: id, title: 'T', info: 'x'.repeat(151) }),
      400,
      m.portfolioInfoMax,
    );
    expectError(await patch(owner.token, { title: 'Bez id' }), 400, messages.invalidId);
    expectError(await patch(owner.token, { pictureId: 0, title: 'Zero' }), 400, messages.invalidId);
    expectError(await patch(owner.token, undefined), 400, messages.invalidBody);
    expect(await list(owner.id)).toEqual([item]);
  });

  it('is 404 Nie znaleziono projektu for another user’s project, an avatar or an unknown id', async () => {
    const owner = await freelancer();
    const other = await freelancer();
    const item = await add(owner.token, { title: 'Mój' });
    const avatarForm = multipartBody([{ name: 'file', filename: 'a', data: await smallPicture() }]);
    await app.inject({
      method: 'PATCH',
      url: '/api/user/avatar',
      headers: { ...bearer(other.token), 'content-type': avatarForm.contentType },
      payload: avatarForm.body,
    });
    const [avatar] = await app.db
      .select()
      .from(pictures)
      .where(and(eq(pictures.userId, other.id), eq(pictures.kind, 'AVATAR')));
    if (!avatar) throw new Error('no avatar');
    for (const pictureId of [item.pictureId, avatar.id, 2_147_483_000]) {
      expectError(
        await patch(other.token, { pictureId, title: 'Cudzy', info: '' }),
        404,
        m.portfolioItemNotFound,
      );
    }
    expect(await list(owner.id)).toEqual([item]);
    expect(
      (await app.db.select().from(pictures).where(eq(pictures.id, avatar.id)))[0]?.title,
    ).toBeNull();
  });
});

describe.each([
  ['D36 DELETE /portfolio/:pictureId', '/api/portfolio'],
  ['H alias DELETE /freelancer/portfolios/:pictureId', '/api/freelancer/portfolios'],
])('%s', (_name, base) => {
  const remove = (token: string, id: number) => sendRaw(app, 'DELETE', `${base}/${id}`, { token });

  it('deletes the row and then both files, 204', async () => {
    const owner = await freelancer();
    const kept = await add(owner.token, { title: 'Zostaje' });
    const gone = await add(owner.token, { title: 'Usunięty' });
    const res = await remove(owner.token, gone.pictureId);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await list(owner.id)).toEqual([kept]);
    for (const url of [gone.pictureUrl, gone.thumbnailUrl]) {
      expect(await app.media.stat(keyOf(url))).toBeUndefined();
    }
    const keys = await expectMediaConsistent(app);
    expect(keys).toEqual(
      expect.arrayContaining([keyOf(kept.pictureUrl), keyOf(kept.thumbnailUrl)]),
    );
    expectError(await remove(owner.token, gone.pictureId), 404, m.portfolioItemNotFound);
  });

  it('is 404 for another user’s project, the caller’s avatar or an unknown id; nothing changes', async () => {
    const owner = await freelancer();
    const item = await add(owner.token, { title: 'Mój' });
    const avatarForm = multipartBody([{ name: 'file', filename: 'a', data: await smallPicture() }]);
    await app.inject({
      method: 'PATCH',
      url: '/api/user/avatar',
      headers: { ...bearer(owner.token), 'content-type': avatarForm.contentType },
      payload: avatarForm.body,
    });
    const [avatar] = await app.db
      .select()
      .from(pictures)
      .where(and(eq(pictures.userId, owner.id), eq(pictures.kind, 'AVATAR')));
    if (!avatar) throw new Error('no avatar');
    const other = await freelancer();
    expectError(await remove(other.token, item.pictureId), 404, m.portfolioItemNotFound);
    expectError(await remove(owner.token, avatar.id), 404, m.portfolioItemNotFound);
    expectError(await remove(owner.token, 2_147_483_000), 404, m.portfolioItemNotFound);
    expect(await list(owner.id)).toEqual([item]);
    expect(await app.media.stat(avatar.storageKey)).toBeDefined();
    await expectMediaConsistent(app);
  });
});

it('documents D33–D36 and the H alias in OpenAPI, the upload as a multipart form', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  type Operation = {
    summary?: string;
    parameters?: { name: string; in: string }[];
    requestBody?: {
      content: Record<string, { schema: { properties: Record<string, { format?: string }> } }>;
    };
  };
  const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  const read = paths['/api/freelancer/{id}/portfolios']?.get;
  expect(read?.summary).toMatch(/^D33: /);
  expect(read?.parameters?.find((p) => p.name === 'size')).toMatchObject({ in: 'query' });
  const post = paths['/api/freelancer/portfolios']?.post;
  expect(post?.summary).toMatch(/^D34: /);
  const formSchema = post?.requestBody?.content['multipart/form-data']?.schema;
  expect(formSchema?.properties.picture?.format).toBe('binary');
  expect(Object.keys(formSchema?.properties ?? {}).sort()).toEqual(['info', 'picture', 'title']);
  expect(paths['/api/freelancer/portfolios']?.patch?.summary).toMatch(/^D35: /);
  expect(paths['/api/portfolio/{pictureId}']?.delete?.summary).toMatch(/^D36: /);
  expect(paths['/api/freelancer/portfolios/{pictureId}']?.delete?.summary).toMatch(/^D36 \(H /);
});
