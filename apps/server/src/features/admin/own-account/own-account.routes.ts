import {
  AdminPasswordBody,
  AdminPrimaryDataBody,
  adminMessages as m,
  Picture,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { imageForm, uploadErrors } from '../../profile/pictures/picture-docs.ts';
import {
  AVATAR,
  readPicture,
  removePicture,
  savePicture,
} from '../../profile/pictures/pictures.service.ts';
import { changePassword, changePrimaryData } from './own-account.service.ts';

const tags = ['admin-account'];
const who = 'ADMIN, acting on their own account; other roles and anonymous callers 403.';

/** F17–F21: the logged admin's avatar, primary data and password (/admin/edit-data). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.authorize('ADMIN');
  const files = (log: typeof app.log) => ({ db: app.db, media: app.media, log });

  app.get(
    '/admin/avatar',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'F17: the caller’s avatar',
        description:
          `${who} As D4 for the caller: 200 Picture (512x512 WebP data URL), 204 when there is ` +
          'none. `?size=small` (ours) returns the 96x96 rendition for the user menu.',
        querystring: z.object({
          size: z
            .enum(['small'])
            .optional()
            .describe('`small`: the 96x96 rendition instead of 512x512'),
        }),
        response: {
          200: Picture.describe('The picture as a data URL'),
          204: z.void().describe('No picture'),
        },
      },
    },
    async (request, reply) => {
      const picture = await readPicture(files(request.log), request.auth.userId, AVATAR, {
        small: request.query.size === 'small',
      });
      return picture ? reply.code(200).send(picture) : reply.code(204).send();
    },
  );

  app.patch(
    '/admin/avatar',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'F18: create or replace the caller’s avatar',
        description: `${who} As D5, multipart. ${uploadErrors} The former files are deleted.`,
        ...imageForm(AVATAR),
        response: noContent,
      },
    },
    async (request, reply) => {
      await savePicture(app, request, request.auth.userId, AVATAR);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/admin/avatar',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'F19: delete the caller’s avatar (204 also when there is none)',
        description: `${who} As D6; the files are deleted after the commit.`,
        response: noContent,
      },
    },
    async (request, reply) => {
      await removePicture(files(request.log), request.auth.userId, AVATAR);
      return reply.code(204).send();
    },
  );

  app.patch(
    '/admin/primary-data',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'F20: change the caller’s e-mail, first or last name',
        description:
          `${who} Only the given, non-empty fields change (an empty string means "not changed"); ` +
          `none at all: 400 \`${m.primaryDataEmpty}\`. An e-mail of another account: 409 (the ` +
          'unique index decides, so parallel changes cannot share an address); the own address ' +
          'is no change. A11 answers the new data at once. Decision: the sessions stay valid ' +
          '(the token names the user by id, not e-mail); the client logs out 2 s after success ' +
          'and the admin logs in with the new e-mail.',
        body: AdminPrimaryDataBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      await changePrimaryData(app.db, request.auth.userId, request.body);
      return reply.code(204).send();
    },
  );

  app.patch(
    '/admin/password',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'F21: change the caller’s password',
        description:
          `${who} The new password follows A2’s rules (400). A wrong old password: 400 ` +
          `\`${m.oldPasswordWrong}\`; a new password equal to the old one: 400 ` +
          `\`${m.newPasswordSame}\`. On success every session of the admin ends, this one ` +
          'included (as after A6: the token version goes up, old tokens answer 403), and unused ' +
          'set-password links stop working. Two parallel changes with the same old password: ' +
          'one succeeds, the other gets 400. Ours (issue 24, docs/adr/016-request-hardening.md): ' +
          `after 10 wrong old passwords in 15 minutes, 429 \`${m.passwordThrottled}\` (also for ` +
          'the right one) until the window ends.',
        body: AdminPasswordBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      await changePassword(app.db, request.auth.userId, request.body);
      return reply.code(204).send();
    },
  );
};

export default routes;
