import {
  AccountDeletionRequest,
  AdminUserDeletionRequest,
  coercedIdField,
  DELETED_ACCOUNT_NAME,
  accountMessages as m,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../../lib/http-schemas.ts';
import {
  type DeletionDeps,
  deleteOwnAccount,
  deleteUserAsAdmin,
} from './account-deletion.service.ts';
import { DELETION_PASSWORD_LIMIT } from './account-deletion-throttle.ts';

const tags = ['account-deletion'];
const minutes = DELETION_PASSWORD_LIMIT.windowMs / 60_000;

const whatGoes =
  'In one transaction: the account and everything it owns (answers, profile sections, pictures, ' +
  'videos, certificates, experience, education, products, set-password links, reviews ' +
  'received, orders that are not REALIZED with their services, throttle counters naming it). ' +
  'Kept anonymised: REALIZED orders of an investor (investor null; their services carry the ' +
  `freelancers' scores), reviews the user wrote (author \`${DELETED_ACCOUNT_NAME}\`), REALIZED ` +
  'services of a freelancer (freelancer null), orders an admin guarded (guardian null). After ' +
  'the commit the media files are deleted and a confirmation is mailed to the old address (a ' +
  'mail failure is logged, not answered). Every session of the account ends (403); the e-mail ' +
  'can register again at once.';

/** Issue 12: deleting an account, by its owner or (freelancers and investors) by an admin. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log: typeof app.log): DeletionDeps => ({
    db: app.db,
    media: app.media,
    jobs: app.jobs,
    log,
  });

  app.post(
    '/account/deletion',
    {
      onRequest: app.authorize(),
      schema: {
        tags,
        security,
        summary: 'Delete your own account (RODO art. 17)',
        description:
          'Any logged-in FREELANCER, INVESTOR or ADMIN; anonymous callers 403. Confirmed with the ' +
          'account password. 400 with nothing changed: no password (the contract message), a ' +
          `wrong one \`${m.passwordWrong}\`, more than ${DELETION_PASSWORD_LIMIT.attempts} wrong ` +
          `ones within ${minutes} minutes \`${m.passwordThrottled}\` (counted ` +
          `before the check, per account), a temporary investor \`${m.temporaryAccount}\`, a ` +
          'freelancer assigned to a service of an order that is not REALIZED ' +
          `\`${m.activeService}\`, the last admin \`${m.lastAdmin}\` (the admin rows are locked ` +
          'while counted: of two admins deleting themselves at once, one succeeds). A parallel ' +
          `second deletion of the account: 403. ${whatGoes}`,
        body: AccountDeletionRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      await deleteOwnAccount(deps(request.log), {
        userId: request.auth.userId,
        password: request.body.password,
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/admin-panel/users/:id(^\\d+$)/deletion',
    {
      onRequest: app.authorize('ADMIN'),
      schema: {
        tags,
        security,
        summary: 'Delete a freelancer’s or an investor’s account (admin, RODO art. 17)',
        description:
          'ADMIN; other roles and anonymous callers 403. `id` is a FREELANCER or an INVESTOR (the ' +
          `temporary one included); anything else 404 \`${m.userNotFound}\`. The admin types the ` +
          'user’s e-mail, compared trimmed and case-insensitively: empty 400 ' +
          `\`${m.emailConfirmationRequired}\`, another 400 \`${m.emailConfirmationMismatch}\`. A ` +
          'freelancer assigned to a service of an order that is not REALIZED: 400 ' +
          `\`${m.userActiveService}\`. ${whatGoes}`,
        params: z.object({ id: coercedIdField }),
        body: AdminUserDeletionRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      await deleteUserAsAdmin(deps(request.log), {
        userId: request.params.id,
        email: request.body.email,
      });
      return reply.code(204).send();
    },
  );
};

export default routes;
