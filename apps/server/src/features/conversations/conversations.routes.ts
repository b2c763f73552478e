import { ConversationList, MessageUnreadCount } from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security } from '../../lib/http-schemas.ts';
import { listConversations } from './conversations.service.ts';
import { countUnreadMessages } from './unread-count.repository.ts';

const tags = ['conversations'];
const who =
  'Any logged-in user (FREELANCER, INVESTOR, ADMIN); anonymous callers 403. The temporary ' +
  'investor is a member of no conversation: an empty list, a count of 0. Ours, issue 26.';

/** The caller's conversations and their unread total (issue 26, ADR 021). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const loggedIn = app.authorize();

  app.get(
    '/conversations',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        security,
        summary: 'The caller’s conversations, the latest message first',
        description:
          `${who} One conversation per order the caller belongs to: the investor’s orders, ` +
          'the freelancer’s orders (those they hold or held a service of; a former ' +
          'freelancer’s is read-only, `canWrite` false, and ends where they left), and an ' +
          'admin’s guarded orders plus the orders they wrote in. Each item: `order {id, ' +
          'number, status, company}`, `unreadCount` (others’ messages after the caller’s read ' +
          'mark, not deleted or hidden), `lastMessage` (`preview`: the text’s start up to 140 ' +
          'characters, the placeholder of a deleted or hidden one, or the file names) or null. ' +
          'Orders with messages first, by their last message, newest first; then the others, ' +
          'newest order first. No errors but 403.',
        response: { 200: ConversationList },
      },
    },
    (request) => listConversations(app.db, request.auth),
  );

  app.get(
    '/conversations/unread-count',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        security,
        summary: 'How many messages the caller has not read, all conversations (the nav counter)',
        description:
          `${who} Counts others’ messages after the caller’s read mark of each conversation, ` +
          'neither deleted nor hidden (a former freelancer’s up to when they left). The live ' +
          'stream (GET /api/notifications/stream) sends the same number as `event: messages`. ' +
          'No errors but 403.',
        response: { 200: MessageUnreadCount },
      },
    },
    async (request) => ({ count: await countUnreadMessages(app.db, request.auth.userId) }),
  );
};

export default routes;
