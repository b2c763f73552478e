import { messages, PRODUCTS_MAX, type Product, wizardMessages as wm } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyerPersons,
  companySizes,
  investors,
  products,
  sectors,
  subIndustries,
} from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { recordQueries } from '../../../testing/query-log.ts';
import { expectError } from '../../../testing/requests.ts';
import { findInvestorProducts } from './product-read.repository.ts';
import { type ProductRequests, productRequests } from './product-requests.ts';

let app: FastifyInstance;
let api: ProductRequests;
const queries = recordQueries();

beforeAll(async () => {
  app = await buildTestApp({}, { onQuery: queries.onQuery });
  api = await productRequests(app);
});
afterAll(() => app?.close());

/** The dictionary items as the Product shape lists them (API.md 3.4), by id or key. */
async function dictionaryItems() {
  const [subs, sectorRows, sizes, persons] = await Promise.all([
    app.db
      .select({ id: subIndustries.id, name: subIndustries.name, info: subIndustries.info })
      .from(subIndustries),
    app.db
      .select({ id: sectors.id, name: sectors.name, description: sectors.description })
      .from(sectors),
    app.db
      .select({
        name: companySizes.name,
        description: companySizes.description,
        target: companySizes.target,
      })
      .from(companySizes),
    app.db
      .select({ id: buyerPersons.id, name: buyerPersons.name, groupName: buyerPersons.groupName })
      .from(buyerPersons),
  ]);
  const pick =
    <K, T>(rows: T[], key: (row: T) => K) =>
    (k: K) =>
      rows.find((r) => key(r) === k);
  return {
    subIndustry: pick(subs, (r) => r.id),
    sector: pick(sectorRows, (r) => r.id),
    companySize: pick(sizes, (r) => r.name),
    buyerPerson: pick(persons, (r) => r.id),
  };
}

describe('E9 POST /products: the created product', () => {
  it('answers 201 with the Product shape, every list in the order sent, texts trimmed', async () => {
    const { token, id } = await api.investor();
    const { subIndustryIds, sectorIds, companySizeKeys, buyerPersonIds } = api.options;
    const body = {
      ...api.valid,
      name: '  Abonament na oprogramowanie CRM  ',
      subIndustryId: subIndustryIds[1],
      sectorIds: [sectorIds[2], sectorIds[0], sectorIds[1]],
      companySize: [companySizeKeys[2], companySizeKeys[0]],
      buyerPersonIds: [buyerPersonIds[2], buyerPersonIds[0], buyerPersonIds[1]],
      description: ' Opis produktu ',
    };
    const created = await api.create(token, body);
    const items = await dictionaryItems();
    const expected: Product = {
      id: expect.any(Number),
      investorProductNumber: 1,
      name: 'Abonament na oprogramowanie CRM',
      subIndustry: items.subIndustry(body.subIndustryId as number) as Product['subIndustry'],
      description: 'Opis produktu',
      sectors: body.sectorIds.map((s) => items.sector(s as number)) as Product['sectors'],
      companySize: body.companySize.map((k) =>
        items.companySize(k as string),
      ) as Product['companySize'],
      buyerPersons: body.buyerPersonIds.map((b) =>
        items.buyerPerson(b as number),
      ) as Product['buyerPersons'],
      additionalNotes: api.valid.additionalNotes,
      country: 'POLAND',
      state: null,
      city: null,
    };
    expect(created).toEqual(expected);
    expect(created.sectors.every(Boolean)).toBe(true);
    expect(await api.stored(id)).toEqual([{ ...expected, id: created.id }]);
  });

  it('stores blank or missing optional texts as null', async () => {
    const { token } = await api.investor();
    const { description: _d, ...withoutDescription } = api.valid;
    const blank = await api.create(token, { ...withoutDescription, additionalNotes: '   ' });
    expect(blank).toMatchObject({ description: null, additionalNotes: null });
    const nulls = await api.create(token, { ...api.valid, description: null, additionalNotes: '' });
    expect(nulls).toMatchObject({ description: null, additionalNotes: null });
  });

  it('keeps exactly one area: a state by key or description (the key is stored), or a city', async () => {
    const { token } = await api.investor();
    const area = (a: object) => ({ ...api.valid, country: null, ...a });
    const byDescription = await api.create(token, area({ state: 'mazowieckie' }));
    expect(byDescription).toMatchObject({ country: null, state: 'MAZOWIECKIE', city: null });
    const byKey = await api.create(token, area({ state: 'POMORSKIE', city: '' }));
    expect(byKey).toMatchObject({ country: null, state: 'POMORSKIE', city: null });
    const city = await api.create(token, area({ city: ' Gdańsk ', state: null }));
    expect(city).toMatchObject({ country: null, state: null, city: 'Gdańsk' });
    const country = await api.create(token, { ...api.valid, state: '', city: null });
    expect(country).toMatchObject({ country: 'POLAND', state: null, city: null });
  });

  it('lets the temporary investor add products too', async () => {
    const { token } = await api.investor({ isMock: true });
    expect((await api.create(token)).investorProductNumber).toBe(1);
  });

  it('is 403 for freelancers, admins and anonymous callers, and stores nothing', async () => {
    const before = await app.db.select({ id: products.id }).from(products);
    for (const role of ['FREELANCER', 'ADMIN'] as const) {
      const { token } = await createUser(app, { role });
      expect((await api.post(token, api.valid)).statusCode).toBe(403);
    }
    expect((await api.post(undefined, api.valid)).statusCode).toBe(403);
    expect(await app.db.select({ id: products.id }).from(products)).toEqual(before);
  });
});

