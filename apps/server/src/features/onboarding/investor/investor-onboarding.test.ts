import type { InvestorData, PlainOption, TargetedOption } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { expectPolish400, getOk, sendRaw } from '../../../testing/requests.ts';
import { createOrder } from '../../orders/order.repository.ts';

let app: FastifyInstance;
const queries = recordQueries();
/** The first option name of each list, by its save path. */
const firstOption: Record<string, string> = {};
const secondOption: Record<string, string> = {};

const optionSaves = [
  ['/investor/me/activityDestiny', '/activity-destiny', 'activityDestiny'],
  ['/investor/me/organizationStage', '/organization-stage', 'organizationStage'],
  ['/investor/me/goToMarketStrategy', '/strategies', 'goToMarketStrategy'],
  ['/investor/me/businessType', '/business-type', 'businessType'],
  ['/investor/me/investorRole', '/investor-role', 'investorRole'],
  ['/investor/me/employeeCountRange', '/employee-count-range', 'employeeCountRange'],
] as const;

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  const { token } = await createUser(app, { role: 'INVESTOR' });
  for (const [save, list] of optionSaves) {
    const options = await getOk<(TargetedOption | PlainOption)[]>(app, `/api${list}`, token);
    firstOption[save] = options[0]?.name ?? '';
    secondOption[save] = options[1]?.name ?? '';
  }
});
afterAll(() => app.close());

async function investor(isMock = false) {
  const { user, token } = await createUser(app, {
    role: 'INVESTOR',
    isMock,
    ...(isMock ? { firstName: '', lastName: '' } : {}),
  });
  return { id: user.id, token };
}

const patch = (url: string, token?: string, payload?: unknown, contentType?: string) =>
  sendRaw(app, 'PATCH', `/api${url}`, { token, payload, contentType });

const me = (token: string) => getOk<InvestorData>(app, '/api/investor/me', token);

describe('GET /investor/me', () => {
  it('answers every field with explicit nulls, order #1 and no products', async () => {
    const { id, token } = await investor(true);
    const data = await me(token);
    expect(data).toEqual({
      id,
      email: expect.any(String),
      firstName: '',
      lastName: '',
      company: null,
      phone: null,
      role: 'INVESTOR',
      isMock: true,
      activityDestiny: null,
      organizationStage: null,
      salesDepartment: null,
      companyEmails: null,
      goToMarketStrategy: null,
      businessType: null,
      investorRole: null,
      employeeCountRange: null,
      companySiteUrl: null,
      companyDescription: null,
      orders: [
        {
          id: expect.any(Number),
          investorOrderNumber: 1,
          pipeline: null,
          orderActivities: [],
          orderStatus: 'NEW',
          orderStatusDescription: 'Nowe',
          averageScore: null,
          orderAdminDTO: null,
        },
      ],
      products: [],
    });
    // Present, not merely undefined: the client tests `=== null`.
    expect(
      JSON.parse(
        (await app.inject({ method: 'GET', url: '/api/investor/me', headers: bearer(token) })).body,
      ),
    ).toHaveProperty('salesDepartment', null);
  });

  it('lists the current draft first, then the others newest first, with their guardian (issue 27)', async () => {
    const { id, token } = await investor();
    const { user: admin } = await createUser(app, {
      role: 'ADMIN',
      firstName: 'Anna',
      lastName: 'Nowak',
    });
    const second = await createOrder(app.db, id);
    await app.db.update(orders).set({ adminId: admin.id }).where(eq(orders.id, second.id));
    const data = await me(token);
    // Both are NEW: the newer one is the current draft.
    expect(data.orders.map((o) => o.investorOrderNumber)).toEqual([2, 1]);
    expect(data.orders[0]?.orderAdminDTO).toEqual({
      id: admin.id,
      firstName: 'Anna',
      lastName: 'Nowak',
      email: admin.email,
      pictureData: null,
    });
  });

  it('reads in three statements besides the auth lookup, however many orders', async () => {
    const { id, token } = await investor();
    for (const [save] of optionSaves)
      expect((await patch(save, token, firstOption[save])).statusCode, save).toBe(204);
    await patch('/investor/me/salesDepartment', token, true);
    await patch('/investor/me/company-emails', token, 'handel@firma.pl,szef@firma.pl');
    await patch('/investor/me/companySiteUrl', token, 'https://firma.pl');
    await patch('/investor/me/companyDescription', token, 'Hurtownia.');
    const { user: admin } = await createUser(app, { role: 'ADMIN' });
    for (let i = 0; i < 4; i++) {
      const order = await createOrder(app.db, id);
      if (i % 2 === 0) {
        await app.db.update(orders).set({ adminId: admin.id }).where(eq(orders.id, order.id));
      }
    }

    const full = await queries.during(() => me(token));
    expect(full.result).toMatchObject({
      companySiteUrl: 'https://firma.pl',
      salesDepartment: true,
    });
    expect(full.result.orders.map((o) => o.investorOrderNumber)).toEqual([5, 4, 3, 2, 1]);
    expect(full.result.orders.filter((o) => o.orderAdminDTO !== null)).toHaveLength(2);
    // 1. The `authorize` onRequest hook looks the user up by id on every request (the database, not
    //    the token, decides: a deleted user or a changed role loses access at once).
    // 2. findInvestorData: the user with its answers row.
    // 3. Its orders with their stages, services and guardians, one statement for all of them.
    // 4. Its products (services and products in numbers: investor-me-orders.test.ts).
    expect(full.statements).toHaveLength(4);
    expect(full.statements[0]).toMatch(/^select .* from "users" where "users"\."id" = \$1/);
    expect(full.statements[1]).toMatch(/left join "investors"/);
    expect(full.statements[2]).toMatch(/from "orders" left join "pipelines"/);
    expect(full.statements[3]).toMatch(/from "products"/);

    // Nothing answered and only order #1: the very same statements.
    const fresh = await investor();
    const empty = await queries.during(() => me(fresh.token));
    expect(empty.result.orders).toHaveLength(1);
    expect(empty.statements).toEqual(full.statements);
  });

  it('is for investors only', async () => {
    const { token } = await createUser(app, { role: 'FREELANCER' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/investor/me', headers: bearer(token) }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/investor/me' })).statusCode).toBe(403);
  });
});

