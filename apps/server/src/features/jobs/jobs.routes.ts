import { coercedIdField, JobQueueState, jobQueueMessages as m } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../lib/http-schemas.ts';
import { readJobQueue, retryJob } from './jobs.service.ts';

const tags = ['admin-jobs'];

/** The job queue on the admin's Pulpit (ours, issue 24; ADR 015). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin-panel/jobs',
    {
      onRequest: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'The job queue: what waits and what failed',
        description:
          'ADMIN; other roles and anonymous callers 403. Work that follows a request (e-mails) or ' +
          'a clock (clean-ups) runs from a queue in the database, retried after 1 min, 5 min, ' +
          '30 min, 2 h and 12 h, then failed for good. `waiting`: jobs still to run (due, ' +
          'retrying later or running); `failedCount`: jobs failed for good in the last 7 days; ' +
          '`failed`: the latest 20 of them with their last error, newest first.',
        response: { 200: JobQueueState },
      },
    },
    () => readJobQueue(app),
  );

  app.post(
    '/admin-panel/jobs/:id/retry',
    {
      onRequest: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Runs a failed job again',
        description:
          'ADMIN; other roles and anonymous callers 403. The job runs again now, with the whole ' +
          `back-off ahead of it. Unknown id: 404 \`${m.jobNotFound}\`; a job that has not ` +
          `failed (waiting, running or done): 400 \`${m.jobNotFailed}\`.`,
        params: z.object({ id: coercedIdField }),
        response: noContent,
      },
    },
    async (request, reply) => {
      await retryJob(app, request.params.id);
      return reply.code(204).send();
    },
  );
};

export default routes;