describe('E9 numbering and the limit', () => {
  it('numbers 1, 2, 3 per investor and never reuses a number after a delete', async () => {
    const a = await api.investor();
    const b = await api.investor();
    const numbers = [];
    for (let i = 0; i < 3; i++) numbers.push((await api.create(a.token)).investorProductNumber);
    expect(numbers).toEqual([1, 2, 3]);
    expect((await api.create(b.token)).investorProductNumber).toBe(1);
    const second = (await api.stored(a.id))[1] as Product;
    expect((await api.remove(a.token, second.id)).statusCode).toBe(204);
    expect((await api.create(a.token)).investorProductNumber).toBe(4);
    expect((await api.stored(a.id)).map((p) => p.investorProductNumber)).toEqual([1, 3, 4]);
  });

  it(`refuses product ${PRODUCTS_MAX + 1} with 400 and gives its number back`, async () => {
    const { token, id } = await api.investor();
    for (let i = 0; i < PRODUCTS_MAX; i++) await api.create(token);
    expectError(await api.post(token, api.valid), 400, wm.productsLimit);
    expect(await api.stored(id)).toHaveLength(PRODUCTS_MAX);
    const [counter] = await app.db
      .select({ last: investors.lastProductNumber })
      .from(investors)
      .where(eq(investors.userId, id));
    expect(counter?.last).toBe(PRODUCTS_MAX);
    // A delete makes room again; the next number follows the last one given out.
    const first = (await api.stored(id))[0] as Product;
    await api.remove(token, first.id);
    expect((await api.create(token)).investorProductNumber).toBe(PRODUCTS_MAX + 1);
  });

  it('stores exactly as many of N+5 parallel adds as fit, with distinct numbers', async () => {
    const { token, id } = await api.investor();
    const room = 4;
    for (let i = 0; i < PRODUCTS_MAX - room; i++) await api.create(token);
    const results = await Promise.all(
      Array.from({ length: room + 5 }, () => api.post(token, api.valid)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(room).fill(201), ...Array(5).fill(400)]);
    for (const r of results.filter((r) => r.statusCode === 400)) {
      expectError(r, 400, wm.productsLimit);
    }
    const numbers = (await api.stored(id)).map((p) => p.investorProductNumber);
    expect(numbers).toEqual(Array.from({ length: PRODUCTS_MAX }, (_, i) => i + 1));
  });

  it('gives parallel adds with room distinct numbers 1..n', async () => {
    const { token, id } = await api.investor();
    const results = await Promise.all(Array.from({ length: 6 }, () => api.post(token, api.valid)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const numbers = results
      .map((r) => r.json<Product>().investorProductNumber)
      .sort((x, y) => x - y);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await api.stored(id)).toHaveLength(6);
  });
});

describe('E9 validation (spec document 2 section 5): 400, nothing stored', () => {
  const cases: [string, () => Record<string, unknown>, string][] = [
    ['name missing', () => ({ name: undefined }), 'Podaj nazwę produktu'],
    ['name blank', () => ({ name: '   ' }), 'Podaj nazwę produktu'],
    ['name of 51 characters', () => ({ name: 'N'.repeat(51) }), 'Maksymalnie 50 znaków'],
    ['sub-industry missing', () => ({ subIndustryId: undefined }), 'Wybierz sektor'],
    ['sub-industry null', () => ({ subIndustryId: null }), 'Wybierz sektor'],
    ['sectors missing', () => ({ sectorIds: undefined }), 'Wybierz sektor'],
    ['sectors empty', () => ({ sectorIds: [] }), 'Wybierz sektor'],
    ['company size missing', () => ({ companySize: undefined }), 'Wybierz target'],
    ['company size empty', () => ({ companySize: [] }), 'Wybierz target'],
    ['buyer persons missing', () => ({ buyerPersonIds: undefined }), 'Wybierz personę kupującego'],
    ['buyer persons empty', () => ({ buyerPersonIds: [] }), 'Wybierz personę kupującego'],
    ['description of 251', () => ({ description: 'd'.repeat(251) }), 'Maksymalnie 250 znaków'],
    ['notes of 251', () => ({ additionalNotes: 'd'.repeat(251) }), 'Maksymalnie 250 znaków'],
    ['country other than Polska', () => ({ country: 'GERMANY' }), 'Wybierz kraj'],
    ['unknown state', () => ({ country: null, state: 'Bawaria' }), 'Wybierz województwo'],
    ['city not a text', () => ({ country: null, city: 12 }), 'Podaj miasto'],
    ['no area', () => ({ country: null }), wm.areaRequired],
    ['two areas', () => ({ city: 'Gdańsk' }), wm.areaConflict],
    ['city too long', () => ({ country: null, city: 'c'.repeat(51) }), wm.cityMax],
    ['repeated sector', () => ({ sectorIds: [1, 1] }), messages.duplicateItems],
    ['repeated company size', () => ({ companySize: ['A', 'A'] }), messages.duplicateItems],
    ['repeated buyer person', () => ({ buyerPersonIds: [2, 2] }), messages.duplicateItems],
    ['huge id', () => ({ subIndustryId: 2 ** 53 }), messages.invalidId],
    ['id as text', () => ({ subIndustryId: '1' }), messages.invalidId],
    ['sector id as fraction', () => ({ sectorIds: [1.5] }), messages.invalidId],
  ];

  it.each(cases)('%s', async (_label, change, message) => {
    const { token, id } = await api.investor();
    expectError(await api.post(token, { ...api.valid, ...change() }), 400, message);
    expect(await api.stored(id)).toEqual([]);
  });

  it('is 400 unknownOption for ids or keys that are not in the dictionaries', async () => {
    const { token, id } = await api.investor();
    const unknown = [
      { subIndustryId: 2_000_000_000 },
      { sectorIds: [api.options.sectorIds[0], 2_000_000_000] },
      { companySize: ['NIE_MA_TAKIEGO'] },
      { buyerPersonIds: [2_000_000_000] },
    ];
    for (const change of unknown) {
      expectError(await api.post(token, { ...api.valid, ...change }), 400, messages.unknownOption);
    }
    expect(await api.stored(id)).toEqual([]);
  });

  it('answers wrong types and bodies with a Polish 400, never 500', async () => {
    const { token } = await api.investor();
    const bodies: unknown[] = [
      [],
      'tekst',
      null,
      { ...api.valid, sectorIds: 'x' },
      { ...api.valid, companySize: [7] },
      { ...api.valid, description: 5 },
      { ...api.valid, name: { a: 1 } },
      { ...api.valid, buyerPersonIds: Array.from({ length: 101 }, (_, i) => i + 1) },
      { ...api.valid, companySize: ['K'.repeat(65)] },
    ];
    for (const body of bodies) {
      const res = await api.post(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/[a-ząćęłńóśźż]/i);
    }
  });
});

describe('E9–E11 with the first order no longer new or in verification', () => {
  it('refuses adds with 400 orderLocked; VERYFICATION still allows them', async () => {
    const { token, id } = await api.investor();
    await api.setOrderStatus(id, 'VERYFICATION');
    await api.create(token);
    for (const status of ['ACTIVE', 'REALIZED'] as const) {
      await api.setOrderStatus(id, status);
      expectError(await api.post(token, api.valid), 400, wm.orderLocked);
    }
    expect(await api.stored(id)).toHaveLength(1);
  });
});

describe('the product read', () => {
  it('runs one statement however many products', async () => {
    const { token, id } = await api.investor();
    await api.create(token);
    const one = await queries.during(() => findInvestorProducts(app.db, id));
    for (let i = 0; i < 3; i++) await api.create(token);
    const four = await queries.during(() => findInvestorProducts(app.db, id));
    expect(four.result).toHaveLength(4);
    expect(four.statements).toHaveLength(1);
    expect(four.statements).toEqual(one.statements);
  });
});
