import { type Picture, wireMessages } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { expectMediaConsistent } from '../../../testing/media-files.ts';
import { sampleImage } from '../../../testing/media-samples.ts';
import { multipartBody } from '../../../testing/multipart.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const upload = async (method: 'PATCH' | 'POST', url: string, token: string, image: Buffer) => {
  const { body, contentType } = multipartBody([
    { name: 'file', filename: 'awatar', contentType: 'image/png', data: image },
  ]);
  return app.inject({
    method,
    url,
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
};

const get = (url: string, token: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(token), 'content-type': 'application/json' },
  });

const del = (url: string, token: string) =>
  app.inject({
    method: 'DELETE',
    url,
    headers: { ...bearer(token), 'content-type': 'application/json' },
  });

/** The bytes of a `data:image/webp;base64,…` URL. */
function decodeDataUrl(dataUrl: string): Buffer {
  const prefix = 'data:image/webp;base64,';
  expect(dataUrl.startsWith(prefix)).toBe(true);
  return Buffer.from(dataUrl.slice(prefix.length), 'base64');
}

async function pictureOf(url: string, token: string) {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  const picture = res.json<Picture>();
  const bytes = decodeDataUrl(picture.pictureData);
  return { picture, bytes, metadata: await sharp(bytes).metadata() };
}

/** The rows' keys, to compare with the files on disk. */
async function storedKeys(userId: number) {
  const rows = await app.db.query.pictures.findMany({ where: (p, { eq }) => eq(p.userId, userId) });
  return rows.flatMap((r) => [r.storageKey, ...(r.smallStorageKey ? [r.smallStorageKey] : [])]);
}

describe('avatar (D4-D6)', () => {
  it('stores a 512x512 WebP and a 96x96 rendition, replaces them and deletes the files', async () => {
    const { user, token } = await createUser(app, { role: 'FREELANCER' });
    const { token: viewer } = await createUser(app, { role: 'FREELANCER' });
    const url = `/api/user/avatar/${user.id}`;
    expect((await get(url, viewer)).statusCode).toBe(204);

    expect(
      (
        await upload(
          'PATCH',
          '/api/user/avatar',
          token,
          await sampleImage('png', { width: 600, height: 400 }),
        )
      ).statusCode,
    ).toBe(204);
    const big = await pictureOf(url, viewer);
    expect(big.metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    const small = await pictureOf(`${url}?size=small`, viewer);
    expect(small.metadata).toMatchObject({ format: 'webp', width: 96, height: 96 });
    expect(small.picture.pictureId).toBe(big.picture.pictureId);
    expect(small.bytes.length).toBeLessThan(big.bytes.length);
    const first = await storedKeys(user.id);
    expect(first).toHaveLength(2);
    expect(await expectMediaConsistent(app)).toEqual(expect.arrayContaining(first));

    // A replace stores new files and removes the old ones.
    expect(
      (await upload('PATCH', '/api/user/avatar', token, await sampleImage('jpeg'))).statusCode,
    ).toBe(204);
    const second = await storedKeys(user.id);
    expect(second).toHaveLength(2);
    expect(second.some((k) => first.includes(k))).toBe(false);
    const afterReplace = await expectMediaConsistent(app);
    expect(afterReplace).toEqual(expect.arrayContaining(second));
    expect(afterReplace.some((k) => first.includes(k))).toBe(false);

    expect((await del('/api/user/avatar', token)).statusCode).toBe(204);
    expect((await get(url, viewer)).statusCode).toBe(204);
    expect(await storedKeys(user.id)).toEqual([]);
    await expectMediaConsistent(app);
    // Nothing to delete is still 204.
    expect((await del('/api/user/avatar', token)).statusCode).toBe(204);
  });

  it('applies the EXIF orientation and drops every metadata block (GPS included)', async () => {
    const { user, token } = await createUser(app, { role: 'INVESTOR' });
    // Stored sideways: left half red, right half blue; orientation 6 shows it turned 90° clockwise,
    // so upright the red half is on top.
    const width = 200;
    const height = 200;
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < width * height; i++) {
      const x = i % width;
      pixels[i * 3] = x < width / 2 ? 255 : 0;
      pixels[i * 3 + 2] = x < width / 2 ? 0 : 255;
    }
    const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Telefon', Model: 'X' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const uploaded = await sharp(photo).metadata();
    expect(uploaded.orientation).toBe(6);
    expect(uploaded.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD tag

    expect((await upload('PATCH', '/api/user/avatar', token, photo)).statusCode).toBe(204);
    const { bytes, metadata } = await pictureOf(`/api/user/avatar/${user.id}`, token);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('Telefon'))).toBe(false);
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * 512 + x) * 3, (y * 512 + x) * 3 + 3),
    ];
    const [topRed, , topBlue] = at(256, 20) as [number, number, number];
    const [bottomRed, , bottomBlue] = at(256, 490) as [number, number, number];
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it('answers 404 User not found for an unknown id and 400 for an unknown size', async () => {
    const { token } = await createUser(app, { role: 'ADMIN' });
    const res = await get('/api/user/avatar/2147483000', token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: wireMessages.userNotFound, code: 'NOT_FOUND' });
    const { user } = await createUser(app, { role: 'FREELANCER' });
    expect((await get(`/api/user/avatar/${user.id}?size=huge`, token)).statusCode).toBe(400);
  });

  it('lets any logged-in user keep an avatar: the investor and the temporary investor', async () => {
    const start = await app.inject({ method: 'POST', url: '/api/auth/start' });
    const { token } = start.json<{ token: string }>();
    expect(
      (await upload('PATCH', '/api/user/avatar', token, await sampleImage('webp'))).statusCode,
    ).toBe(204);
    expect((await del('/api/user/avatar', token)).statusCode).toBe(204);
  });
});

