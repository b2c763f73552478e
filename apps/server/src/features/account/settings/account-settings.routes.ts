import {
  AccountDetailsBody,
  AccountPasswordBody,
  EMAIL_CHANGE_LINK_HOURS,
  EmailChangeBody,
  EmailChangeParams,
  accountSettingsMessages as m,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../../lib/http-schemas.ts';
import {
  changeAccountDetails,
  changeAccountPassword,
  confirmEmailChange,
  requestEmailChange,
} from './account-settings.service.ts';
import { SESSION_TOKEN_HEADER } from './session-token-header.ts';

const tags = ['account'];
const ours = 'Ours (issue 25, docs/adr/019-account-settings.md).';
const temporary = `The temporary investor: 400 \`${m.temporaryAccount}\`.`;

/** The account settings of freelancers and investors: password, details, e-mail change. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/account/password',
    {
      onRequest: app.authorize('FREELANCER', 'INVESTOR', 'ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Change the caller’s password',
        description:
          `${ours} FREELANCER, INVESTOR and ADMIN (admins also have F21); anonymous 403. ` +
          '`newPassword` follows A2’s rules and `newPasswordConfirmation` must equal it (400 ' +
          `with a Polish message). A wrong \`oldPassword\`: 400 \`${m.oldPasswordWrong}\`, the same ` +
          `password again: 400 \`${m.newPasswordSame}\`; after 10 wrong ones in 15 minutes 429 ` +
          `\`${m.passwordThrottled}\` (counted with F21’s). ${temporary} On 204 every session of ` +
          'the user ends (older tokens answer 403), unused set-password and e-mail change links ' +
          `stop working, and the answer carries a new session token in the \`${SESSION_TOKEN_HEADER}\` ` +
          'header: the client that changed the password keeps its session by storing it. Two ' +
          'parallel changes with the same old password: one 204, the other 400.',
        body: AccountPasswordBody,
        response: {
          204: z
            .void()
            .describe(
              `No content; the new session token is in the \`${SESSION_TOKEN_HEADER}\` header`,
            ),
        },
      },
    },
    async (request, reply) => {
      const { tokenVersion } = await changeAccountPassword(
        app.db,
        request.auth.userId,
        request.body,
      );
      const token = app.issueToken({
        id: request.auth.userId,
        role: request.auth.role,
        tokenVersion,
      });
      return reply.code(204).header(SESSION_TOKEN_HEADER, token).send();
    },
  );

  app.patch(
    '/account/details',
    {
      onRequest: app.authorize('FREELANCER', 'INVESTOR'),
      schema: {
        tags,
        security,
        summary: 'Change the caller’s first and last name, company and (investors) phone',
        description:
          `${ours} FREELANCER and INVESTOR; ADMIN (who has F20) and anonymous 403. The whole ` +
          'form: names as at registration (required), `company` empty or null for none, `phone` ' +
          '(`+48 123-456-789`, empty or null for none) for investors only: a freelancer who ' +
          `sends one gets 400 \`${m.phoneNotForFreelancer}\`. ${temporary} 204; A9/A10 answer ` +
          'the new data at once. The e-mail changes through POST /account/email-change.',
        body: AccountDetailsBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      await changeAccountDetails(app.db, request.auth.userId, request.auth.role, request.body);
      return reply.code(204).send();
    },
  );

  app.post(
    '/account/email-change',
    {
      onRequest: app.authorize('FREELANCER', 'INVESTOR'),
      schema: {
        tags,
        security,
        summary: 'Ask to change the caller’s e-mail: a confirmation link goes to the new address',
        description:
          `${ours} FREELANCER and INVESTOR (ADMIN has F20); anonymous 403. Mails ` +
          '`PUBLIC_URL/account/email-change/{token}` to the new address (valid ' +
          `${EMAIL_CHANGE_LINK_HOURS} h, single use; a newer request ends the older links); the ` +
          'account keeps its address until the link is confirmed. The current address: 400 ' +
          `\`${m.emailUnchanged}\`; an address of another account: 409; more than 5 requests an ` +
          `hour: 429. ${temporary} 204; the mail goes out from the job queue.`,
        body: EmailChangeBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      await requestEmailChange(app.db, app.config, request.auth.userId, request.body.email);
      app.jobs.wake();
      return reply.code(204).send();
    },
  );

  app.post(
    '/account/email-change/:token',
    {
      schema: {
        tags,
        summary: 'Confirm an e-mail change with the mailed link',
        description:
          `${ours} Public (the link is the proof; Authorization is ignored): it may be opened in ` +
          'another browser. 204: the account’s e-mail is the new address, which counts as ' +
          'confirmed, and the former address gets a notice. An unknown, used or expired link: ' +
          `400 \`INVALID_EMAIL_CHANGE_LINK\`; an address taken by another account meanwhile: 409 ` +
          '(the link stays unused). Sessions stay valid: tokens name the user by id.',
        params: EmailChangeParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await confirmEmailChange(app.db, app.config, request.params.token);
      app.jobs.wake();
      return reply.code(204).send();
    },
  );
};

export default routes;