describe.each(optionSaves)('PATCH %s (option name)', (url, _list, field) => {
  it.each([
    ['bare text sent as JSON', (v: string) => v, 'application/json'],
    ['bare text sent as text/plain', (v: string) => v, 'text/plain'],
    ['a JSON string', (v: string) => JSON.stringify(v), 'application/json'],
    ['a {field} object', (v: string) => JSON.stringify({ [field]: v }), 'application/json'],
  ])('accepts %s', async (_, body, type) => {
    const { token } = await investor(true);
    const name = firstOption[url] as string;
    expect((await patch(url, token, body(name), type)).statusCode).toBe(204);
    expect((await me(token))[field]).toBe(name);
  });

  it('refuses an unknown name or a wrong type with 400 and keeps the previous answer', async () => {
    const { token } = await investor();
    const kept = secondOption[url] as string;
    await patch(url, token, kept);
    const unknown = await patch(url, token, 'NO_SUCH_OPTION');
    expectPolish400(unknown);
    expect(unknown.json().message).toBe('Wybrana opcja nie istnieje');
    expectPolish400(await patch(url, token, { [field]: 3 }));
    expectPolish400(await patch(url, token, [kept]));
    expectPolish400(await patch(url, token));
    expect((await me(token))[field]).toBe(kept);
  });
});

describe('C5 PATCH /investor/me/salesDepartment', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['{"salesDepartment":true}', true],
  ])('accepts %s', async (body, expected) => {
    const { token } = await investor(true);
    expect((await patch('/investor/me/salesDepartment', token, body)).statusCode).toBe(204);
    expect((await me(token)).salesDepartment).toBe(expected);
  });

  it('refuses what is not a boolean', async () => {
    const { token } = await investor();
    expectPolish400(await patch('/investor/me/salesDepartment', token, 'tak'));
    expectPolish400(await patch('/investor/me/salesDepartment', token, '1'));
    expectPolish400(await patch('/investor/me/salesDepartment', token));
    expect((await me(token)).salesDepartment).toBeNull();
  });

  it('forgets the department e-mails when the answer becomes "no"', async () => {
    const { token } = await investor();
    await patch('/investor/me/salesDepartment', token, 'true');
    await patch('/investor/me/company-emails', token, 'a@firma.pl');
    await patch('/investor/me/salesDepartment', token, 'false');
    expect((await me(token)).companyEmails).toBeNull();
  });
});

describe('C6 PATCH /investor/me/company-emails', () => {
  it('trims, drops empty items and stores the comma-joined list', async () => {
    const { token } = await investor(true);
    const res = await patch('/investor/me/company-emails', token, ' jan@firma.pl, ,ola@firma.pl,');
    expect(res.statusCode).toBe(204);
    expect((await me(token)).companyEmails).toBe('jan@firma.pl,ola@firma.pl');
  });

  it('accepts the JSON string and {companyEmails} forms', async () => {
    const { token } = await investor();
    await patch('/investor/me/company-emails', token, '"a@firma.pl,b@firma.pl"');
    expect((await me(token)).companyEmails).toBe('a@firma.pl,b@firma.pl');
    await patch('/investor/me/company-emails', token, { companyEmails: 'c@firma.pl' });
    expect((await me(token)).companyEmails).toBe('c@firma.pl');
  });

  it.each([
    ['an invalid address', 'jan@firma.pl,nie-email'],
    ['a duplicate', 'jan@firma.pl,JAN@firma.pl'],
    ['only empty items', ' , ,'],
    ['a number', 5],
  ])('refuses %s with 400 and keeps the previous list', async (_, body) => {
    const { token } = await investor();
    await patch('/investor/me/company-emails', token, 'stary@firma.pl');
    expectPolish400(await patch('/investor/me/company-emails', token, body));
    expect((await me(token)).companyEmails).toBe('stary@firma.pl');
  });
});

