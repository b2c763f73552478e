import { SendResetEmailRequest, SetPasswordRequest } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../lib/http-schemas.ts';
import { passwordResetJob, requestPasswordReset } from './password-reset.service.ts';
import { setPasswordWithToken } from './password-token.service.ts';

const RESET_DESCRIPTION =
  'Mails a link to set the password (valid for an hour) to the account of this address. ' +
  'Answers 204 whether or not such an account exists: API.md lists 404 `User not found` for an ' +
  'unknown address, which told anyone who has an account here, so we never send it (ADR 015; ' +
  'a client that handles 404 still completes the flow). The mail goes out from the job queue, ' +
  'only to a registered account. 429 after 5 requests for one address within an hour.';

/** A5 (+ the snapshot's /token-reset/send-email) and A6. Public: Authorization is ignored. */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define(passwordResetJob(app.db, app.config));
  for (const url of ['/set-password/send-email', '/token-reset/send-email']) {
    app.post(
      url,
      {
        schema: {
          tags: ['auth'],
          description: RESET_DESCRIPTION,
          body: SendResetEmailRequest,
          response: noContent,
        },
      },
      async (request, reply) => {
        await requestPasswordReset(app.db, request.body);
        app.jobs.wake();
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
