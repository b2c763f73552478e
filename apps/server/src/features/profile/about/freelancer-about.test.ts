import { type AboutInfo, profileMessages, wireMessages } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { expectMediaConsistent } from '../../../testing/media-files.ts';
import { sampleVideo } from '../../../testing/media-samples.ts';
import { type FormPart, multipartBody } from '../../../testing/multipart.ts';
import { insertOrderActivity } from '../../../testing/order-factories.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const saveAbout = (token: string, parts: FormPart[]) => {
  const { body, contentType } = multipartBody(parts);
  return app.inject({
    method: 'PATCH',
    url: '/api/about',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
};

async function readAbout(id: number, token: string): Promise<AboutInfo> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/about/freelancer/${id}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AboutInfo>();
}

const keyOf = (url: string | null) => url?.replace('http://handlowo.test/api/files/', '');

describe('about (D19, D20)', () => {
  it('answers every field null before the first save, to any logged-in user', async () => {
    const { user } = await createUser(app, { role: 'FREELANCER' });
    // An investor, once the freelancer serves their order (issue 9).
    const { user: investor, token } = await createUser(app, { role: 'INVESTOR' });
    await insertOrderActivity(app, { investorId: investor.id, freelancerId: user.id });
    expect(await readAbout(user.id, token)).toEqual({
      id: null,
      about: null,
      mainPassion: null,
      video: null,
    });
  });

  it('saves the texts (trimmed, empty passion as null) and keeps the video unless told', async () => {
    const { user, token } = await createUser(app, { role: 'FREELANCER' });
    const res = await saveAbout(token, [
      { name: 'about', value: '  Sprzedaję od dziesięciu lat.  ' },
      { name: 'mainPassion', value: '' },
    ]);
    expect(res.statusCode, res.body).toBe(204);
    expect(await readAbout(user.id, token)).toEqual({
      id: user.id,
      about: 'Sprzedaję od dziesięciu lat.',
      mainPassion: null,
      video: null,
    });
  });

  it('stores a video, replaces it with a new one, keeps it, then removes it (files follow)', async () => {
    const { user, token } = await createUser(app, { role: 'FREELANCER' });
    const mp4 = sampleVideo('mp4', 5000);
    // The video first, the texts after it: the form's order does not matter.
    const first = await saveAbout(token, [
      { name: 'video', filename: 'My video', contentType: 'application/octet-stream', data: mp4 },
      { name: 'about', value: 'O mnie' },
      { name: 'mainPassion', value: 'Negocjacje' },
    ]);
    expect(first.statusCode, first.body).toBe(204);
    const saved = await readAbout(user.id, token);
    expect(saved).toMatchObject({ id: user.id, about: 'O mnie', mainPassion: 'Negocjacje' });
    expect(saved.video).toMatch(/^http:\/\/handlowo\.test\/api\/files\/[A-Za-z0-9_-]{43}\.mp4$/);
    const file = await app.inject({ method: 'GET', url: saved.video ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(mp4)).toBe(true);
    expect(await expectMediaConsistent(app)).toContain(keyOf(saved.video));

    await saveAbout(token, [
      { name: 'about', value: 'O mnie' },
      { name: 'video', filename: 'Intro video', data: sampleVideo('mov') },
    ]);
    const replaced = await readAbout(user.id, token);
    expect(replaced.video).toMatch(/\.mov$/);
    const afterReplace = await expectMediaConsistent(app);
    expect(afterReplace).toContain(keyOf(replaced.video));
    expect(afterReplace).not.toContain(keyOf(saved.video));

    // No video field: the current one stays.
    await saveAbout(token, [{ name: 'about', value: 'Nowy opis' }]);
    expect((await readAbout(user.id, token)).video).toBe(replaced.video);

    await saveAbout(token, [
      { name: 'about', value: 'Nowy opis' },
      { name: 'removeVideo', value: 'true' },
    ]);
    expect((await readAbout(user.id, token)).video).toBeNull();
    expect(await expectMediaConsistent(app)).not.toContain(keyOf(replaced.video));
    expect((await app.inject({ method: 'GET', url: replaced.video ?? '' })).statusCode).toBe(404);
  });

  it('takes a new video over removeVideo, and stores an AVI as .avi', async () => {
    const { user, token } = await createUser(app, { role: 'FREELANCER' });
    await saveAbout(token, [
      { name: 'about', value: 'O mnie' },
      { name: 'removeVideo', value: 'true' },
      { name: 'video', filename: 'v', data: sampleVideo('avi') },
    ]);
    const about = await readAbout(user.id, token);
    expect(about.video).toMatch(/\.avi$/);
    await expectMediaConsistent(app);
  });

  it('refuses invalid texts with the field message, keeping nothing of the request', async () => {
    const { user, token } = await createUser(app, { role: 'FREELANCER' });
    await saveAbout(token, [{ name: 'about', value: 'Przed' }]);
    const before = await readAbout(user.id, token);
    const video = { name: 'video', filename: 'v.mp4', data: sampleVideo('mp4') };
    const cases: [FormPart[], string][] = [
      [[video], profileMessages.aboutRequired],
      [[{ name: 'about', value: '   ' }, video], profileMessages.aboutRequired],
      [[{ name: 'about', value: 'x'.repeat(501) }, video], profileMessages.aboutMax],
      [
        [{ name: 'about', value: 'ok' }, { name: 'mainPassion', value: 'y'.repeat(601) }, video],
        profileMessages.mainPassionMax,
      ],
      [[{ name: 'about', value: 'ok\u0000' }], 'Niepoprawne dane żądania'],
    ];
    for (const [parts, message] of cases) {
      const res = await saveAbout(token, parts);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message, code: expect.any(String) });
      expect(await readAbout(user.id, token)).toEqual(before);
      await expectMediaConsistent(app);
    }
    // The limits themselves are accepted.
    const max = await saveAbout(token, [
      { name: 'about', value: 'x'.repeat(500) },
      { name: 'mainPassion', value: 'y'.repeat(600) },
    ]);
    expect(max.statusCode, max.body).toBe(204);
  });

  it('answers 404 User not found for an id that is not a freelancer', async () => {
    const { user: admin, token } = await createUser(app, { role: 'ADMIN' });
    for (const id of [admin.id, 2147483000]) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/about/freelancer/${id}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(wireMessages.userNotFound);
    }
  });
});
