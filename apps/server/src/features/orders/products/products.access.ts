import { ProductBody } from '@handlowo/contract';
import { and, inArray } from 'drizzle-orm';
import { orders } from '../../../db/schema/index.ts';
import { INVESTORS, only } from '../../../testing/access/expectations.ts';
import type { RequestContext, RouteAccess, World } from '../../../testing/access/types.ts';
import { productRequest, readProductOptions } from './product-fixtures.ts';
import { addProduct } from './products.service.ts';

/**
 * The shared world's investors may have had their orders moved on by another route's entry (the
 * admin's assignments): products only change while the first order is new, so reopen them first.
 */
async function reopenOrders({ app, world }: RequestContext) {
  const investorIds = INVESTORS.map((actor) => world.actors[actor].id);
  await app.db
    .update(orders)
    .set({ status: 'NEW' })
    .where(
      and(inArray(orders.investorId, investorIds), inArray(orders.status, ['ACTIVE', 'REALIZED'])),
    );
}

const body = async ({ app }: RequestContext) => productRequest(await readProductOptions(app.db));

/**
 * One product of the investor per world and route (the routes share a world, and the investor
 * may hold only 20): the temporary investor must get 404 for it, the investor changes it.
 */
const productOfInvestor = (): ((context: RequestContext) => Promise<number>) => {
  const made = new WeakMap<World, Promise<number>>();
  return async (context) => {
    await reopenOrders(context);
    let id = made.get(context.world);
    if (!id) {
      const { app, world } = context;
      id = body(context).then(async (request) => {
        const product = await addProduct(
          app.db,
          world.actors.investor.id,
          ProductBody.parse(request),
        );
        return product.id;
      });
      made.set(context.world, id);
    }
    return id;
  };
};

const patchTarget = productOfInvestor();
const deleteTarget = productOfInvestor();
const ownerOnly = { ...only(INVESTORS, 204), temporaryInvestor: 404 };

/** E9–E11: INVESTOR (the temporary one included) on its own products. */
export const access: RouteAccess[] = [
  {
    route: 'POST /api/products',
    request: async (context) => {
      await reopenOrders(context);
      return { url: '/api/products', body: await body(context) };
    },
    expect: only(INVESTORS, 201),
  },
  {
    route: 'PATCH /api/products/:id',
    request: async (context) => ({
      url: `/api/products/${await patchTarget(context)}`,
      body: { name: 'Program lojalnościowy', city: 'Gdańsk' },
    }),
    expect: ownerOnly,
  },
  {
    route: 'DELETE /api/products/:id',
    request: async (context) => ({ url: `/api/products/${await deleteTarget(context)}` }),
    expect: ownerOnly,
  },
];
