import { type AdminPage, adminMessages as m, type Picture } from '@handlowo/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, pictures, users } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser, onlyAdmins, uniqueEmail } from '../../../testing/factories.ts';
import { drainAfter, whileMailerDown } from '../../../testing/jobs.ts';
import { expectMediaConsistent } from '../../../testing/media-files.ts';
import { sampleImage } from '../../../testing/media-samples.ts';
import { multipartBody } from '../../../testing/multipart.ts';
import { readOutbox } from '../../../testing/outbox.ts';
import { expectError, expectPolish400, getOk, sendRaw } from '../../../testing/requests.ts';
import { RETRY_DELAYS_MS } from '../../jobs/retry-delays.ts';
import { firstOrderOf, setOrder } from '../../orders/activities/order-arrange.ts';

let app: FastifyInstance;
let admin: { id: number; token: string };

beforeAll(async () => {
  app = await buildTestApp();
  const { user, token } = await createUser(app, { role: 'ADMIN' });
  admin = { id: user.id, token };
});
afterAll(() => app?.close());

/** Letters only (names must be), unique per call: a test's own rows are found by it. */
function newTag(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let tag = 'Qz';
  for (let i = 0; i < 8; i++) tag += letters[Math.floor(Math.random() * letters.length)];
  return tag;
}

const list = (token: string | undefined, query = '') =>
  sendRaw(app, 'GET', `/api/admin-panel/admins${query}`, { token });
const search = (token: string | undefined, phrase: string, query = '') =>
  sendRaw(app, 'GET', `/api/admin-panel/admins/search/${encodeURIComponent(phrase)}${query}`, {
    token,
  });
