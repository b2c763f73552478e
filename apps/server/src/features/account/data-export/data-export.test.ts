import { accountMessages, DATA_EXPORT_JSON_NAME, dataExportFileName } from '@handlowo/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictures } from '../../../db/schema/index.ts';
import { referenceReader } from '../../../testing/access/actors.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { decodeJwt } from '../../../testing/decode-jwt.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { sampleImage } from '../../../testing/media-samples.ts';
import { multipartBody } from '../../../testing/multipart.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { recordingLogger } from '../../../testing/recording-logger.ts';
import { expectError, sendRaw } from '../../../testing/requests.ts';
import { type Downloaded, download } from './export-download.ts';
import { type FilledUser, filledFreelancer, filledInvestor } from './export-fixtures.ts';

let app: FastifyInstance;
const log = recordingLogger();
const queries = recordQueries();
let freelancer: FilledUser;
let investor: FilledUser;
let admin: { id: number; token: string };

beforeAll(async () => {
  app = await buildTestApp({}, { logger: log, onQuery: queries.onQuery });
  const read = referenceReader(app);
  freelancer = await filledFreelancer(app, read, { firstName: 'Halina', lastName: 'Sobczak' });
  investor = await filledInvestor(app, read, { firstName: 'Zenon', lastName: 'Kaczmarczyk' });
  const created = await createUser(app, { role: 'ADMIN' });
  admin = { id: created.user.id, token: created.token };
}, 60_000);
afterAll(() => app?.close());

const adminUrl = (id: number | string) => `/api/admin-panel/users/${id}/export`;

/** A temporary investor exactly as the start screen makes one. */
async function temporaryInvestor() {
  const res = await app.inject({ method: 'POST', url: '/api/auth/start' });
  expect(res.statusCode, res.body).toBe(200);
  const { token } = res.json<{ token: string }>();
  return { id: Number(decodeJwt(token).sub), token };
}

/** The same export apart from when it was made (the JSON is compared parsed). */
const withoutTime = ({ data, entries }: Downloaded) => ({
  data: { ...data, exportedAt: undefined },
  entries: entries.map(({ name, sha256 }) => ({ name, sha256 })).slice(1),
});

