import {
  InvestorOrderList,
  InvestorOrderParams,
  investorOrderMessages as io,
  OPEN_ORDERS_MAX,
  Order,
  wizardMessages as wm,
} from '@handlowo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security } from '../../../lib/http-schemas.ts';
import {
  createDraft,
  getInvestorOrder,
  listInvestorOrders,
  repeatOrder,
} from './investor-orders.service.ts';

const tags = ['investor-orders'];
const who =
  'INVESTOR (the temporary one included, on its own orders); freelancers, admins and anonymous ' +
  'callers 403.';
const shape =
  'Each order as in A10 (API.md 3.4): stage with its tasks, services oldest first with the ' +
  'assigned freelancer and the small avatar, guardian.';
const notYours = `Another investor’s order or an unknown id: 404 \`${wm.orderNotFound}\`.`;
const limit =
  `At most ${OPEN_ORDERS_MAX} orders in NEW or VERYFICATION at once, else 400 ` +
  `\`${io.openOrdersLimit}\` (code OPEN_ORDERS_LIMIT), nothing created; counted under the ` +
  'investor’s row lock, so parallel requests cannot pass it. The number is the investor’s next ' +
  '(max + 1, under the same lock). The new order keeps the guardian of the investor’s newest ' +
  'order that has one (the client keeps their guardian) and stays NEW until the guardian ' +
  'verifies it (F12).';

/** Several orders per investor (issue 27; paths proposed by the issue, not in API.md). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const investor = app.authorize('INVESTOR');
  const files = (request: { log: FastifyBaseLogger }) => ({
    db: app.db,
    media: app.media,
    log: request.log,
  });

  app.get(
    '/investor/orders',
    {
      onRequest: investor,
      schema: {
        tags,
        security,
        summary: 'Every order of the investor (Moje zlecenia)',
        description:
          `${who} The current draft first (the newest NEW order, else the newest in ` +
          'VERYFICATION), then the others newest first: the same order as A10’s `orders`. ' +
          shape,
        response: { 200: InvestorOrderList },
      },
    },
    (request) => listInvestorOrders(files(request), request.auth.userId),
  );

  app.get(
    '/investor/orders/:orderId(^\\d+$)',
    {
      onRequest: investor,
      schema: {
        tags,
        security,
        summary: 'One order of the investor',
        description: `${who} ${notYours} ${shape}`,
        params: InvestorOrderParams,
        response: { 200: Order },
      },
    },
    (request) => getInvestorOrder(files(request), request.auth.userId, request.params.orderId),
  );

  app.post(
    '/investor/orders',
    {
      onRequest: investor,
      schema: {
        tags,
        security,
        summary: 'Nowe zlecenie: a new draft order',
        description:
          `${who} No body. 201 with the new order: NEW, no stage, no services. ${limit} ` +
          'The service wizard then works on it (A10’s `orders[0]`).',
        response: { 201: Order },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDraft(files(request), request.auth.userId)),
  );

  app.post(
    '/investor/orders/:orderId(^\\d+$)/repeat',
    {
      onRequest: investor,
      schema: {
        tags,
        security,
        summary: 'Zamów ponownie: a new draft repeating a realised order',
        description:
          `${who} No body. ${notYours} Only a REALIZED order, else 400 ` +
          `\`${io.repeatNotRealized}\` (ORDER_NOT_REALIZED). 201 with the new order: NEW, the ` +
          'same stage, a copy of every service (main task, amount, period, description) without ' +
          'a freelancer or score; the start dates are to be chosen again: each copy keeps its ' +
          'date when it has passed, otherwise the day before today (Europe/Warsaw), so every ' +
          'copied date is in the past and the wizard asks for a new one (E5). Each service’s ' +
          'previous freelancer is stored as the client’s preference ' +
          '(`order_activities.preferred_freelancer_id`); `orders.repeat_of_order_id` names the ' +
          `source. ${limit}`,
        params: InvestorOrderParams,
        response: { 201: Order },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await repeatOrder(files(request), request.auth.userId, request.params.orderId)),
  );
};

export default routes;
