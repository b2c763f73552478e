import { type AdminData, adminMessages as m, messages, type Picture } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { type CreatedUser, createUser, uniqueEmail } from '../../../testing/factories.ts';
import { expectMediaConsistent } from '../../../testing/media-files.ts';
import { sampleImage } from '../../../testing/media-samples.ts';
import { multipartBody } from '../../../testing/multipart.ts';
import { readOutbox } from '../../../testing/outbox.ts';
import { expectError, expectPolish400, getOk, sendRaw } from '../../../testing/requests.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const newAdmin = () => createUser(app, { role: 'ADMIN' });

const upload = (token: string | undefined, data: Buffer, contentType = 'image/png') => {
  const form = multipartBody([{ name: 'file', filename: 'awatar', contentType, data }]);
  return app.inject({
    method: 'PATCH',
    url: '/api/admin/avatar',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': form.contentType,
    },
    payload: form.body,
  });
};
const avatar = (token: string | undefined, query = '') =>
  sendRaw(app, 'GET', `/api/admin/avatar${query}`, { token });
const removeAvatar = (token: string | undefined) =>
  sendRaw(app, 'DELETE', '/api/admin/avatar', { token });
const primaryData = (token: string | undefined, payload: unknown) =>
  sendRaw(app, 'PATCH', '/api/admin/primary-data', { token, payload });
const password = (token: string | undefined, payload: unknown) =>
  sendRaw(app, 'PATCH', '/api/admin/password', { token, payload });
const login = (email: string, pass: string) =>
  sendRaw(app, 'POST', '/api/auth/login', { payload: { email, password: pass } });
const me = (token: string) => getOk<AdminData>(app, '/api/admin-panel/me', token);
const userRow = async (id: number) =>
  (await app.db.select().from(users).where(eq(users.id, id)))[0];

async function sizeOf(picture: Picture) {
  const bytes = Buffer.from(picture.pictureData.replace(/^data:image\/webp;base64,/, ''), 'base64');
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
}

describe('F17–F19: the admin’s avatar', () => {
  it('answers 204 without an avatar, the picture after an upload, 204 after deleting it', async () => {
    const { token } = await newAdmin();
    expect((await avatar(token)).statusCode).toBe(204);

    expect((await upload(token, await sampleImage('png'))).statusCode).toBe(204);
    const full = await getOk<Picture>(app, '/api/admin/avatar', token);
    expect(await sizeOf(full)).toEqual({ width: 512, height: 512, format: 'webp' });
    const small = await getOk<Picture>(app, '/api/admin/avatar?size=small', token);
    expect(await sizeOf(small)).toEqual({ width: 96, height: 96, format: 'webp' });

    // Replacing deletes the former files.
    expect((await upload(token, await sampleImage('jpeg'))).statusCode).toBe(204);
    const replaced = await getOk<Picture>(app, '/api/admin/avatar', token);
    expect(replaced.pictureData).not.toBe(full.pictureData);
    await expectMediaConsistent(app);

    expect((await removeAvatar(token)).statusCode).toBe(204);
    expect((await avatar(token)).statusCode).toBe(204);
    expect((await removeAvatar(token)).statusCode).toBe(204);
    await expectMediaConsistent(app);
  });

  it('is the avatar D4 shows for the admin', async () => {
    const admin = await newAdmin();
    const freelancer = await createUser(app, { role: 'FREELANCER' });
    expect((await upload(admin.token, await sampleImage('png'))).statusCode).toBe(204);
    const own = await getOk<Picture>(app, '/api/admin/avatar', admin.token);
    const seen = await getOk<Picture>(app, `/api/user/avatar/${admin.user.id}`, freelancer.token);
    expect(seen).toEqual(own);
  });

  it('refuses a file that is not an image, and a form without the file', async () => {
    const { token } = await newAdmin();
    expectError(
      await upload(token, Buffer.from('to nie obraz'), 'image/png'),
      400,
      'Niepoprawny format pliku',
    );
    const empty = multipartBody([{ name: 'inne', value: 'x' }]);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/admin/avatar',
      headers: { authorization: `Bearer ${token}`, 'content-type': empty.contentType },
      payload: empty.body,
    });
    expectPolish400(res);
    expect((await avatar(token)).statusCode).toBe(204);
    await expectMediaConsistent(app);
  });

  it('is for admins only (403), D5 stays the way for the others', async () => {
    for (const role of ['FREELANCER', 'INVESTOR'] as const) {
      const { token } = await createUser(app, { role });
      expect((await avatar(token)).statusCode).toBe(403);
      expect((await upload(token, await sampleImage('png'))).statusCode).toBe(403);
      expect((await removeAvatar(token)).statusCode).toBe(403);
    }
    expect((await avatar(undefined)).statusCode).toBe(403);
    expect((await upload(undefined, await sampleImage('png'))).statusCode).toBe(403);
    expect((await removeAvatar(undefined)).statusCode).toBe(403);
    await expectMediaConsistent(app);
  });
});

