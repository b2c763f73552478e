import { MockInvestorRegisterRequest } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, noContent } from '../../../lib/http-schemas.ts';
import { registerMockInvestor } from './mock-investor-registration.service.ts';

/** A8: the temporary investor (INVESTOR with isMock) registers; a real investor gets 400. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/register/mock-investor',
    {
      onRequest: app.authorize('INVESTOR'),
      schema: {
        tags: ['mock-investor-registration'],
        description:
          'Beyond API.md (ADR 017): counts toward the registration limit of the client address ' +
          '(REGISTRATION_LIMIT_PER_HOUR, default 10 an hour, shared with A2–A4); past it 429 ' +
          '`REGISTRATION_LIMIT`, with nothing changed.',
        security: bearerSecurity,
        body: MockInvestorRegisterRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      await registerMockInvestor(app, {
        userId: request.auth.userId,
        form: request.body,
        ip: request.ip,
      });
      app.jobs.wake();
      return reply.code(204).send();
    },
  );
};

export default routes;
