import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteExpiredLinks } from './expired-links.repository.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A daily scheduled job (ADR 015): links that expired more than a day ago are deleted. The day
 * keeps an expired link answering as expired, not unknown, right after it lapses.
 */
export const expiredLinksCleanup = fp(
  async (app: FastifyInstance) => {
    app.jobs.define({
      kind: 'auth.expired-links',
      label: 'Usuwanie wygasłych linków',
      everyMs: DAY,
      async run(_payload, { db, now }) {
        return { deleted: await deleteExpiredLinks(db, new Date(now.getTime() - DAY)) };
      },
    });
  },
  { name: 'expired-links-cleanup', dependencies: ['database', 'jobs'] },
);
