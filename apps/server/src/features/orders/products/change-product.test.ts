import { messages, type Product, wizardMessages as wm } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productBuyerPersons,
  productCompanySizes,
  productSectors,
} from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { createUser } from '../../../testing/factories.ts';
import { expectError } from '../../../testing/requests.ts';
import { type ProductRequests, productRequests } from './product-requests.ts';

let app: FastifyInstance;
let api: ProductRequests;

beforeAll(async () => {
  app = await buildTestApp();
  api = await productRequests(app);
});
afterAll(() => app?.close());

/** An investor with one product (the valid body: country POLAND). */
async function owner() {
  const investor = await api.investor();
  const product = await api.create(investor.token);
  return { ...investor, product };
}

const only = async (investorId: number) => {
  const [product, ...rest] = await api.stored(investorId);
  expect(rest).toEqual([]);
  return product as Product;
};

describe('E10 PATCH /products/:id', () => {
  it('changes only the keys sent', async () => {
    const { token, id, product } = await owner();
    const res = await api.patch(token, product.id, { name: ' Nowa nazwa ', description: '' });
    expect(res.statusCode, res.body).toBe(204);
    expect(await only(id)).toEqual({ ...product, name: 'Nowa nazwa', description: null });
  });

  it('replaces a list sent with exactly that list, in the order sent', async () => {
    const { token, id, product } = await owner();
    const { sectorIds, companySizeKeys, buyerPersonIds, subIndustryIds } = api.options;
    const res = await api.patch(token, product.id, {
      sectorIds: [sectorIds[2], sectorIds[0]],
      companySize: [companySizeKeys[2]],
      buyerPersonIds: [buyerPersonIds[1], buyerPersonIds[2], buyerPersonIds[0]],
      subIndustryId: subIndustryIds[2],
      additionalNotes: 'Nowe uwagi',
    });
    expect(res.statusCode, res.body).toBe(204);
    const saved = await only(id);
    expect(saved.sectors.map((s) => s.id)).toEqual([sectorIds[2], sectorIds[0]]);
    expect(saved.companySize.map((c) => c.name)).toEqual([companySizeKeys[2]]);
    expect(saved.buyerPersons.map((b) => b.id)).toEqual([
      buyerPersonIds[1],
      buyerPersonIds[2],
      buyerPersonIds[0],
    ]);
    expect(saved.subIndustry.id).toBe(subIndustryIds[2]);
    expect(saved).toMatchObject({
      name: product.name,
      description: product.description,
      additionalNotes: 'Nowe uwagi',
      country: 'POLAND',
    });
  });

  it('switches the area: naming one field clears the other two; a state by description', async () => {
    const { token, id, product } = await owner();
    const area = async (body: object) => {
      expect((await api.patch(token, product.id, body)).statusCode).toBe(204);
      const { country, state, city } = await only(id);
      return { country, state, city };
    };
    expect(await area({ state: 'Małopolskie' })).toEqual({
      country: null,
      state: 'MALOPOLSKIE',
      city: null,
    });
    expect(await area({ city: 'Kraków', state: null })).toEqual({
      country: null,
      state: null,
      city: 'Kraków',
    });
    // A body naming no area keeps it.
    expect(await area({ name: 'Inna nazwa' })).toEqual({
      country: null,
      state: null,
      city: 'Kraków',
    });
    expect(await area({ country: 'POLAND', city: '' })).toEqual({
      country: 'POLAND',
      state: null,
      city: null,
    });
  });

  it('refuses two area fields and bad values with the E9 messages, nothing changes', async () => {
    const { token, id, product } = await owner();
    const refused: [object, string][] = [
      [{ state: 'mazowieckie', city: 'Gdańsk' }, wm.areaConflict],
      [{ name: '' }, wm.productNameRequired],
      [{ name: 'N'.repeat(51) }, wm.productNameMax],
      [{ sectorIds: [] }, wm.sectorRequired],
      [{ companySize: [] }, wm.companySizeRequired],
      [{ buyerPersonIds: [] }, wm.buyerPersonRequired],
      [{ subIndustryId: null }, wm.subIndustryRequired],
      [{ description: 'd'.repeat(251) }, wm.descriptionMax],
      [{ sectorIds: [3, 3] }, messages.duplicateItems],
      [{ sectorIds: [2_000_000_000] }, messages.unknownOption],
      [{ companySize: ['NIE_MA'] }, messages.unknownOption],
      [{ buyerPersonIds: [2_000_000_000] }, messages.unknownOption],
      [{ subIndustryId: 2_000_000_000 }, messages.unknownOption],
      [{ subIndustryId: 2 ** 40 }, messages.invalidId],
    ];
    for (const [body, message] of refused) {
      expectError(await api.patch(token, product.id, body), 400, message);
    }
    expect(await only(id)).toEqual(product);
  });

  it('answers an empty body with 204 and changes nothing', async () => {
    const { token, id, product } = await owner();
    expect((await api.patch(token, product.id, {})).statusCode).toBe(204);
    expect(await only(id)).toEqual(product);
  });

  it("is 404 for another investor's product or an unknown id, and nothing changes", async () => {
    const { id, product } = await owner();
    const other = await api.investor();
    expectError(
      await api.patch(other.token, product.id, { name: 'Cudze' }),
      404,
      wm.productNotFound,
    );
    expectError(
      await api.patch(other.token, 2_000_000_000, { name: 'X' }),
      404,
      wm.productNotFound,
    );
    expect(await only(id)).toEqual(product);
  });

  it('is 400 for ids that are not ids, 403 for other roles', async () => {
    const { token, product } = await owner();
    expect((await api.patch(token, '99999999999', { name: 'X' })).statusCode).toBe(400);
    const freelancer = await createUser(app, { role: 'FREELANCER' });
    const admin = await createUser(app, { role: 'ADMIN' });
    for (const t of [freelancer.token, admin.token, undefined]) {
      expect((await api.patch(t, product.id, { name: 'X' })).statusCode).toBe(403);
    }
  });
});

