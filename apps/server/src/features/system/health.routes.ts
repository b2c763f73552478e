import { ErrorResponse } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Status = z.object({ status: z.literal('ok') });

/** Liveness (process up) and readiness (database reachable) for load balancers and scripts. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['system'], response: { 200: Status } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/ready',
    { schema: { tags: ['system'], response: { 200: Status, 503: ErrorResponse } } },
    async (_request, reply) => {
      if (await app.isDatabaseReady()) return reply.code(200).send({ status: 'ok' });
      return reply
        .code(503)
        .send({ message: 'Baza danych jest niedostępna', code: 'DATABASE_UNAVAILABLE' });
    },
  );
};

export default healthRoutes;
