import {
  adminMessages,
  type InvestorPrimaryData,
  type Order,
  type Product,
  ProductBody,
  wizardMessages,
} from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.ts';
import { buildTestApp } from '../../../testing/build-test-app.ts';
import { bearer, createUser } from '../../../testing/factories.ts';
import { insertOrderActivity } from '../../../testing/order-factories.ts';
import { getOk } from '../../../testing/requests.ts';
import { setOrder } from '../../orders/activities/order-arrange.ts';
import { createOrder } from '../../orders/order.repository.ts';
import { productRequest, readProductOptions } from '../../orders/products/product-fixtures.ts';
import { addProduct } from '../../orders/products/products.service.ts';

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp();
  admin = (await createUser(app, { role: 'ADMIN' })).token;
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(admin) });

async function investor(overrides: { isMock?: boolean } = {}) {
  const { user } = await createUser(app, {
    role: 'INVESTOR',
    firstName: 'Łucja',
    lastName: 'Żak',
    company: 'Hurtownia Źródło',
    phone: '+48 600 700 800',
  });
  if (overrides.isMock)
    await app.db.update(users).set({ isMock: true }).where(eq(users.id, user.id));
  return user;
}

async function product(investorId: number, name: string) {
  const request = { ...productRequest(await readProductOptions(app.db)), name };
  return addProduct(app.db, investorId, ProductBody.parse(request));
}

/** Ids that are not a real investor's: unknown, a temporary investor's, a freelancer's, an admin's. */
async function notInvestorIds() {
  const mock = await investor({ isMock: true });
  const freelancer = (await createUser(app, { role: 'FREELANCER' })).user.id;
  const other = (await createUser(app, { role: 'ADMIN' })).user.id;
  return [999_999, mock.id, freelancer, other];
}

describe('F6 GET /admin-panel/investors/:id', () => {
  it('answers the frame with the number of orders', async () => {
    const user = await investor();
    await createOrder(app.db, user.id);
    const third = await createOrder(app.db, user.id);
    await setOrder(app, third.id, { status: 'REALIZED' });
    expect(
      await getOk<InvestorPrimaryData>(app, `/api/admin-panel/investors/${user.id}`, admin),
    ).toEqual({
      id: user.id,
      firstName: 'Łucja',
      lastName: 'Żak',
      company: 'Hurtownia Źródło',
      email: user.email,
      phone: '+48 600 700 800',
      createdAt: user.createdAt.toISOString(),
      ordersAmount: 3,
    });
  });

  it('answers 404 for an id that is not a real investor’s', async () => {
    for (const id of await notInvestorIds()) {
      for (const path of ['', '/products', '/orders']) {
        const res = await get(`/api/admin-panel/investors/${id}${path}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(adminMessages.investorNotFound);
      }
    }
  });
});

describe('F7, F8 products', () => {
  it('lists the investor’s products only, by number', async () => {
    const user = await investor();
    const other = await investor();
    const first = await product(user.id, 'Pierwszy');
    await product(other.id, 'Cudzy');
    const second = await product(user.id, 'Drugi');
    const list = await getOk<Product[]>(
      app,
      `/api/admin-panel/investors/${user.id}/products`,
      admin,
    );
    expect(list).toEqual([first, second]);
    const empty = await investor();
    expect(await getOk(app, `/api/admin-panel/investors/${empty.id}/products`, admin)).toEqual([]);
  });

  it('reads any real investor’s product, 404 for a temporary one’s or an unknown id', async () => {
    const user = await investor();
    const own = await product(user.id, 'Oferta');
    expect(await getOk<Product>(app, `/api/admin-panel/products/${own.id}`, admin)).toEqual(own);
    const mock = await investor();
    const hidden = await product(mock.id, 'Tymczasowy');
    await app.db.update(users).set({ isMock: true }).where(eq(users.id, mock.id));
    for (const id of [hidden.id, 999_999]) {
      const res = await get(`/api/admin-panel/products/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(wizardMessages.productNotFound);
    }
  });
});

describe('F9 GET /admin-panel/investors/:id/orders', () => {
  it('lists the investor’s orders oldest first with their services', async () => {
    const user = await investor();
    const freelancer = (await createUser(app, { role: 'FREELANCER', firstName: 'Ola' })).user;
    const service = await insertOrderActivity(app, {
      investorId: user.id,
      freelancerId: freelancer.id,
    });
    const second = await createOrder(app.db, user.id);
    const orders = await getOk<Order[]>(app, `/api/admin-panel/investors/${user.id}/orders`, admin);
    expect(orders.map((o) => o.investorOrderNumber)).toEqual([1, 2]);
    expect(orders[1]?.id).toBe(second.id);
    expect(orders[0]?.orderActivities).toHaveLength(1);
    expect(orders[0]?.orderActivities[0]).toMatchObject({
      id: service.id,
      freelancer: { id: freelancer.id, firstName: 'Ola', userAvatar: null },
    });
  });
});
