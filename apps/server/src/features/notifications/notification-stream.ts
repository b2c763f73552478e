import { PassThrough } from 'node:stream';
import { NOTIFICATION_STREAM_EVENT } from '@handlowo/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotificationHub } from './notification-hub.ts';
import { countUnread } from './notifications.repository.ts';

const event = (count: number) =>
  `event: ${NOTIFICATION_STREAM_EVENT}\ndata: ${JSON.stringify({ count })}\n\n`;

/**
 * The handler of GET /api/notifications/stream, with this instance's hub (one LISTEN connection
 * for all its streams). Every open stream ends before the server closes, so a graceful shutdown
 * does not wait for browsers to hang up.
 */
export function openNotificationStream(app: FastifyInstance) {
  const hub = new NotificationHub(app.listenDatabase, app.log);
  const open = new Set<(closing?: boolean) => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end(true);
  });
  app.addHook('onClose', () => hub.close());

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { userId } = request.auth;
    const body = new PassThrough();
    let ended = false;
    let queued = false;
    let chain = Promise.resolve();
    // Signals coalesce: one count read for a burst, written in order.
    const push = () => {
      if (queued || ended) return;
      queued = true;
      chain = chain
        .then(async () => {
          queued = false;
          const count = await countUnread(app.db, userId);
          if (!ended) body.write(event(count));
        })
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not read the unread count for a stream');
        });
    };
    const unsubscribe = await hub.subscribe(userId, push);
    let first: number;
    try {
      // After subscribing: a notification committed from now on is signalled, none is missed.
      first = await countUnread(app.db, userId);
    } catch (error) {
      unsubscribe();
      throw error;
    }
    const heartbeat = setInterval(() => {
      if (!ended) body.write(': ping\n\n');
    }, app.config.notificationHeartbeatMs);
    const end = (closing = false) => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      unsubscribe();
      open.delete(end);
      // Shutting down: the kept-alive connection closes too, so the server need not wait for it.
      if (closing) reply.raw.once('finish', () => request.raw.socket?.end());
      body.end();
    };
    const lifetime = setTimeout(() => end(), app.config.notificationStreamMaxMs);
    open.add(end);
    reply.raw.once('close', () => end());
    body.write(`retry: 3000\n\n${event(first)}`);
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(body);
  };
}
