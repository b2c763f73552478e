import {
  AdminInviteBody,
  AdminPage,
  AdminSummary,
  coercedIdField,
  adminMessages as m,
  PageQuery,
  SEARCH_MATCH_RULES,
  SearchParam,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../../lib/http-schemas.ts';
import { inviteAdmin, listAdmins, removeAdmin } from './administrators.service.ts';

const tags = ['admin-admins'];
const who = 'ADMIN; other roles and anonymous callers 403.';

const listRules =
  `${who} Every admin (the caller and invited admins who have not set a password yet included), ` +
  'ordered by last name, first name, then id (in the database’s collation; the list cannot be ' +
  'sorted otherwise). `page` from 0, `size` 3, 5, 10, 30 or 50 (default 10; others 400); ' +
  '`totalPages` = ceil(totalElements / size). `pictureData` is the small (96x96) rendition of ' +
  'the avatar as a data URL, null without one.';

/** F10, F11 and the admins beyond the spec: invite and remove. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.authorize('ADMIN');
  const files = (log: typeof app.log) => ({ db: app.db, media: app.media, log });

  app.get(
    '/admin-panel/admins',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'F10: the admins, paged (the guardian modal)',
        description: listRules,
        querystring: PageQuery,
        response: { 200: AdminPage },
      },
    },
    (request) => listAdmins(files(request.log), request.query),
  );

  app.get(
    '/admin-panel/admins/search/:query',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'F11: the admins matching a phrase, paged',
        description:
          `${listRules} \`query\` (URL-encoded, trimmed, 1–100 characters) is matched as a ` +
          `substring of the first and last name and the e-mail. ${SEARCH_MATCH_RULES}`,
        params: SearchParam,
        querystring: PageQuery,
        response: { 200: AdminPage },
      },
    },
    (request) => listAdmins(files(request.log), request.query, request.params.query),
  );

  app.post(
    '/admin-panel/admins',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Invite another admin (beyond the spec)',
        description:
          `${who} Creates an ADMIN account without a password and e-mails a set-password link ` +
          '(valid 72 hours, single use); the invited admin sets the password with A6 ' +
          '`PATCH /set-password/{token}` and then logs in. 201 with the new admin. E-mail taken ' +
          '(any account): 409. The mail is sent after the account is stored; if sending fails the ' +
          'account stays (logged, not answered) and the reset-password screen sends a new link.',
        body: AdminInviteBody,
        response: { 201: AdminSummary },
      },
    },
    async (request, reply) => {
      const created = await inviteAdmin(app, request.body);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/admin-panel/admins/:id(^\\d+$)',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        summary: 'Remove another admin (beyond the spec)',
        description:
          `${who} Deletes the admin’s account. Not yourself: 400 \`${m.removeSelf}\`. An id that ` +
          `is not an admin’s: 404 \`${m.adminNotFound}\`. Never the last admin: 400 ` +
          `\`${m.lastAdmin}\` — the admin rows are locked while counting, so parallel removals ` +
          'cannot together remove every admin (two admins removing each other: one succeeds, the ' +
          'other gets 400); an admin removed by a parallel request gets 403. Orders the removed ' +
          'admin guarded keep their status and have no guardian until one is assigned again; ' +
          'their avatar is deleted. An account named by ADMIN_EMAIL comes back on the next start.',
        params: z.object({ id: coercedIdField }),
        response: noContent,
      },
    },
    async (request, reply) => {
      await removeAdmin(files(request.log), {
        callerId: request.auth.userId,
        adminId: request.params.id,
      });
      return reply.code(204).send();
    },
  );
};

export default routes;
