import {
  CreateOrderActivityBody,
  coercedIdField,
  wizardMessages as m,
  OrderActivity,
  OrderActivityBody,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../../lib/http-schemas.ts';
import {
  addOrderActivity,
  editOrderActivity,
  removeOrderActivity,
} from './order-activity.service.ts';

const tags = ['investor-wizard'];

const who = 'INVESTOR (the temporary one included); freelancers, admins and anonymous callers 403.';
const locked = `Only while the order is NEW or VERYFICATION, else 400 \`${m.orderLocked}\`.`;
const fieldRules =
  '`startDate` is `YYYY-MM-DD` or an ISO timestamp (the snapshot sends a JavaScript Date, ' +
  '`2025-05-31T22:00:00.000Z` = 1 June) and is stored as the calendar date in Europe/Warsaw; an ' +
  `impossible date (\`2025-02-30\`) is 400 \`${m.startDateInvalid}\`. The order must have a ` +
  `stage (400 \`${m.pipelineMissing}\`); the main task must be one of the stage’s tasks: ` +
  `another stage’s task or an unknown task id is 400 \`${m.mainTaskOutsidePipeline}\`.`;
const serviceNotFound =
  `Another investor’s service or an unknown id: 404 \`${m.orderActivityNotFound}\`, ` +
  'nothing changes.';

/** E4 (also at its snapshot path), E5, E6: the wizard's step 1. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const add = (url: string, summary: string) =>
    app.post(
      url,
      {
        onRequest: app.authorize('INVESTOR'),
        schema: {
          tags,
          security,
          summary,
          description:
            `${who} \`orderId\` is optional: the caller’s current draft when omitted (issue ` +
            '27: the newest NEW order, else the newest in VERYFICATION, else the newest — A10’s ' +
            `\`orders[0]\`); another investor’s order or an unknown id is 404 \`${m.orderNotFound}\`. ` +
            `${locked} ${fieldRules} A main task already on the order is 400 ` +
            `\`${m.mainTaskTaken}\`: the unique index (order, main task) decides, so of two ` +
            'parallel adds of the same task one is 201 and the other 400. Answers the service ' +
            '(`name` = the main task’s name, no freelancer, no score, `startDate` YYYY-MM-DD).',
          body: CreateOrderActivityBody,
          response: { 201: OrderActivity },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await addOrderActivity(app.db, request.auth.userId, request.body)),
    );
  add('/order-activity', 'E4: add a service to the order');
  add('/orders-activity', 'E4 at the snapshot’s path (API.md H)');

  const params = z.object({ id: coercedIdField });

  // Digits only: literal segments after /order-activity/ stay free (API.md 1.6).
  app.patch(
    '/order-activity/:id(^\\d+$)',
    {
      onRequest: app.authorize('INVESTOR'),
      schema: {
        tags,
        security,
        summary: 'E5: edit a service',
        description:
          `${who} Every field required. ${serviceNotFound} ${locked} ${fieldRules} The main task ` +
          `may stay the same; changing it to a task already on the order is 400 ` +
          `\`${m.mainTaskTaken}\`. An assigned freelancer stays.`,
        params,
        body: OrderActivityBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      await editOrderActivity(app.db, request.auth.userId, request.params.id, request.body);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/order-activity/:id(^\\d+$)',
    {
      onRequest: app.authorize('INVESTOR'),
      schema: {
        tags,
        security,
        summary: 'E6: delete a service',
        description:
          `${who} ${serviceNotFound} ${locked} Deleting never changes the order’s status: an ` +
          'order becomes ACTIVE only when the admin assigns a freelancer (F15).',
        params,
        response: noContent,
      },
    },
    async (request, reply) => {
      await removeOrderActivity(app.db, request.auth.userId, request.params.id);
      return reply.code(204).send();
    },
  );
};

export default routes;
