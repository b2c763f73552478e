import {
  MESSAGE_STREAM_EVENT,
  type MessageStreamEvent,
  NOTIFICATION_STREAM_EVENT,
  type UnreadCount,
} from '@handlowo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { applyMessageStreamEvent } from '@/features/messages/index.ts';
import { API_BASE } from '@/lib/api-client.ts';
import { getToken, subscribeToken } from '@/lib/token.ts';
import { notificationKeys } from '../query-keys.ts';

/** Waits before reconnecting after a failure: 1 s, 2 s, 5 s, 10 s, then every 30 s. */
const BACK_OFF_MS = [1000, 2000, 5000, 10_000, 30_000];

/**
 * The first connection waits until the screen has loaded: the unread-count query shows the count
 * meanwhile (the stream's first event repeats it), and a page's load, as Lighthouse and the
 * browser tests measure it, is not held open by a response that never ends.
 */
const FIRST_CONNECT_MS = 3000;

/** After the server ended a stream on purpose (every few minutes). */
const RECONNECT_MS = 500;

function isMessageEvent(value: unknown): value is MessageStreamEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { count, orderId } = value as Record<string, unknown>;
  return typeof count === 'number' && typeof orderId === 'number';
}

/**
 * The events in a chunk of server-sent events: the `unread` counts of the bell and the
 * conversations' `messages` events (issue 26); the rest is kept for the next chunk.
 */
export function readEvents(buffer: string): {
  counts: number[];
  messages: MessageStreamEvent[];
  rest: string;
} {
  const counts: number[] = [];
  const messages: MessageStreamEvent[] = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const lines = block.split('\n');
    const event = lines
      .find((l) => l.startsWith('event:'))
      ?.slice(6)
      .trim();
    const data = lines
      .find((l) => l.startsWith('data:'))
      ?.slice(5)
      .trim();
    if (!data) continue;
    try {
      if (event === NOTIFICATION_STREAM_EVENT) {
        const { count } = JSON.parse(data) as UnreadCount;
        if (typeof count === 'number') counts.push(count);
      } else if (event === MESSAGE_STREAM_EVENT) {
        const parsed: unknown = JSON.parse(data);
        if (isMessageEvent(parsed)) messages.push(parsed);
      }
    } catch {
      // A malformed event is skipped; the next one carries the whole count again.
    }
  }
  return { counts, messages, rest };
}

/**
 * Keeps the bell's count (and the conversations' counter and threads, issue 26) current without
 * a reload: reads GET /api/notifications/stream with
 * fetch (EventSource cannot send the bearer header, and the token never goes into a URL), writes
 * each count into the unread-count query and refreshes the lists when it changes. The server ends
 * the stream every few minutes (the session is checked again): it reconnects at once then, and
 * with back-off after a failure. A refused session (403) stops it until the token changes.
 */
export function useNotificationStream({ delayMs = FIRST_CONNECT_MS }: { delayMs?: number } = {}) {
  const queryClient = useQueryClient();
  // No session at build time: the prerendered shells render the bell too (app/prerender).
  const token = useSyncExternalStore(subscribeToken, getToken, () => null);

  useEffect(() => {
    if (!token || typeof ReadableStream === 'undefined') return;
    let stopped = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();

    const schedule = (ms: number) => {
      if (!stopped) timer = setTimeout(connect, ms);
    };
    const apply = (count: number) => {
      const before = queryClient.getQueryData<UnreadCount>(notificationKeys.unreadCount);
      queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, { count });
      if (before?.count !== count) {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
      }
    };

    async function connect() {
      try {
        const response = await fetch(`${API_BASE}/notifications/stream`, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
          cache: 'no-store',
          signal: controller.signal,
        });
        if (response.status === 403) return;
        if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          failures = 0;
          const read = readEvents(buffer + decoder.decode(value, { stream: true }));
          buffer = read.rest;
          for (const count of read.counts) apply(count);
          for (const event of read.messages) applyMessageStreamEvent(queryClient, event);
        }
        // Ended by the server (its longest life, a restart): a new one starts the count again.
        schedule(RECONNECT_MS);
      } catch {
        if (stopped) return;
        schedule(BACK_OFF_MS[Math.min(failures, BACK_OFF_MS.length - 1)] ?? 30_000);
        failures += 1;
      }
    }

    timer = setTimeout(connect, delayMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, [token, queryClient, delayMs]);
}
