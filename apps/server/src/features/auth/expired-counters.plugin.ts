import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteExpiredCounters } from '../../lib/rate-limit-counter.ts';

const HOUR = 60 * 60 * 1000;

/**
 * An hourly scheduled job (ADR 015): the rate-limit counters whose window has ended are deleted.
 * An ended window counts as empty anyway (`hitCounter` restarts it), so this only keeps the table
 * small; it ran inside 2 % of the requests that counted a hit before, which made a request's work
 * depend on chance.
 */
export const expiredCountersCleanup = fp(
  async (app: FastifyInstance) => {
    app.jobs.define({
      kind: 'auth.expired-counters',
      label: 'Usuwanie wygasłych liczników limitów',
      everyMs: HOUR,
      async run(_payload, { db, now }) {
        return { deleted: await deleteExpiredCounters(db, now) };
      },
    });
  },
  { name: 'expired-counters-cleanup', dependencies: ['database', 'jobs'] },
);
