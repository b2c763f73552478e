import { coercedIdField, wizardMessages as m } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../lib/http-schemas.ts';
import { chooseOrderPipeline } from './order-pipeline.service.ts';

/** E3: the wizard's step 0. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/order/:orderId(^\\d+$)/pipeline/:pipelineId(^\\d+$)',
    {
      onRequest: app.authorize('INVESTOR'),
      schema: {
        tags: ['investor-wizard'],
        security,
        summary: 'E3: choose the order’s funnel stage',
        description:
          'INVESTOR (the temporary one included); other roles and anonymous callers 403. No body. ' +
          `Another investor’s order or an unknown id: 404 \`${m.orderNotFound}\`, nothing changes. ` +
          `Unknown stage: 404 \`${m.pipelineNotFound}\`. Only while the order is NEW, else 400 ` +
          `\`${m.pipelineLocked}\`. Choosing another stage deletes, in the same transaction, the ` +
          'order’s services whose main task belongs to another stage; choosing the same stage ' +
          'again keeps them.',
        params: z.object({ orderId: coercedIdField, pipelineId: coercedIdField }),
        response: noContent,
      },
    },
    async (request, reply) => {
      await chooseOrderPipeline(app.db, request.auth.userId, request.params);
      return reply.code(204).send();
    },
  );
};

export default routes;
