import { AdminData } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity } from '../../lib/http-schemas.ts';
import { getAdminMe } from './admin-me.service.ts';

/** A11 and the snapshot's /admin/me. */
const adminMeRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/admin-panel/me', '/admin/me']) {
    app.get(
      url,
      {
        onRequest: app.authorize('ADMIN'),
        schema: { tags: ['auth'], security: bearerSecurity, response: { 200: AdminData } },
      },
      async (request) => getAdminMe(app.db, request.auth.userId),
    );
  }
};

export default adminMeRoutes;