describe('C15 PATCH /investor/me/companySiteUrl and C16 companyDescription', () => {
  it('refuses text with a NUL character with 400, never 500', async () => {
    const { token } = await investor(true);
    expectPolish400(
      await patch('/investor/me/companyDescription', token, { companyDescription: 'a\u0000b' }),
    );
    expect((await me(token)).companyDescription).toBeNull();
  });

  it.each(['dealme.pl', 'https://www.firma.com.pl/o-nas', '"https://firma.pl"'])(
    'accepts the address %s',
    async (body) => {
      const { token } = await investor(true);
      expect((await patch('/investor/me/companySiteUrl', token, body)).statusCode).toBe(204);
      expect((await me(token)).companySiteUrl).toBe(body.replaceAll('"', ''));
    },
  );

  it('refuses a missing or invalid address with the contract messages', async () => {
    const { token } = await investor();
    const empty = await patch('/investor/me/companySiteUrl', token, '""');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Podaj adres URL swojej strony internetowej');
    expectPolish400(await patch('/investor/me/companySiteUrl', token, 'nie adres'));
    expectPolish400(await patch('/investor/me/companySiteUrl', token, 'ftp://firma.pl'));
    expect((await me(token)).companySiteUrl).toBeNull();
  });

  it('stores a description up to 1000 characters', async () => {
    const { token } = await investor();
    const text = 'Sprzedajemy oprogramowanie dla biur rachunkowych. '.repeat(19).trim();
    expect(
      (await patch('/investor/me/companyDescription', token, text, 'text/plain')).statusCode,
    ).toBe(204);
    expect((await me(token)).companyDescription).toBe(text);
    const tooLong = await patch('/investor/me/companyDescription', token, 'x'.repeat(1001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Opis firmy może mieć maksymalnie 1000 znaków');
    expect((await me(token)).companyDescription).toBe(text);
  });
});

describe('access to the investor saves', () => {
  const saves: [string, unknown][] = [
    ...optionSaves.map(([url]) => [url, 'X'] as [string, unknown]),
    ['/investor/me/salesDepartment', 'true'],
    ['/investor/me/company-emails', 'a@firma.pl'],
    ['/investor/me/companySiteUrl', 'firma.pl'],
    ['/investor/me/companyDescription', 'Opis'],
  ];

  it.each(saves)(
    'PATCH %s is refused to freelancers and anonymous callers with 403',
    async (url, body) => {
      const { token } = await createUser(app, { role: 'FREELANCER' });
      expect((await patch(url, token, body)).statusCode).toBe(403);
      expect((await patch(url, undefined, body)).statusCode).toBe(403);
    },
  );
});

describe('the full investor onboarding', () => {
  it('walks the eight steps as a temporary investor and reads every answer back', async () => {
    const { id, token } = await investor(true);
    const steps: [string, string][] = [
      ['/investor/me/activityDestiny', firstOption['/investor/me/activityDestiny'] as string],
      ['/investor/me/organizationStage', firstOption['/investor/me/organizationStage'] as string],
      ['/investor/me/salesDepartment', 'true'],
      ['/investor/me/company-emails', 'handel@firma.pl,szef@firma.pl'],
      ['/investor/me/goToMarketStrategy', firstOption['/investor/me/goToMarketStrategy'] as string],
      ['/investor/me/businessType', firstOption['/investor/me/businessType'] as string],
      ['/investor/me/investorRole', firstOption['/investor/me/investorRole'] as string],
      ['/investor/me/employeeCountRange', firstOption['/investor/me/employeeCountRange'] as string],
      ['/investor/me/companySiteUrl', 'dealme.pl'],
      ['/investor/me/companyDescription', 'Platforma dla handlowców.'],
    ];
    for (const [url, body] of steps)
      expect((await patch(url, token, body)).statusCode, url).toBe(204);
    expect(await me(token)).toMatchObject({
      id,
      isMock: true,
      activityDestiny: firstOption['/investor/me/activityDestiny'],
      organizationStage: firstOption['/investor/me/organizationStage'],
      salesDepartment: true,
      companyEmails: 'handel@firma.pl,szef@firma.pl',
      goToMarketStrategy: firstOption['/investor/me/goToMarketStrategy'],
      businessType: firstOption['/investor/me/businessType'],
      investorRole: firstOption['/investor/me/investorRole'],
      employeeCountRange: firstOption['/investor/me/employeeCountRange'],
      companySiteUrl: 'dealme.pl',
      companyDescription: 'Platforma dla handlowców.',
    });
    // The answers belong to the user row: nothing else was touched.
    const [row] = await app.db.select().from(users).where(eq(users.id, id));
    expect(row?.isMock).toBe(true);
  });
});