describe('background picture (D7-D10)', () => {
  it('stores 1320x250 through PATCH and POST, replaces and deletes the file', async () => {
    const { user, token } = await createUser(app, { role: 'FREELANCER' });
    const url = `/api/freelancer/backgroundPicture/${user.id}`;
    expect((await get(url, token)).statusCode).toBe(204);

    const wide = await sampleImage('jpeg', { width: 1600, height: 300 });
    expect(
      (await upload('PATCH', '/api/freelancer/backgroundPicture', token, wide)).statusCode,
    ).toBe(204);
    expect((await pictureOf(url, token)).metadata).toMatchObject({
      format: 'webp',
      width: 1320,
      height: 250,
    });
    const first = await storedKeys(user.id);
    expect(first).toHaveLength(1);

    expect(
      (await upload('POST', '/api/freelancer/backgroundPicture', token, await sampleImage('png')))
        .statusCode,
    ).toBe(204);
    const second = await storedKeys(user.id);
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first[0]);
    const afterReplace = await expectMediaConsistent(app);
    expect(afterReplace).toContain(second[0]);
    expect(afterReplace).not.toContain(first[0]);

    expect((await del('/api/freelancer/backgroundPicture', token)).statusCode).toBe(204);
    expect((await get(url, token)).statusCode).toBe(204);
    expect(await storedKeys(user.id)).toEqual([]);
    await expectMediaConsistent(app);
    expect((await del('/api/freelancer/backgroundPicture', token)).statusCode).toBe(204);
  });

  it('keeps the avatar and the background apart', async () => {
    const { user, token } = await createUser(app, { role: 'FREELANCER' });
    await upload('PATCH', '/api/user/avatar', token, await sampleImage('png'));
    await upload('PATCH', '/api/freelancer/backgroundPicture', token, await sampleImage('png'));
    expect(await storedKeys(user.id)).toHaveLength(3);
    await del('/api/freelancer/backgroundPicture', token);
    expect((await get(`/api/user/avatar/${user.id}`, token)).statusCode).toBe(200);
    await del('/api/user/avatar', token);
    expect(await storedKeys(user.id)).toEqual([]);
    await expectMediaConsistent(app);
  });

  it('answers 404 User not found for an id that is not a freelancer', async () => {
    const { user: investor, token } = await createUser(app, { role: 'INVESTOR' });
    for (const id of [investor.id, 2147483000]) {
      const res = await get(`/api/freelancer/backgroundPicture/${id}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(wireMessages.userNotFound);
    }
  });
});
