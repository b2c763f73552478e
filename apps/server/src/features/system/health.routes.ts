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
    { schema: { tags: ['system'], response: { 200: Status, 503: ErrorResponse } } },
    async (_request, reply) => {
      if (await readyWithin(app.isDatabaseReady(), READY_PROBE_TIMEOUT_MS)) {
        return reply.code(200).send({ status: 'ok' });
      }
      return reply
        .code(503)
        .send({ message: 'Baza danych jest niedostępna', code: 'DATABASE_UNAVAILABLE' });
    },
  );
};

export default healthRoutes;
