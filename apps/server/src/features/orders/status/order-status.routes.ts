import { adminMessages, coercedIdField, OrderStatusBody, wizardMessages } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { orderWriteContext } from '../mails/order-write-context.ts';
import { finishOrder } from './order-status.service.ts';

/** G2: the one status change the admin makes by hand (the others follow F12 and F15). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/admin-panel/orders/:orderId(^\\d+$)/status',
    {
      onRequest: app.authorize('ADMIN'),
      schema: {
        tags: ['admin-orders'],
        security,
        summary: 'G2: finish an order (ACTIVE → REALIZED)',
        description:
          'ADMIN; other roles and anonymous callers 403. Body: scalar text `REALIZED` (also ' +
          '`"REALIZED"` or `{"orderStatus":"REALIZED"}`, any content type, API.md 1.2); any ' +
          `other value 400 \`${adminMessages.orderStatusOnlyRealized}\`. Only an ACTIVE order ` +
          `can be finished: NEW, VERYFICATION and REALIZED give 400 ` +
          `\`${adminMessages.orderFinishNotActive}\` (so a second finish is refused). Unknown ` +
          'order, or an order of a temporary (mock) investor (not shown by the panel): 404 ' +
          `\`${wizardMessages.orderNotFound}\`. The order’s row is locked for the change. ` +
          'The investor and each freelancer of the order get ORDER_REALIZED (issue 25): a ' +
          'notification and an e-mail (Polish, plain text and HTML; the investor’s links to ' +
          '/investor/order, a freelancer’s to /freelancer/orders/{orderActivityId}; each user can ' +
          'turn the kind’s e-mails off), written in the same transaction; the job queue sends ' +
          'the e-mails after the commit. ' +
          'Issue 27: in the same transaction the investor gets REVIEW_REQUESTED (a notification ' +
          'and an e-mail listing each service and its freelancer, linked to ' +
          '/investor/orders/{orderId}) when a service has a freelancer. ' +
          'Then the investor (or F16) can rate the order’s services.',
        params: z.object({ orderId: coercedIdField }),
        body: OrderStatusBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      await finishOrder(orderWriteContext(app, request.log), request.params.orderId);
      return reply.code(204).send();
    },
  );
};

export default routes;
