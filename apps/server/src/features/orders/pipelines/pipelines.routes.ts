import { coercedIdField, MainTask, Pipeline, wizardMessages } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { cachedResponses, referenceCache } from '../../../lib/reference-cache.ts';
import { getPipelineMainTasks, listPipelines } from './pipelines.service.ts';

const tags = ['service-wizard'];

/**
 * E1, E2: the funnel stages of the service wizard's step 0 and the services of step 1. Reference
 * data: answered from memory with ETag revalidation (lib/reference-cache.ts, ADR 010).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const investor = app.authorize('INVESTOR');
  const cache = referenceCache(app);

  app.get(
    '/pipeline',
    {
      onRequest: investor,
      compress: false,
      schema: {
        tags,
        security,
        summary: 'E1: the five funnel stages with their main tasks',
        description:
          'INVESTOR, the temporary investor included; anyone else 403. Stages in funnel order ' +
          '(ids 1–5 are fixed: the client draws each stage’s icon by id), each with its main ' +
          'tasks in display order. One query.',
        response: cachedResponses(z.array(Pipeline)),
      },
    },
    (request, reply) => cache.send(request, reply, 'pipelines', listPipelines),
  );

  app.get(
    '/pipeline/:id(^\\d+$)/main-task',
    {
      onRequest: investor,
      compress: false,
      schema: {
        tags,
        security,
        summary: 'E2: the main tasks of one funnel stage',
        description:
          'INVESTOR, the temporary investor included; anyone else 403. The tasks in display ' +
          `order (the same as in E1). 404 \`${wizardMessages.pipelineNotFound}\` for an unknown ` +
          'stage id.',
        params: z.object({ id: coercedIdField.describe('The funnel stage id (1–5)') }),
        response: cachedResponses(z.array(MainTask)),
      },
    },
    // Only known stages are cached: an unknown id throws the 404 before anything is stored.
    (request, reply) =>
      cache.send(request, reply, `main-tasks:${request.params.id}`, (db) =>
        getPipelineMainTasks(db, request.params.id),
      ),
  );
};

export default routes;