const searchOk = async (phrase: string, query = '') => {
  const res = await search(admin.token, phrase, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminPage>();
};
const invite = (token: string | undefined, payload: unknown) =>
  sendRaw(app, 'POST', '/api/admin-panel/admins', { token, payload });
const remove = (token: string | undefined, id: number, on = app) =>
  sendRaw(on, 'DELETE', `/api/admin-panel/admins/${id}`, { token });

async function uploadAvatar(token: string, on = app) {
  const { body, contentType } = multipartBody([
    { name: 'file', filename: 'awatar', contentType: 'image/png', data: await sampleImage('png') },
  ]);
  const res = await on.inject({
    method: 'PATCH',
    url: '/api/admin/avatar',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(204);
}

const adminCount = async (on = app) =>
  (await on.db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN'))).length;

describe('F10 and F11: the admins, paged', () => {
  it('lists only admins, by last name, first name, then id, in pages of the given size', async () => {
    const tag = newTag();
    const made = [];
    for (const [lastName, firstName] of [
      [`${tag}b`, 'Anna'],
      [`${tag}a`, 'Zenon'],
      [`${tag}b`, 'Adam'],
      [`${tag}b`, 'Adam'],
    ] as const) {
      made.push((await createUser(app, { role: 'ADMIN', firstName, lastName })).user);
    }
    // Not admins: never listed, whatever they match.
    await createUser(app, { role: 'FREELANCER', lastName: `${tag}a` });
    await createUser(app, { role: 'INVESTOR', lastName: `${tag}a` });
    const [anna, zenon, adam1, adam2] = made;
    const expected = [zenon, adam1, adam2, anna].map((u) => ({
      id: u?.id,
      firstName: u?.firstName,
      lastName: u?.lastName,
      email: u?.email,
      pictureData: null,
    }));

    const first = await searchOk(tag, '?page=0&size=3');
    expect(first).toEqual({
      content: expected.slice(0, 3),
      totalPages: 2,
      totalElements: 4,
      page: 0,
      size: 3,
    });
    const second = await searchOk(tag, '?page=1&size=3');
    expect(second.content).toEqual(expected.slice(3));
    const past = await searchOk(tag, '?page=5&size=3');
    expect(past).toMatchObject({ content: [], totalPages: 2, totalElements: 4, page: 5 });
  });

  it('F10 answers every admin with the default size 10 and counts them all', async () => {
    const page = await getOk<AdminPage>(app, '/api/admin-panel/admins', admin.token);
    const total = await adminCount();
    expect(page).toMatchObject({ page: 0, size: 10, totalElements: total });
    expect(page.totalPages).toBe(Math.ceil(total / 10));
    expect(page.content.length).toBe(Math.min(total, 10));
    const all = await getOk<AdminPage>(app, '/api/admin-panel/admins?size=50', admin.token);
    expect(all.content.map((a) => a.id)).toContain(admin.id);
    const roles = await app.db.select({ id: users.id, role: users.role }).from(users);
    const roleOf = new Map(roles.map((r) => [r.id, r.role]));
    for (const listed of all.content) expect(roleOf.get(listed.id)).toBe('ADMIN');
  });

  it.each(['?size=7', '?size=51', '?page=-1', '?page=x', '?sort=lastName,asc&size=abc'])(
    'refuses paging %s with a Polish 400',
    async (query) => {
      expectPolish400(await list(admin.token, query));
    },
  );

  it('matches names and e-mail case-insensitively, Polish letters included', async () => {
    const tag = newTag();
    const { user } = await createUser(app, {
      role: 'ADMIN',
      firstName: 'Łucja',
      lastName: `Żółkiewska${tag}`,
      email: uniqueEmail(`${tag.toLowerCase()}-mail`),
    });
    for (const phrase of [
      `żółkiewska${tag}`,
      `ŻÓŁKIEWSKA${tag.toUpperCase()}`,
      'łucja żółkiewska',
      `${tag.toLowerCase()}-mail`,
      `  ${tag}  `,
    ]) {
      const found = await searchOk(phrase, '?size=50');
      expect(
        found.content.map((a) => a.id),
        phrase,
      ).toContain(user.id);
    }
    expect((await searchOk(`łucja ${tag}`)).content).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    const tag = newTag();
    const { user: underscored } = await createUser(app, {
      role: 'ADMIN',
      lastName: tag,
      email: `${tag.toLowerCase()}_x@test.handlowo.local`,
    });
    const { user: plain } = await createUser(app, {
      role: 'ADMIN',
      lastName: tag,
      email: `${tag.toLowerCase()}ax@test.handlowo.local`,
    });
    expect((await searchOk(`${tag}_x`)).content.map((a) => a.id)).toEqual([underscored.id]);
    expect((await searchOk(`${tag}%x`)).content).toEqual([]);
    expect((await searchOk(`${tag}ax`)).content.map((a) => a.id)).toEqual([plain.id]);
    // A lone wildcard character matches only itself, not every admin.
    expect((await searchOk('%')).totalElements).toBe(0);
  });

  it('refuses a blank or over-long phrase with a Polish 400', async () => {
    expectPolish400(await search(admin.token, '   '));
    expectPolish400(await search(admin.token, 'a'.repeat(101)));
  });

  it('shows the small rendition of the avatar as a data URL', async () => {
    const tag = newTag();
    const other = await createUser(app, { role: 'ADMIN', lastName: tag });
    await uploadAvatar(other.token);
    const [listed] = (await searchOk(tag)).content;
    const small = await getOk<Picture>(app, '/api/admin/avatar?size=small', other.token);
    const full = await getOk<Picture>(app, '/api/admin/avatar', other.token);
    expect(listed?.pictureData).toMatch(/^data:image\/webp;base64,/);
    expect(listed?.pictureData).toBe(small.pictureData);
    expect(listed?.pictureData).not.toBe(full.pictureData);
  });

  it('is for admins only (403)', async () => {
    for (const role of ['FREELANCER', 'INVESTOR'] as const) {
      const { token } = await createUser(app, { role });
      expect((await list(token)).statusCode).toBe(403);
      expect((await search(token, 'jan')).statusCode).toBe(403);
    }
    expect((await list(undefined)).statusCode).toBe(403);
    expect((await search(undefined, 'jan')).statusCode).toBe(403);
  });
});

describe('inviting an admin', () => {
  const body = (email = uniqueEmail('invited')) => ({
    email,
    firstName: 'Ewa',
    lastName: 'Nowak',
  });

  it('creates an admin without a password who sets it from the e-mail and logs in', async () => {
    const payload = body();
    const res = await invite(admin.token, {
      ...payload,
      email: `  ${payload.email.toUpperCase()}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<AdminPage['content'][number]>();
    expect(created).toEqual({
      id: expect.any(Number),
      email: payload.email,
      firstName: 'Ewa',
      lastName: 'Nowak',
      pictureData: null,
    });
    const [row] = await app.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ role: 'ADMIN', passwordHash: null, isMock: false });

    // Listed at once (a guardian to choose).
    expect((await searchOk(payload.email)).content).toEqual([created]);

    const login = (password: string) =>
      sendRaw(app, 'POST', '/api/auth/login', { payload: { email: payload.email, password } });
    expect((await login('')).statusCode).toBe(400);
    expect((await login('NoweHaslo1!')).statusCode).toBe(404);

    const mails = await readOutbox(app, payload.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.decoded).toContain('Masz nowe konto administratora Handlowo');
    expect(mail?.decoded).toContain('Link jest ważny przez 72 godziny');
    const set = await sendRaw(app, 'PATCH', `/api/set-password/${mail?.token}`, {
      payload: 'NoweHaslo1!',
      contentType: 'text/plain',
    });
    expect(set.statusCode, set.body).toBe(204);
    // Single use.
    const again = await sendRaw(app, 'PATCH', `/api/set-password/${mail?.token}`, {
      payload: 'InneHaslo1!',
      contentType: 'text/plain',
    });
    expect(again.statusCode).toBe(400);

    const logged = await login('NoweHaslo1!');
    expect(logged.statusCode, logged.body).toBe(200);
    const me = await getOk(app, '/api/admin-panel/me', logged.json<{ token: string }>().token);
    expect(me).toEqual({
      id: created.id,
      email: payload.email,
      firstName: 'Ewa',
      lastName: 'Nowak',
      role: 'ADMIN',
    });
  });

  it('answers 409 for an e-mail of any account (any case), with no account and no mail', async () => {
    const { user: freelancer } = await createUser(app, { role: 'FREELANCER' });
    const before = await adminCount();
    const res = await invite(admin.token, body(freelancer.email.toUpperCase()));
    expect(res.statusCode).toBe(409);
    expect(await adminCount()).toBe(before);
    expect(await readOutbox(app, freelancer.email)).toEqual([]);
  });

  it('lets only one of two parallel invitations of one address succeed', async () => {
    const payload = body();
    const answers = await Promise.all([invite(admin.token, payload), invite(admin.token, payload)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await readOutbox(app, payload.email)).toHaveLength(1);
  });

  it('refuses invalid data with a Polish 400', async () => {
    expectPolish400(await invite(admin.token, { ...body(), email: 'nie-mail' }));
    expectPolish400(await invite(admin.token, { ...body(), firstName: 'ewa' }));
    expectPolish400(await invite(admin.token, { email: uniqueEmail() }));
  });

  it('is for admins only (403)', async () => {
    const { token } = await createUser(app, { role: 'FREELANCER' });
    const payload = body();
    expect((await invite(token, payload)).statusCode).toBe(403);
    expect((await invite(undefined, payload)).statusCode).toBe(403);
    expect(await app.db.select().from(users).where(eq(users.email, payload.email))).toEqual([]);
  });

  it('mails the link once the mail server is back, when it was down at the invitation', async () => {
    const payload = body();
    const res = await whileMailerDown(app, () =>
      sendRaw(app, 'POST', '/api/admin-panel/admins', { token: admin.token, payload }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await readOutbox(app, payload.email)).toEqual([]);
    await drainAfter(app, RETRY_DELAYS_MS[0] ?? 0);
    const [mail] = await readOutbox(app, payload.email);
    expect(mail?.token).toBeTruthy();
  });

  it('creates the admin and the link together or not at all', async () => {
    // Its own database: every set-password link fails to be stored there.
    const broken = await buildTestApp();
    try {
      await broken.db.execute(
        sql`alter table password_tokens add constraint refuse_all check (false) not valid`,
      );
      const inviter = await createUser(broken, { role: 'ADMIN' });
      const payload = body();
      const res = await sendRaw(broken, 'POST', '/api/admin-panel/admins', {
        token: inviter.token,
        payload,
      });
      expect(res.statusCode).toBe(500);
      expect(await broken.db.select().from(users).where(eq(users.email, payload.email))).toEqual(
        [],
      );
    } finally {
      await broken.close();
    }
  });
});

describe('removing an admin', () => {
  it('deletes the admin, their sessions and avatar; guarded orders keep status, lose guardian', async () => {
    const other = await createUser(app, { role: 'ADMIN' });
    await uploadAvatar(other.token);
    const investor = await createUser(app, { role: 'INVESTOR' });
    const order = await firstOrderOf(app, investor.user.id);
    await setOrder(app, order.id, { status: 'VERYFICATION', adminId: other.user.id });

    const res = await remove(admin.token, other.user.id);
    expect(res.statusCode, res.body).toBe(204);
    expect(await app.db.select().from(users).where(eq(users.id, other.user.id))).toEqual([]);
    expect(await app.db.select().from(pictures).where(eq(pictures.userId, other.user.id))).toEqual(
      [],
    );
    await expectMediaConsistent(app);
    const [after] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: 'VERYFICATION', adminId: null });
    expect((await list(other.token)).statusCode).toBe(403);
    // Gone from the list.
    const all = await getOk<AdminPage>(app, '/api/admin-panel/admins?size=50', admin.token);
    expect(all.content.map((a) => a.id)).not.toContain(other.user.id);
  });

  it('refuses removing yourself (400)', async () => {
    expectError(await remove(admin.token, admin.id), 400, m.removeSelf);
    expect(await app.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
  });

  it('answers 404 for an unknown id and for users who are not admins', async () => {
    const { user: freelancer } = await createUser(app, { role: 'FREELANCER' });
    const { user: investor } = await createUser(app, { role: 'INVESTOR' });
    for (const id of [freelancer.id, investor.id, 2_000_000_000]) {
      expectError(await remove(admin.token, id), 404, m.adminNotFound);
    }
    expect(await app.db.select().from(users).where(eq(users.id, freelancer.id))).toHaveLength(1);
  });

  it('refuses odd ids with a 400 and non-admins with 403', async () => {
    expect(
      (await sendRaw(app, 'DELETE', '/api/admin-panel/admins/0', { token: admin.token }))
        .statusCode,
    ).toBe(400);
    const target = await createUser(app, { role: 'ADMIN' });
    const { token } = await createUser(app, { role: 'FREELANCER' });
    expect((await remove(token, target.user.id)).statusCode).toBe(403);
    expect((await remove(undefined, target.user.id)).statusCode).toBe(403);
    expect(await app.db.select().from(users).where(eq(users.id, target.user.id))).toHaveLength(1);
  });
});

describe('the last admin under parallel removals', () => {
  let own: FastifyInstance;
  beforeAll(async () => {
    own = await buildTestApp();
  });
  afterAll(() => own?.close());

  const onlyAdminsOf = (n: number) => onlyAdmins(own, n);

  it('two admins removing each other at once leave exactly one', async () => {
    let lastAdminAnswers = 0;
    for (let round = 0; round < 5; round++) {
      const [a, b] = await onlyAdminsOf(2);
      if (!a || !b) throw new Error('no admins');
      const answers = await Promise.all([
        remove(a.token, b.user.id, own),
        remove(b.token, a.user.id, own),
      ]);
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses[0]).toBe(204);
      // The loser is either refused as the last admin or, already removed, as unknown (403).
      expect([400, 403]).toContain(statuses[1]);
      const refused = answers.find((r) => r.statusCode === 400);
      if (refused) {
        expect(refused.json()).toMatchObject({ message: m.lastAdmin });
        lastAdminAnswers += 1;
      }
      expect(await adminCount(own)).toBe(1);
    }
    // Both requests pass authorization before either removal commits, so the loser meets the rule.
    expect(lastAdminAnswers).toBeGreaterThan(0);
  });

  it('three admins removing each other at once leave at least one', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b, c] = await onlyAdminsOf(3);
      if (!a || !b || !c) throw new Error('no admins');
      const answers = await Promise.all([
        remove(a.token, b.user.id, own),
        remove(b.token, a.user.id, own),
        remove(b.token, c.user.id, own),
        remove(c.token, a.user.id, own),
        remove(a.token, c.user.id, own),
      ]);
      for (const res of answers) expect([204, 400, 403, 404]).toContain(res.statusCode);
      const left = await adminCount(own);
      expect(left).toBeGreaterThanOrEqual(1);
      expect(answers.filter((r) => r.statusCode === 204)).toHaveLength(3 - left);
    }
  });
});

it('documents the decisions in OpenAPI', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  type Operation = { summary?: string; description?: string };
  const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  expect(paths['/api/admin-panel/admins']?.get?.description).toContain('last name, first name');
  expect(paths['/api/admin-panel/admins/search/{query}']?.get?.description).toContain('literal');
  expect(paths['/api/admin-panel/admins']?.post?.description).toContain('409');
  const removal = paths['/api/admin-panel/admins/{id}']?.delete?.description;
  expect(removal).toContain(m.lastAdmin);
  expect(removal).toContain('no guardian');
});
