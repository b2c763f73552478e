import { PassThrough } from 'node:stream';
import {
  MESSAGE_STREAM_EVENT,
  type MessageStreamEvent,
  NOTIFICATION_STREAM_EVENT,
  type UnreadCount,
} from '@handlowo/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countUnreadMessages } from '../conversations/unread-count.repository.ts';
import { NotificationHub, type StreamChange } from './notification-hub.ts';
import { countUnread } from './notifications.repository.ts';

const unreadEvent = (data: UnreadCount) =>
  `event: ${NOTIFICATION_STREAM_EVENT}\ndata: ${JSON.stringify(data)}\n\n`;
const messagesEvent = (data: MessageStreamEvent) =>
  `event: ${MESSAGE_STREAM_EVENT}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * `orderId` of a `messages` event that names no one conversation: the stream's first event and
 * the one after the listener was away. Ids start at 1, so the client cannot mistake it; it
 * re-reads whatever conversation it shows.
 */
export const ANY_CONVERSATION = 0;

/**
 * The reconnect delay a stream announces when the instance shuts down (an SSE `retry:` field):
 * short, since the browser should reach another instance at once. The web client waits the same
 * after any end (`RECONNECT_MS` in use-notification-stream.ts); keep them in step.
 */
export const SHUTDOWN_RETRY_MS = 500;
const SHUTDOWN_HINT = `retry: ${SHUTDOWN_RETRY_MS}\n: this instance is shutting down; reconnect\n\n`;

/** What a stream still has to tell since its last write; a burst of signals folds into one. */
class Pending {
  notifications = false;
  /** The conversations that changed, in the order their first signal came. */
  readonly orders = new Set<number>();

  add(change: StreamChange | undefined) {
    if (change?.kind !== 'conversation') this.notifications = true;
    if (change?.kind !== 'notifications') {
      this.orders.add(change ? change.orderId : ANY_CONVERSATION);
    }
  }

  /** Hands over what is pending and starts empty again. */
  take() {
    const taken = { notifications: this.notifications, orders: [...this.orders] };
    this.notifications = false;
    this.orders.clear();
    return taken;
  }
}

/**
 * The handler of GET /api/notifications/stream, with this instance's hub (one LISTEN connection
 * for all its streams). Every open stream ends when the shutdown begins, with a short `retry:`
 * (the reconnect hint) and its connection closed, so the browser moves to another instance at
 * once and the shutdown does not wait for it (ADR 026).
 */
export function openNotificationStream(app: FastifyInstance) {
  const hub = new NotificationHub(app.listenDatabase, app.log);
  const open = new Set<(closing?: boolean) => void>();
  app.shutdown.onDrain('live streams', () => {
    const streamsClosed = open.size;
    for (const end of [...open]) end(true);
    return { streamsClosed };
  });
  app.addHook('onClose', () => hub.close());

  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Arrived on a kept-alive connection while the instance drains: off to another one at once.
    if (app.shutdown.draining) {
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .send(SHUTDOWN_HINT);
    }
    const { userId } = request.auth;
    const body = new PassThrough();
    let ended = false;
    let queued = false;
    const pending = new Pending();
    let chain = Promise.resolve();
    // Signals coalesce: one read of each count for a burst, written in order. The burst's
    // conversations share one `messages` count (the total), one event per conversation.
    const push = (change: StreamChange | undefined) => {
      pending.add(change);
      if (queued || ended) return;
      queued = true;
      chain = chain
        .then(async () => {
          queued = false;
          const { notifications, orders } = pending.take();
          let text = '';
          if (notifications) text += unreadEvent({ count: await countUnread(app.db, userId) });
          if (orders.length > 0) {
            const count = await countUnreadMessages(app.db, userId);
            for (const orderId of orders) text += messagesEvent({ count, orderId });
          }
          if (!ended && text) body.write(text);
        })
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not read the unread counts for a stream');
        });
    };
    const unsubscribe = await hub.subscribe(userId, push);
    let first: string;
    try {
      // After subscribing: a change committed from now on is signalled, none is missed.
      const notifications = await countUnread(app.db, userId);
      const messages = await countUnreadMessages(app.db, userId);
      first =
        unreadEvent({ count: notifications }) +
        messagesEvent({ count: messages, orderId: ANY_CONVERSATION });
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
      // Shutting down: the reconnect hint last, and the kept-alive connection closes too, so the
      // server need not wait for it.
      if (closing) {
        reply.raw.once('finish', () => request.raw.socket?.end());
        body.end(SHUTDOWN_HINT);
      } else body.end();
    };
    const lifetime = setTimeout(() => end(), app.config.notificationStreamMaxMs);
    open.add(end);
    reply.raw.once('close', () => end());
    body.write(`retry: 3000\n\n${first}`);
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(body);
  };
}
