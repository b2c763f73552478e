import {
  type Certificate,
  type CertificateInput,
  profileMessages as m,
  messages,
  profileItemLimits,
  wireMessages,
} from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, users } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { type ItemRequests, itemRequests } from '../../../testing/profile-item-requests.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { expectError } from '../../../testing/requests.ts';

let app: FastifyInstance;
let api: ItemRequests<Certificate>;
const queries = recordQueries();
let investor: string;
/** Another freelancer: investors read a profile only once assigned (profile-visibility). */
let visitor: string;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  api = itemRequests<Certificate>(app, '/api/certificate/freelancer');
  investor = (await createUser(app, { role: 'INVESTOR' })).token;
  visitor = (await createUser(app, { role: 'FREELANCER' })).token;
  admin = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app?.close());

const freelancer = async () => {
  const { user, token } = await createUser(app, { role: 'FREELANCER' });
  return { id: user.id, token };
};

const valid: CertificateInput = {
  name: 'Salesforce Certified Administrator',
  info: 'Salesforce',
  dateOfObtaining: '2023-05-01',
  certificateType: 'CERTIFICATE',
  endDate: '2026-05-01',
};

const rowsOf = (freelancerId: number) =>
  app.db.select().from(certificates).where(eq(certificates.freelancerId, freelancerId));

describe('D21 GET /certificate/freelancer/:id (the freelancer id)', () => {
  it('is [] for a freelancer without certificates, for any logged-in user', async () => {
    const owner = await freelancer();
    expect(await api.list(owner.id, visitor)).toEqual([]);
    expect(await api.list(owner.id, admin)).toEqual([]);
    expect(await api.list(owner.id, owner.token)).toEqual([]);
  });

  it('is 404 User not found for an unknown id or a non-freelancer, 403 without a token', async () => {
    const { user } = await createUser(app, { role: 'INVESTOR' });
    expectError(await api.get(2_147_483_000, admin), 404, wireMessages.userNotFound);
    expectError(await api.get(user.id, admin), 404, wireMessages.userNotFound);
    expect((await api.get(user.id)).statusCode).toBe(403);
  });

  it('lists the newest dateOfObtaining first, the newest id first within a month', async () => {
    const owner = await freelancer();
    const make = (dateOfObtaining: string) =>
      api.create(owner.token, { ...valid, dateOfObtaining, endDate: null });
    const may22 = await make('2022-05-01');
    const jan24 = await make('2024-01-15');
    const jan24Later = await make('2024-01-01');
    const dec20 = await make('2020-12-01');
    // Another freelancer's newer certificate stays out of the list.
    await api.create((await freelancer()).token, {
      ...valid,
      dateOfObtaining: '2030-01-01',
      endDate: null,
    });
    const list = await api.list(owner.id, visitor);
    expect(list.map((c) => c.id)).toEqual([jan24Later.id, jan24.id, may22.id, dec20.id]);
  });

  it('runs one statement besides the auth lookup, however many certificates', async () => {
    const owner = await freelancer();
    const empty = await queries.during(() => api.get(owner.id, admin));
    for (let i = 0; i < 4; i++) await api.create(owner.token, valid);
    const full = await queries.during(() => api.get(owner.id, admin));
    expect(full.result.json<Certificate[]>()).toHaveLength(4);
    expect(full.statements).toHaveLength(2);
    expect(full.statements).toEqual(empty.statements);
  });
});