describe('F20: the admin’s primary data', () => {
  it('changes only the given, non-empty fields; A11 shows them at once', async () => {
    const admin = await newAdmin();
    expect(
      (await primaryData(admin.token, { firstName: 'Zofia', lastName: '', email: '  ' }))
        .statusCode,
    ).toBe(204);
    expect(await me(admin.token)).toEqual({
      id: admin.user.id,
      email: admin.user.email,
      firstName: 'Zofia',
      lastName: 'Kowalski',
      role: 'ADMIN',
    });
    expect((await primaryData(admin.token, { lastName: 'Nowak-Wiśniewska' })).statusCode).toBe(204);
    expect(await me(admin.token)).toMatchObject({
      firstName: 'Zofia',
      lastName: 'Nowak-Wiśniewska',
    });
  });

  it('changes the e-mail (stored lower-case); the session stays, the login takes the new one', async () => {
    const admin = await newAdmin();
    const email = uniqueEmail('nowy-admin');
    const res = await primaryData(admin.token, { email: ` ${email.toUpperCase()} ` });
    expect(res.statusCode, res.body).toBe(204);
    // Decision: the sessions stay valid (the client logs out by itself after 2 s).
    expect(await me(admin.token)).toMatchObject({ email });
    expect((await login(email, admin.password)).statusCode).toBe(200);
    expect((await login(admin.user.email, admin.password)).statusCode).toBe(404);
  });

  it('answers 409 for an e-mail of another account (any case) and changes nothing', async () => {
    const admin = await newAdmin();
    const { user: other } = await createUser(app, { role: 'INVESTOR' });
    const res = await primaryData(admin.token, {
      email: other.email.toUpperCase(),
      firstName: 'Zofia',
    });
    expect(res.statusCode).toBe(409);
    expect(await userRow(admin.user.id)).toMatchObject({
      email: admin.user.email,
      firstName: admin.user.firstName,
    });
  });

  it('accepts the admin’s own e-mail as no change', async () => {
    const admin = await newAdmin();
    expect((await primaryData(admin.token, { email: admin.user.email })).statusCode).toBe(204);
    expect(await me(admin.token)).toMatchObject({ email: admin.user.email });
  });

  it('lets only one of two admins take an address at once', async () => {
    const [a, b] = await Promise.all([newAdmin(), newAdmin()]);
    const email = uniqueEmail('wspolny');
    const answers = await Promise.all([
      primaryData(a.token, { email }),
      primaryData(b.token, { email }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it.each([{}, { email: '', firstName: '', lastName: '' }, { firstName: '   ' }])(
    'refuses %j: nothing to change (400)',
    async (body) => {
      const admin = await newAdmin();
      expectError(await primaryData(admin.token, body), 400, m.primaryDataEmpty);
    },
  );

  it('refuses invalid fields with their Polish 400', async () => {
    const admin = await newAdmin();
    expectError(await primaryData(admin.token, { email: 'nie-mail' }), 400, messages.emailInvalid);
    expectPolish400(await primaryData(admin.token, { firstName: 'zofia' }));
    expectPolish400(await primaryData(admin.token, { lastName: 'N' }));
    expect(await userRow(admin.user.id)).toMatchObject({ firstName: 'Jan', lastName: 'Kowalski' });
  });

  it('is for admins only (403)', async () => {
    const { token, user } = await createUser(app, { role: 'FREELANCER' });
    expect((await primaryData(token, { firstName: 'Zofia' })).statusCode).toBe(403);
    expect((await primaryData(undefined, { firstName: 'Zofia' })).statusCode).toBe(403);
    expect(await userRow(user.id)).toMatchObject({ firstName: 'Jan' });
  });
});

describe('F21: the admin’s password', () => {
  const NEW = 'NoweHaslo123!';

  it('changes the password and ends every session and set-password link', async () => {
    const admin = await newAdmin();
    const second: CreatedUser = { ...admin, token: app.issueToken(admin.user) };
    // An outstanding reset link.
    const reset = await sendRaw(app, 'POST', '/api/set-password/send-email', {
      payload: { email: admin.user.email },
    });
    expect(reset.statusCode).toBe(204);
    const [mail] = await readOutbox(app, admin.user.email);

    const res = await password(admin.token, { oldPassword: admin.password, newPassword: NEW });
    expect(res.statusCode, res.body).toBe(204);
    expect(
      (await sendRaw(app, 'GET', '/api/admin-panel/me', { token: admin.token })).statusCode,
    ).toBe(403);
    expect(
      (await sendRaw(app, 'GET', '/api/admin-panel/me', { token: second.token })).statusCode,
    ).toBe(403);
    expect((await login(admin.user.email, admin.password)).statusCode).toBe(404);
    const logged = await login(admin.user.email, NEW);
    expect(logged.statusCode).toBe(200);
    expect(await me(logged.json<{ token: string }>().token)).toMatchObject({ id: admin.user.id });
    const used = await sendRaw(app, 'PATCH', `/api/set-password/${mail?.token}`, {
      payload: 'InneHaslo1!',
      contentType: 'text/plain',
    });
    expect(used.statusCode).toBe(400);
  });

  it('refuses a wrong old password (400) and changes nothing', async () => {
    const admin = await newAdmin();
    const before = await userRow(admin.user.id);
    expectError(
      await password(admin.token, { oldPassword: 'Zlehaslo1!', newPassword: NEW }),
      400,
      m.oldPasswordWrong,
    );
    expect(await userRow(admin.user.id)).toEqual(before);
    expect((await me(admin.token)).id).toBe(admin.user.id);
  });

  it('throttles wrong old passwords as account deletion does: 10 in 15 minutes, then 429 (issue 24)', async () => {
    const admin = await newAdmin();
    const wrong = () => password(admin.token, { oldPassword: 'Zlehaslo1!', newPassword: NEW });
    // Was: every one of them a 400, so a stolen session could guess without end.
    const burst = await Promise.all(Array.from({ length: 15 }, wrong));
    const statuses = burst.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expectError(
      await password(admin.token, { oldPassword: admin.password, newPassword: NEW }),
      429,
      m.passwordThrottled,
    );
    expect((await login(admin.user.email, admin.password)).statusCode).toBe(200);
  });

  it('does not count a right old password against the limit', async () => {
    const admin = await newAdmin();
    for (let i = 0; i < 9; i++) {
      expect(
        (await password(admin.token, { oldPassword: 'Zlehaslo1!', newPassword: NEW })).statusCode,
      ).toBe(400);
    }
    const same = { oldPassword: admin.password, newPassword: admin.password };
    for (let i = 0; i < 3; i++)
      expectError(await password(admin.token, same), 400, m.newPasswordSame);
    const res = await password(admin.token, { oldPassword: admin.password, newPassword: NEW });
    expect(res.statusCode, res.body).toBe(204);
  });

  it('refuses a new password equal to the old one (400)', async () => {
    const admin = await newAdmin();
    expectError(
      await password(admin.token, { oldPassword: admin.password, newPassword: admin.password }),
      400,
      m.newPasswordSame,
    );
    expect((await me(admin.token)).id).toBe(admin.user.id);
  });

  it('refuses a missing old password and a weak new one with their Polish 400', async () => {
    const admin = await newAdmin();
    expectError(
      await password(admin.token, { oldPassword: '', newPassword: NEW }),
      400,
      m.oldPasswordRequired,
    );
    expectError(await password(admin.token, { newPassword: NEW }), 400, m.oldPasswordRequired);
    expectPolish400(
      await password(admin.token, { oldPassword: admin.password, newPassword: 'krotkie' }),
    );
    expectPolish400(
      await password(admin.token, { oldPassword: admin.password, newPassword: 'bezcyfrowe!' }),
    );
    expect((await login(admin.user.email, admin.password)).statusCode).toBe(200);
  });

  it('lets only one of two parallel changes with the same old password succeed', async () => {
    const admin = await newAdmin();
    const answers = await Promise.all([
      password(admin.token, { oldPassword: admin.password, newPassword: NEW }),
      password(admin.token, { oldPassword: admin.password, newPassword: 'InneHaslo123!' }),
    ]);
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(204);
    // The second is refused: its old password is no more (400) or its session ended (403).
    expect([400, 403]).toContain(statuses[1]);
    const winner = answers[0]?.statusCode === 204 ? NEW : 'InneHaslo123!';
    expect((await login(admin.user.email, winner)).statusCode).toBe(200);
  });

  it('is for admins only (403)', async () => {
    const freelancer = await createUser(app, { role: 'FREELANCER' });
    const body = { oldPassword: freelancer.password, newPassword: NEW };
    expect((await password(freelancer.token, body)).statusCode).toBe(403);
    expect((await password(undefined, body)).statusCode).toBe(403);
    expect((await login(freelancer.user.email, freelancer.password)).statusCode).toBe(200);
  });
});

it('documents the routes and the avatar form in OpenAPI', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  type Operation = {
    summary?: string;
    description?: string;
    requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
  };
  const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  for (const [path, method] of [
    ['/api/admin/avatar', 'get'],
    ['/api/admin/avatar', 'patch'],
    ['/api/admin/avatar', 'delete'],
    ['/api/admin/primary-data', 'patch'],
    ['/api/admin/password', 'patch'],
  ] as const) {
    const operation = paths[path]?.[method];
    expect(operation?.summary, `${method} ${path}`).toMatch(/^F(17|18|19|20|21):/);
    expect(operation?.description, `${method} ${path}`).toContain('ADMIN');
  }
  expect(
    paths['/api/admin/avatar']?.patch?.requestBody?.content['multipart/form-data']?.schema.required,
  ).toEqual(['file']);
  expect(paths['/api/admin/primary-data']?.patch?.description).toContain('sessions stay valid');
});
