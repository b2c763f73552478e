import type { Product } from '@handlowo/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { orders } from '../../../db/schema/index.ts';
import { createUser } from '../../../testing/factories.ts';
import { sendRaw } from '../../../testing/requests.ts';
import { type ProductOptions, productRequest, readProductOptions } from './product-fixtures.ts';
import { findInvestorProducts } from './product-read.repository.ts';

/** Test support: E9–E11 requests of one app, and what the database holds afterwards. */
export interface ProductRequests {
  options: ProductOptions;
  /** A valid E9 body (country POLAND, two of each list). */
  valid: ReturnType<typeof productRequest>;
  investor(options?: { isMock?: boolean }): Promise<{ id: number; token: string }>;
  post(token: string | undefined, body: unknown): ReturnType<typeof sendRaw>;
  /** POST that must succeed; answers the created product. */
  create(token: string, body?: unknown): Promise<Product>;
  patch(token: string | undefined, id: number | string, body: unknown): ReturnType<typeof sendRaw>;
  remove(token: string | undefined, id: number | string): ReturnType<typeof sendRaw>;
  /** The investor's products as the database holds them (the shared read). */
  stored(investorId: number): Promise<Product[]>;
  setOrderStatus(
    investorId: number,
    status: 'NEW' | 'VERYFICATION' | 'ACTIVE' | 'REALIZED',
  ): Promise<void>;
}

export async function productRequests(app: FastifyInstance): Promise<ProductRequests> {
  const options = await readProductOptions(app.db);
  const valid = productRequest(options);
  const post = (token: string | undefined, body: unknown) =>
    sendRaw(app, 'POST', '/api/products', { token, payload: body });
  return {
    options,
    valid,
    async investor({ isMock = false } = {}) {
      const { user, token } = await createUser(app, { role: 'INVESTOR', isMock });
      return { id: user.id, token };
    },
    post,
    async create(token, body = valid) {
      const res = await post(token, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Product>();
    },
    patch: (token, id, body) =>
      sendRaw(app, 'PATCH', `/api/products/${id}`, { token, payload: body }),
    remove: (token, id) => sendRaw(app, 'DELETE', `/api/products/${id}`, { token }),
    stored: (investorId) => findInvestorProducts(app.db, investorId),
    async setOrderStatus(investorId, status) {
      await app.db.update(orders).set({ status }).where(eq(orders.investorId, investorId));
    },
  };
}
