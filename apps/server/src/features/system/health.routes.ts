import { ErrorResponse } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Status = z.object({ status: z.literal('ok') });

/**
 * The readiness probe gives up after this long: a frozen database never answers, and a load
 * balancer must hear 503 within 2 s (docs/adr/007-database-failures.md).
 */
export const READY_PROBE_TIMEOUT_MS = 1500;

/** True when the probe resolved true in time; a late probe goes on and only logs. */
async function readyWithin(probe: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([probe, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness (process up) and readiness (database reachable) for load balancers and scripts. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['system'], response: { 200: Status } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        description:
          'Readiness for a load balancer: 200 while this instance takes requests; 503 while the ' +
          'database does not answer within 1.5 s (`DATABASE_UNAVAILABLE`), while the S3 bucket ' +
          'of the media does not answer within 1 s (`MEDIA_STORAGE_UNAVAILABLE`, ADR 025) and from the moment ' +
          'the instance starts shutting down (`SHUTTING_DOWN`, ADR 026). /api/health stays 200.',
        response: { 200: Status, 503: ErrorResponse },
      },
    },
    async (_request, reply) => {
      // Shutting down: the balancer must stop sending here before the database closes.
      if (app.shutdown.draining) {
        return reply.code(503).send({ message: 'Serwer kończy pracę', code: 'SHUTTING_DOWN' });
      }
      // Both at once: the media check (cached, at most 1 s) fits in the database's 1.5 s.
      const [database, media] = await Promise.all([
        readyWithin(app.isDatabaseReady(), READY_PROBE_TIMEOUT_MS),
        app.isMediaReady(),
      ]);
      if (!database) {
        return reply
          .code(503)
          .send({ message: 'Baza danych jest niedostępna', code: 'DATABASE_UNAVAILABLE' });
      }
      if (!media) {
        return reply
          .code(503)
          .send({ message: 'Magazyn plików jest niedostępny', code: 'MEDIA_STORAGE_UNAVAILABLE' });
      }
      return reply.code(200).send({ status: 'ok' });
    },
  );
};

export default healthRoutes;
