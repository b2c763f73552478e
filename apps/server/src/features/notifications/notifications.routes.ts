import {
  coercedIdField,
  MESSAGE_STREAM_EVENT,
  notificationMessages as m,
  NOTIFICATION_PAGE_MAX,
  NOTIFICATION_STREAM_EVENT,
  NotificationPage,
  NotificationPageQuery,
  UnreadCount,
} from '@handlowo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, bearerSecurity as security } from '../../lib/http-schemas.ts';
import { openNotificationStream } from './notification-stream.ts';
import {
  listNotifications,
  readAllNotifications,
  readNotification,
  unreadCount,
} from './notifications.service.ts';

const tags = ['notifications'];
const who =
  'Any logged-in user (FREELANCER, INVESTOR, the temporary investor, ADMIN), about their own ' +
  'notifications only; anonymous callers 403. Ours, issue 25.';

/** The bell, its panel and /notifications: the caller's notifications (issue 25). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const loggedIn = app.authorize();

  app.get(
    '/notifications',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        security,
        summary: 'The caller’s notifications, newest first, paged',
        description:
          `${who} \`page\` from 0, \`size\` 1–${NOTIFICATION_PAGE_MAX} (default 20, the bell’s ` +
          'panel). Each item: its kind, the Polish `sentence`, the web path `link` of the thing ' +
          'it is about, `read`, `createdAt`. Bad paging: 400.',
        querystring: NotificationPageQuery,
        response: { 200: NotificationPage },
      },
    },
    (request) => listNotifications(app.db, request.auth.userId, request.query),
  );

  app.get(
    '/notifications/unread-count',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        security,
        summary: 'How many of the caller’s notifications are unread (the bell’s badge)',
        description: who,
        response: { 200: UnreadCount },
      },
    },
    (request) => unreadCount(app.db, request.auth.userId),
  );

  app.post(
    '/notifications/:id/read',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        security,
        summary: 'Marks one notification read',
        description:
          `${who} Marking one already read again is 204 as well. Someone else’s or an unknown ` +
          `id: 404 \`${m.notFound}\`. The caller’s open streams on every instance get the new count.`,
        params: z.object({ id: coercedIdField }),
        response: noContent,
      },
    },
    async (request, reply) => {
      await readNotification(app.db, request.auth.userId, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/notifications/read-all',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        security,
        summary: 'Marks every notification of the caller read',
        description: `${who} 204 also when none was unread.`,
        response: noContent,
      },
    },
    async (request, reply) => {
      await readAllNotifications(app.db, request.auth.userId);
      return reply.code(204).send();
    },
  );

  const stream = openNotificationStream(app);
  app.get(
    '/notifications/stream',
    {
      onRequest: loggedIn,
      // Compression would hold the events back until a buffer fills.
      compress: false,
      // Ended by its own drain handler on shutdown, not waited for (ADR 026).
      config: { liveStream: true },
      schema: {
        tags,
        security,
        summary: 'The live channel: the unread counts as server-sent events',
        description:
          `${who} A \`text/event-stream\` read with fetch and the usual \`Authorization: Bearer\` ` +
          '(EventSource cannot send it, and the token never goes into a URL). Sends ' +
          `\`event: ${NOTIFICATION_STREAM_EVENT}\` with \`data: {"count": n}\` (unread ` +
          'notifications) at once and whenever one of the caller’s notifications is written or ' +
          `read; and \`event: ${MESSAGE_STREAM_EVENT}\` with \`data: {"count": n, "orderId": id}\` ` +
          '(issue 26: `count` the caller’s unread messages of all conversations, as GET ' +
          '/api/conversations/unread-count; `orderId` the conversation where a message was ' +
          'written, edited, deleted or hidden, or a member read on) whenever a conversation of ' +
          'theirs changes; at once, and after the server’s listener was away, with `orderId` 0: ' +
          'no one conversation, re-read whatever is shown. Each from this instance or any other ' +
          'on the same database (PostgreSQL LISTEN/NOTIFY on channel `handlowo_notifications`, ' +
          'payload `<userId>` or `<userId> <orderId>`); a burst of changes is read once, one ' +
          '`messages` event per conversation that changed; a `: ping` comment every ' +
          'NOTIFICATION_HEARTBEAT_MS (25 s); ' +
          'the stream ends after NOTIFICATION_STREAM_MAX_MS (5 min) and when the server shuts ' +
          'down, and the client reconnects (so a session ended elsewhere stops it). On shutdown ' +
          '(SIGTERM) the last thing sent is `retry: 500` and the connection closes: reconnect ' +
          'after that delay, through the load balancer, to another instance (ADR 026).',
        produces: ['text/event-stream'],
      },
    },
    (request, reply) => stream(request, reply),
  );
};

export default routes;