describe('GET /account/export', () => {
  it('answers the caller’s ZIP as a download named by id and day, never cached or compressed', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { ...bearer(freelancer.token), 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    const { data, headers } = await download(app, freelancer.token);
    expect(data.account).toMatchObject({ id: freelancer.id, email: freelancer.email });
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['content-disposition']).toBe(
      `attachment; filename="${dataExportFileName(freelancer.id, new Date(data.exportedAt))}"`,
    );
    expect(Date.now() - Date.parse(data.exportedAt)).toBeLessThan(60_000);
  });

  it('serves every role: a temporary investor and an admin get their own data', async () => {
    const temporary = await temporaryInvestor();
    const own = await download(app, temporary.token);
    expect(own.data.account).toMatchObject({
      id: temporary.id,
      role: 'INVESTOR',
      isTemporary: true,
      hasPassword: false,
    });
    expect(own.data.orders.map((o) => o.number)).toEqual([1]);
    expect(own.data.freelancer).toBeNull();

    const mine = await download(app, admin.token);
    expect(mine.data.account).toMatchObject({ id: admin.id, role: 'ADMIN', hasPassword: true });
    expect(mine.entries.map((e) => e.name)).toEqual([DATA_EXPORT_JSON_NAME]);
  });

  it('refuses callers without a valid session with 403 (never 401)', async () => {
    expect((await sendRaw(app, 'GET', '/api/account/export')).statusCode).toBe(403);
    const forged = await sendRaw(app, 'GET', '/api/account/export', { token: 'nie.token.jwt' });
    expect(forged.statusCode).toBe(403);
  });

  it('reads in a fixed number of statements, however many items the user has', async () => {
    const empty = await createUser(app, { role: 'FREELANCER' });
    const count = async (token: string) => {
      const { result, statements } = await queries.during(() =>
        app.inject({ method: 'GET', url: '/api/account/export', headers: bearer(token) }),
      );
      expect(result.statusCode).toBe(200);
      return statements.length;
    };
    const few = await count(empty.token);
    expect(await count(freelancer.token)).toBe(few);
    expect(await count(investor.token)).toBe(few);
    // The session check, 35 reads and the transaction’s own statements.
    expect(few).toBeLessThanOrEqual(37);
  });

  it('leaves a missing file out (null in the JSON, a warning) and exports the rest', async () => {
    const owner = await createUser(app, { role: 'FREELANCER' });
    for (const [url, field] of [
      ['/api/user/avatar', 'file'],
      ['/api/freelancer/portfolios', 'picture'],
    ] as const) {
      const { body, contentType } = multipartBody([
        { name: 'title', value: 'Projekt' },
        { name: field, filename: 'a.png', contentType: 'image/png', data: await sampleImage() },
      ]);
      const res = await app.inject({
        method: url.endsWith('avatar') ? 'PATCH' : 'POST',
        url,
        headers: { ...bearer(owner.token), 'content-type': contentType },
        payload: body,
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const [avatar] = await app.db
      .select()
      .from(pictures)
      .where(and(eq(pictures.userId, owner.user.id), eq(pictures.kind, 'AVATAR')));
    await app.media.delete(avatar?.storageKey ?? '');

    const { data, entries } = await download(app, owner.token);
    const [avatarItem, project] = data.pictures;
    expect(avatarItem).toMatchObject({ kind: 'AVATAR', file: null });
    expect(project).toMatchObject({
      kind: 'PORTFOLIO',
      file: `media/portfolio-${project?.id}.webp`,
    });
    expect(entries.map((e) => e.name)).toEqual([DATA_EXPORT_JSON_NAME, project?.file]);
    expect(
      log.entries.some(
        (e) =>
          e.level === 'warn' &&
          e.message === 'data export: stored file missing' &&
          (e.data as { key?: string }).key === avatar?.storageKey,
      ),
    ).toBe(true);
  });

  it('lists the addresses the account logged in from, and no one else’s', async () => {
    const [user, other] = [
      await createUser(app, { role: 'FREELANCER' }),
      await createUser(app, { role: 'FREELANCER' }),
    ];
    for (const [who, remoteAddress] of [
      [user, '10.20.30.40'],
      [other, '10.20.30.41'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: who.user.email, password: who.password },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const { data } = await download(app, user.token);
    expect(data.loginAddresses).toEqual([
      { address: '10.20.30.40', keptUntil: expect.any(String) },
    ]);
    const days = (Date.parse(data.loginAddresses[0]?.keptUntil ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });
});

describe('GET /admin-panel/users/:id/export', () => {
  it('gives an admin a freelancer’s and an investor’s export, the same as their own', async () => {
    for (const user of [freelancer, investor]) {
      const own = await download(app, user.token);
      const byAdmin = await download(app, admin.token, adminUrl(user.id));
      expect(withoutTime(byAdmin)).toEqual(withoutTime(own));
      expect(byAdmin.headers['content-disposition']).toBe(
        `attachment; filename="${dataExportFileName(user.id, new Date(byAdmin.data.exportedAt))}"`,
      );
    }
  });

  it('exports a temporary investor too', async () => {
    const temporary = await temporaryInvestor();
    const { data } = await download(app, admin.token, adminUrl(temporary.id));
    expect(data.account).toMatchObject({ id: temporary.id, isTemporary: true });
  });

  it('answers 404 for an admin’s id and an unknown one', async () => {
    const other = await createUser(app, { role: 'ADMIN' });
    for (const id of [other.user.id, admin.id, 2_000_000_000]) {
      expectError(
        await sendRaw(app, 'GET', adminUrl(id), { token: admin.token }),
        404,
        accountMessages.userNotFound,
      );
    }
  });

  it('answers 400 for an id out of range', async () => {
    for (const id of ['0', '2147483648', '99999999999999999999']) {
      const res = await sendRaw(app, 'GET', adminUrl(id), { token: admin.token });
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    }
  });

  it('refuses everyone but admins with 403', async () => {
    const temporary = await temporaryInvestor();
    for (const token of [undefined, freelancer.token, investor.token, temporary.token]) {
      expect((await sendRaw(app, 'GET', adminUrl(freelancer.id), { token })).statusCode).toBe(403);
    }
  });
});

it('documents both routes in OpenAPI as ZIP downloads, with the JSON as a named schema', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  type Operation = {
    description?: string;
    responses: Record<string, { content?: Record<string, { schema: { format?: string } }> }>;
  };
  const doc = res.json<{
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
  }>();
  for (const path of ['/api/account/export', '/api/admin-panel/users/{id}/export']) {
    const get = doc.paths[path]?.get;
    expect(get?.responses['200']?.content?.['application/zip']?.schema.format, path).toBe('binary');
    expect(get?.description).toContain('docs/data-export.md');
    expect(get?.description).toContain('`DataExport`');
  }
  expect(Object.keys(doc.components.schemas.DataExport?.properties ?? {})).toContain('account');
});
