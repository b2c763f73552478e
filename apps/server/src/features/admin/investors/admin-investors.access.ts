import { ProductBody } from '@handlowo/contract';
import { only } from '../../../testing/access/expectations.ts';
import type { RouteAccess } from '../../../testing/access/types.ts';
import { createUser } from '../../../testing/factories.ts';
import { productRequest, readProductOptions } from '../../orders/products/product-fixtures.ts';
import { addProduct } from '../../orders/products/products.service.ts';

/**
 * F2, F3, F6–F9: ADMIN only, reading the shared world's investor (F8: a product of a fresh
 * investor, whose first order no other entry has moved on).
 */
export const access: RouteAccess[] = [
  {
    route: 'GET /api/admin-panel/investors',
    request: () => ({ url: '/api/admin-panel/investors?page=0&size=5&sort=company,desc' }),
    expect: only(['admin'], 200),
  },
  {
    route: 'GET /api/admin-panel/investors/search/:query',
    request: () => ({ url: `/api/admin-panel/investors/search/${encodeURIComponent('Łódź')}` }),
    expect: only(['admin'], 200),
  },
  {
    route: 'GET /api/admin-panel/investors/:id',
    request: ({ world }) => ({ url: `/api/admin-panel/investors/${world.actors.investor.id}` }),
    expect: only(['admin'], 200),
  },
  {
    route: 'GET /api/admin-panel/investors/:id/products',
    request: ({ world }) => ({
      url: `/api/admin-panel/investors/${world.actors.investor.id}/products`,
    }),
    expect: only(['admin'], 200),
  },
  {
    route: 'GET /api/admin-panel/products/:id',
    request: async ({ app }) => {
      const { user } = await createUser(app, { role: 'INVESTOR' });
      const body = ProductBody.parse(productRequest(await readProductOptions(app.db)));
      const product = await addProduct(app.db, user.id, body);
      return { url: `/api/admin-panel/products/${product.id}` };
    },
    expect: only(['admin'], 200),
  },
  {
    route: 'GET /api/admin-panel/investors/:id/orders',
    request: ({ world }) => ({
      url: `/api/admin-panel/investors/${world.actors.investor.id}/orders`,
    }),
    expect: only(['admin'], 200),
  },
];