describe('E11 DELETE /products/:id', () => {
  it('deletes the product and its list rows', async () => {
    const { token, id, product } = await owner();
    expect((await api.remove(token, product.id)).statusCode).toBe(204);
    expect(await api.stored(id)).toEqual([]);
    for (const table of [productSectors, productCompanySizes, productBuyerPersons]) {
      const rows = await app.db.select().from(table).where(eq(table.productId, product.id));
      expect(rows).toEqual([]);
    }
    expectError(await api.remove(token, product.id), 404, wm.productNotFound);
  });

  it("is 404 for another investor's product, which stays", async () => {
    const { id, product } = await owner();
    const other = await api.investor();
    expectError(await api.remove(other.token, product.id), 404, wm.productNotFound);
    expect(await only(id)).toEqual(product);
  });
});

describe('E10 and E11 once the first order is ACTIVE or REALIZED', () => {
  it('refuses changes and deletes with 400 orderLocked; VERYFICATION allows them', async () => {
    const { token, id, product } = await owner();
    for (const status of ['ACTIVE', 'REALIZED'] as const) {
      await api.setOrderStatus(id, status);
      expectError(await api.patch(token, product.id, { name: 'Zmiana' }), 400, wm.orderLocked);
      expectError(await api.remove(token, product.id), 400, wm.orderLocked);
    }
    expect(await only(id)).toEqual(product);
    // Ownership is checked first: a foreign id stays 404, not a hint about the order.
    expectError(await api.remove(token, 2_000_000_000), 404, wm.productNotFound);
    await api.setOrderStatus(id, 'VERYFICATION');
    expect((await api.patch(token, product.id, { name: 'Zmiana' })).statusCode).toBe(204);
    expect((await api.remove(token, product.id)).statusCode).toBe(204);
  });
});
