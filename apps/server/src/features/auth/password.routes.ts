import { SendResetEmailRequest, SetPasswordRequest } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../lib/http-schemas.ts';
import { requestPasswordReset } from './password-reset.service.ts';
import { setPasswordWithToken } from './password-token.service.ts';

/** A5 (+ the snapshot's /token-reset/send-email) and A6. Public: Authorization is ignored. */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/set-password/send-email', '/token-reset/send-email']) {
    app.post(
      url,
      { schema: { tags: ['auth'], body: SendResetEmailRequest, response: noContent } },
      async (request, reply) => {
        await requestPasswordReset(app, request.body);
        return reply.code(204).send();
      },
    );
  }

  app.patch(
    '/set-password/:token',
    {
      schema: {
        tags: ['auth'],
        params: z.object({ token: z.string().min(1).max(200) }),
        body: SetPasswordRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      await setPasswordWithToken(app.db, { token: request.params.token, password: request.body });
      return reply.code(204).send();
    },
  );
};

export default passwordRoutes;
