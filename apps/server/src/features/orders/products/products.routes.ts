import {
  coercedIdField,
  messages,
  PRODUCTS_MAX,
  Product,
  ProductBody,
  ProductPatchBody,
  wizardMessages as wm,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { addProduct, removeProduct, updateProduct } from './products.service.ts';

const tags = ['products'];
const params = z.object({ id: coercedIdField.describe('The product id') });

const who =
  'INVESTOR (the temporary one included), on the caller’s own products; freelancers, admins and ' +
  'anonymous callers get 403.';
const notYours = `404 \`${wm.productNotFound}\` for an unknown id or another investor’s product (nothing changes)`;
const locked = `400 \`${wm.orderLocked}\` unless the investor has an order in NEW or VERYFICATION (issue 27: any of their orders; before, the first one)`;
const options =
  `400 \`${messages.unknownOption}\` when \`subIndustryId\`, a sector id, a buyer-person id or a ` +
  `company-size key is not in the dictionaries, 400 \`${messages.duplicateItems}\` for a repeated id or key`;
const area =
  'Sales area: exactly one of `country` (`POLAND`), `state` (a state key, or its description such ' +
  'as `mazowieckie`: the key is stored) and `city`; null or `""` count as not named. Lists are ' +
  'stored and returned in the order sent; blank `description`/`additionalNotes` become null.';

/** E9–E11: the products of the service wizard's step 2 (spec document 2 sections 2 and 5). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const investor = app.authorize('INVESTOR');

  app.post(
    '/products',
    {
      onRequest: investor,
      schema: {
        tags,
        security,
        summary: 'E9: add a product',
        description:
          `${who} Answers the created Product. ${area} \`investorProductNumber\` is 1, 2, 3… per ` +
          'investor from a counter on the investor’s row (atomic, never reused after a delete). ' +
          `Errors: 400 with the field’s Polish message (spec section 5), ${options}, ${locked}, ` +
          `400 \`${wm.productsLimit}\` beyond ${PRODUCTS_MAX} products (holds under parallel adds).`,
        body: ProductBody,
        response: { 201: Product },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addProduct(app.db, request.auth.userId, request.body)),
  );

  app.patch(
    '/products/:id(^\\d+$)',
    {
      onRequest: investor,
      schema: {
        tags,
        security,
        summary: 'E10: change a product (partial)',
        description:
          `${who} E9’s fields, all optional: only the keys sent change, a list sent replaces the ` +
          'saved list, naming one area field replaces the area and clears the other two (naming ' +
          `two is 400 \`${wm.areaConflict}\`). An empty body changes nothing (204). Errors: ` +
          `${notYours}, ${locked}, ${options}, the field messages of E9.`,
        params,
        body: ProductPatchBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      await updateProduct(app.db, request.auth.userId, request.params.id, request.body);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/products/:id(^\\d+$)',
    {
      onRequest: investor,
      schema: {
        tags,
        security,
        summary: 'E11: delete a product',
        description: `${who} Its lists go with it; its number is not given out again. Errors: ${notYours}, ${locked}.`,
        params,
        response: noContent,
      },
    },
    async (request, reply) => {
      await removeProduct(app.db, request.auth.userId, request.params.id);
      return reply.code(204).send();
    },
  );
};

export default routes;
