import {
  adminMessages,
  coercedIdField,
  INVESTOR_SORT_KEYS,
  InvestorPage,
  InvestorPageQuery,
  InvestorPrimaryData,
  Order,
  Product,
  SearchParam,
  wizardMessages,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { pagingRules, searchRules as search } from '../lists/docs.ts';
import {
  getInvestorOrders,
  getInvestorPrimaryData,
  getInvestorProducts,
  getProduct,
} from './admin-investors.service.ts';
import { findInvestorPage } from './investor-list.repository.ts';

const tags = ['admin-investors'];
const who = 'ADMIN; other roles and anonymous callers 403.';
const investors =
  'Investors are INVESTOR users without the temporary (mock) ones, who are not investors for the panel.';
const paging = pagingRules(
  INVESTOR_SORT_KEYS,
  'newest first (`createdAt,desc`). `hasActiveOrder` (the investor has an ACTIVE order) sorts ' +
    'false before true ascending',
);
const byId = `An unknown id, a temporary investor’s or a non-investor’s: 404 \`${adminMessages.investorNotFound}\`.`;
const params = z.object({ id: coercedIdField.describe('The investor’s user id') });

/** F2, F3, F6–F9: the investors table and the investor detail's reads. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.authorize('ADMIN');

  app.get(
    '/admin-panel/investors',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'F2: the investors table, paged and sorted',
        description: `${who} ${investors} ${paging}`,
        querystring: InvestorPageQuery,
        response: { 200: InvestorPage },
      },
    },
    (request) => findInvestorPage(app.db, request.query),
  );

  app.get(
    '/admin-panel/investors/search/:query',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'F3: search the investors table',
        description: `${who} ${investors} ${search} ${paging}`,
        params: SearchParam,
        querystring: InvestorPageQuery,
        response: { 200: InvestorPage },
      },
    },
    (request) => findInvestorPage(app.db, { ...request.query, phrase: request.params.query }),
  );

  app.get(
    '/admin-panel/investors/:id(^\\d+$)',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'F6: the investor detail’s frame',
        description: `${who} \`ordersAmount\`: the number of the investor’s orders (every status). ${byId}`,
        params,
        response: { 200: InvestorPrimaryData },
      },
    },
    (request) => getInvestorPrimaryData(app.db, request.params.id),
  );

  app.get(
    '/admin-panel/investors/:id(^\\d+$)/products',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'F7: the investor’s products',
        description: `${who} By \`investorProductNumber\`, lists in the order the investor saved them, as in A10. ${byId}`,
        params,
        response: { 200: z.array(Product) },
      },
    },
    (request) => getInvestorProducts(app.db, request.params.id),
  );

  app.get(
    '/admin-panel/products/:id(^\\d+$)',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'F8: one product of any investor',
        description:
          `${who} The product preview of the investor detail. An unknown id, or a temporary ` +
          `investor’s product: 404 \`${wizardMessages.productNotFound}\`.`,
        params: z.object({ id: coercedIdField.describe('The product id') }),
        response: { 200: Product },
      },
    },
    (request) => getProduct(app.db, request.params.id),
  );

  app.get(
    '/admin-panel/investors/:id(^\\d+$)/orders',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'F9: the investor’s orders',
        description:
          `${who} Oldest first (by \`investorOrderNumber\`), each with its stage, services (with ` +
          'the assigned freelancer and the small avatar), guardian and score, as in A10: one ' +
          `statement, then one read per distinct avatar file. ${byId}`,
        params,
        response: { 200: z.array(Order) },
      },
    },
    (request) =>
      getInvestorOrders({ db: app.db, media: app.media, log: request.log }, request.params.id),
  );
};

export default routes;
