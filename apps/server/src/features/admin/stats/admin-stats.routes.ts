import { Stats } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { readStats } from './admin-stats.repository.ts';

/** F1: the admin navigation's counters. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin-panel/stats',
    {
      onRequest: app.authorize('ADMIN'),
      schema: {
        tags: ['admin-stats'],
        security,
        summary: 'F1: the admin navigation’s counters',
        description:
          'ADMIN; other roles and anonymous callers 403. `orderCount`: orders (any status) of ' +
          'investors; `investorCount`: INVESTOR users; both leave out temporary (mock) investors, ' +
          'who are not investors for the panel. `freelancerCount`: every FREELANCER user, ' +
          'onboarded or not. One statement.',
        response: { 200: Stats },
      },
    },
    () => readStats(app.db),
  );
};

export default routes;
