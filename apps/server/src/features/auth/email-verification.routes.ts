import { VerificationEmailRequest, VerifyEmailParams } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent } from '../../lib/http-schemas.ts';
import { verifyEmail } from './email-verification.service.ts';
import { requestVerificationEmail, verificationResendJob } from './verification-resend.service.ts';

const VERIFY_DESCRIPTION =
  'An addition to API.md (ADR 017). Confirms the e-mail address of the account the link ' +
  '`/verify-email/{token}` was mailed for (at registration, or again on request). Public: ' +
  'Authorization is ignored. 204 once confirmed; 400 `INVALID_VERIFICATION_LINK` with a Polish ' +
  'message for an unknown, used or expired link (links are single-use, valid 7 days). An account ' +
  'whose address is not confirmed within 7 days of registering cannot log in until it is.';

const RESEND_DESCRIPTION =
  'An addition to API.md (ADR 017). Mails a new verification link (valid 7 days) to the account ' +
  'of this address if it exists and is not yet confirmed. Answers 204 whatever the address, so ' +
  'it tells nobody who has an account; the mail goes out from the job queue. 429 after 20 ' +
  'requests from one client address or 5 for one e-mail within an hour.';

/** Our e-mail verification (ADR 017). Public: Authorization is ignored (API.md 1.1). */
const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define(verificationResendJob(app.db, app.config));

  app.post(
    '/auth/verify-email/:token',
    {
      schema: {
        tags: ['auth'],
        description: VERIFY_DESCRIPTION,
        params: VerifyEmailParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await verifyEmail(app.db, request.params.token);
      return reply.code(204).send();
    },
  );

  app.post(
    '/auth/verification-email',
    {
      schema: {
        tags: ['auth'],
        description: RESEND_DESCRIPTION,
        body: VerificationEmailRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      await requestVerificationEmail(app.db, { email: request.body.email, ip: request.ip });
      app.jobs.wake();
      return reply.code(204).send();
    },
  );
};

export default emailVerificationRoutes;