describe('D22 POST /certificate/freelancer', () => {
  it('answers 201 with the created certificate, texts trimmed, listed after', async () => {
    const owner = await freelancer();
    const res = await api.post(owner.token, {
      ...valid,
      name: `  ${'N'.repeat(50)}  `,
      info: ' Salesforce ',
      certificateType: 'LICENSE',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Certificate>();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'N'.repeat(50),
      info: 'Salesforce',
      dateOfObtaining: '2023-05-01',
      endDate: '2026-05-01',
      certificateType: 'LICENSE',
    });
    expect(await api.list(owner.id, admin)).toEqual([created]);
  });

  it('stores the first day of the month sent; the day is ignored', async () => {
    const owner = await freelancer();
    const created = await api.create(owner.token, {
      ...valid,
      dateOfObtaining: '2024-02-29',
      endDate: '2025-03-31',
    });
    expect(created).toMatchObject({ dateOfObtaining: '2024-02-01', endDate: '2025-03-01' });
    const [row] = await rowsOf(owner.id);
    expect(row).toMatchObject({ dateOfObtaining: '2024-02-01', endDate: '2025-03-01' });
    // The same month as the start is not "before" it, whatever the days say.
    const sameMonth = await api.create(owner.token, {
      ...valid,
      dateOfObtaining: '2024-05-20',
      endDate: '2024-05-02',
    });
    expect(sameMonth).toMatchObject({ dateOfObtaining: '2024-05-01', endDate: '2024-05-01' });
  });

  it('means no expiry with endDate null or omitted; the type defaults to CERTIFICATE', async () => {
    const owner = await freelancer();
    const withNull = await api.create(owner.token, { ...valid, endDate: null });
    const { endDate: _, certificateType: __, ...bare } = valid;
    const omitted = await api.create(owner.token, bare);
    expect(withNull.endDate).toBeNull();
    expect(omitted).toMatchObject({ endDate: null, certificateType: 'CERTIFICATE' });
  });

  const tooLong = 'x'.repeat(51);
  it.each<[string, Record<string, unknown>, string]>([
    ['no name', { name: undefined }, m.certificateNameRequired],
    ['a blank name', { name: '   ' }, m.certificateNameRequired],
    ['a name over 50', { name: tooLong }, m.certificateNameMax],
    ['no issuer', { info: undefined }, m.certificateIssuerRequired],
    ['an empty issuer', { info: '' }, m.certificateIssuerRequired],
    ['an issuer over 50', { info: tooLong }, m.certificateIssuerMax],
    ['no dateOfObtaining', { dateOfObtaining: undefined }, m.dateInvalid],
    ['a date not YYYY-MM-DD', { dateOfObtaining: '05.2023' }, m.dateInvalid],
    ['month 13', { dateOfObtaining: '2023-13-01' }, m.dateInvalid],
    ['a bad endDate', { endDate: '2026-00-01' }, m.dateInvalid],
    ['an unknown type', { certificateType: 'DIPLOMA' }, m.certificateTypeRequired],
    [
      'an end before the start',
      { dateOfObtaining: '2023-05-01', endDate: '2023-04-30' },
      m.endBeforeStart,
    ],
  ])('refuses %s with its message and stores nothing', async (_case, change, message) => {
    const owner = await freelancer();
    expectError(await api.post(owner.token, { ...valid, ...change }), 400, message);
    expect(await rowsOf(owner.id)).toEqual([]);
  });

  it('refuses a missing body with the generic message', async () => {
    const owner = await freelancer();
    expectError(await api.post(owner.token, undefined), 400, messages.invalidBody);
  });

  it('is 403 for admins, investors and anonymous callers', async () => {
    for (const token of [admin, investor, undefined]) {
      expect((await api.post(token, valid)).statusCode).toBe(403);
    }
  });

  it(`keeps ${profileItemLimits.certificates} when more are added at once; the rest get 400`, async () => {
    const owner = await freelancer();
    const max = profileItemLimits.certificates;
    const answers = await Promise.all(
      Array.from({ length: max + 5 }, (_, i) =>
        api.post(owner.token, { ...valid, name: `Certyfikat ${i}` }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(max);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(5);
    for (const res of refused) expectError(res, 400, m.tooManyCertificates);
    expect(await rowsOf(owner.id)).toHaveLength(max);
  });
});

describe('D23 PATCH and D24 DELETE /certificate/freelancer/:id (the certificate id)', () => {
  it('replaces the whole certificate (omitted endDate and type reset), 204', async () => {
    const owner = await freelancer();
    const created = await api.create(owner.token, { ...valid, certificateType: 'LICENSE' });
    const res = await api.patch(owner.token, created.id, {
      name: 'HubSpot Sales',
      info: 'HubSpot Academy',
      dateOfObtaining: '2021-07-31',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await api.list(owner.id, admin)).toEqual([
      {
        id: created.id,
        name: 'HubSpot Sales',
        info: 'HubSpot Academy',
        dateOfObtaining: '2021-07-01',
        endDate: null,
        certificateType: 'CERTIFICATE',
      },
    ]);
  });

  it('validates the replacement like an add and changes nothing when refused', async () => {
    const owner = await freelancer();
    const created = await api.create(owner.token, valid);
    expectError(
      await api.patch(owner.token, created.id, { ...valid, endDate: '2020-01-01' }),
      400,
      m.endBeforeStart,
    );
    expectError(
      await api.patch(owner.token, created.id, { ...valid, name: '' }),
      400,
      m.certificateNameRequired,
    );
    expect(await api.list(owner.id, admin)).toEqual([created]);
  });

  it('deletes, 204; the certificate is gone and a second delete is 404', async () => {
    const owner = await freelancer();
    const kept = await api.create(owner.token, valid);
    const gone = await api.create(owner.token, valid);
    const res = await api.remove(owner.token, gone.id);
    expect(res.statusCode, res.body).toBe(204);
    expect(await api.list(owner.id, admin)).toEqual([kept]);
    expectError(await api.remove(owner.token, gone.id), 404, m.certificateNotFound);
  });

  it('is 404 for another freelancer’s or an unknown certificate, and changes nothing', async () => {
    const owner = await freelancer();
    const other = await freelancer();
    const created = await api.create(owner.token, valid);
    expectError(await api.patch(other.token, created.id, valid), 404, m.certificateNotFound);
    expectError(await api.remove(other.token, created.id), 404, m.certificateNotFound);
    expectError(await api.patch(owner.token, 2_147_483_000, valid), 404, m.certificateNotFound);
    expectError(await api.remove(owner.token, 2_147_483_000), 404, m.certificateNotFound);
    expect(await api.list(owner.id, admin)).toEqual([created]);
  });

  it('is 403 for admins and investors, even on an existing certificate', async () => {
    const owner = await freelancer();
    const created = await api.create(owner.token, valid);
    for (const token of [admin, investor, undefined]) {
      expect((await api.patch(token, created.id, valid)).statusCode).toBe(403);
      expect((await api.remove(token, created.id)).statusCode).toBe(403);
    }
    expect(await api.list(owner.id, admin)).toEqual([created]);
  });

  it('takes only digits as the id', async () => {
    const owner = await freelancer();
    expect((await api.remove(owner.token, 'abc')).statusCode).toBe(404);
    expectError(await api.remove(owner.token, '99999999999'), 400, messages.invalidId);
  });
});

it('goes with the account: deleting the user deletes its certificates', async () => {
  const owner = await freelancer();
  await api.create(owner.token, valid);
  await app.db.delete(users).where(eq(users.id, owner.id));
  expect(await rowsOf(owner.id)).toEqual([]);
});

it('is documented in OpenAPI: D21–D24 with their summaries and the POST body', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  type Operation = { summary?: string; requestBody?: unknown };
  const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  const byId = paths['/api/certificate/freelancer/{id}'];
  expect(byId?.get?.summary).toMatch(/^D21: /);
  expect(paths['/api/certificate/freelancer']?.post?.summary).toMatch(/^D22: /);
  expect(paths['/api/certificate/freelancer']?.post?.requestBody).toBeDefined();
  expect(byId?.patch?.summary).toMatch(/^D23: /);
  expect(byId?.delete?.summary).toMatch(/^D24: /);
});
