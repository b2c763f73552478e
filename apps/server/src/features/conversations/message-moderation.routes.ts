import { AdminMessageParams, conversationMessages as m } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent, bearerSecurity as security } from '../../lib/http-schemas.ts';
import { hideMessage } from './message-change.service.ts';

/** The team's moderation of conversations (issue 26). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin-panel/messages/:messageId(^\\d+$)/hide',
    {
      onRequest: app.authorize('ADMIN'),
      schema: {
        tags: ['conversations'],
        security,
        summary: 'Hides a message from the members of its conversation',
        description:
          'Ours (issue 26). ADMIN only (any admin, in any conversation); other roles and ' +
          'anonymous callers 403. The message stays in place: its author and the admins still ' +
          'see its text and files (state HIDDEN), everyone else the placeholder ‘wiadomość ' +
          'ukryta przez zespół Handlowo’; it no longer counts as unread. When and by whom is ' +
          `recorded. Unknown id: 404 \`${m.messageNotFound}\`; already hidden: 400 ` +
          `\`${m.alreadyHidden}\`; deleted by its author: 400 \`${m.alreadyDeleted}\`. 204; the ` +
          'members and admins are signalled (live stream).',
        params: AdminMessageParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await hideMessage(app.db, request.auth.userId, request.params.messageId);
      return reply.code(204).send();
    },
  );
};

export default routes;
