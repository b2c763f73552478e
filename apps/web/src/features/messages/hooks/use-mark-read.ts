import type { OrderMessage } from '@handlowo/contract';
import { type RefObject, useEffect, useRef } from 'react';
import { useMarkRead } from '../api/mark-read.ts';
import { useInView } from './use-in-view.ts';

/** Someone else's message after the caller's read mark that still shows its text. */
export function hasUnread(items: readonly OrderMessage[], readUpTo: number | null): boolean {
  return items.some(
    (message) => !message.mine && message.state === 'VISIBLE' && message.id > (readUpTo ?? 0),
  );
}

/**
 * Marks the thread read up to its newest message once its end is on screen (and the tab is
 * visible) while it has unread messages. Each newest message is marked once: a failed call is
 * not repeated until another message arrives.
 */
export function useMarkReadWhenSeen({
  orderId,
  items,
  readUpTo,
  end,
}: {
  orderId: number;
  items: readonly OrderMessage[];
  readUpTo: number | null;
  end: RefObject<Element | null>;
}) {
  const seen = useInView(end);
  const markRead = useMarkRead();
  const marked = useRef(0);
  const newest = items[items.length - 1]?.id ?? null;
  const unread = hasUnread(items, readUpTo);
  const { mutate } = markRead;

  useEffect(() => {
    if (!seen || !unread || newest === null || newest <= marked.current) return;
    marked.current = newest;
    mutate({ orderId, upTo: newest });
  }, [seen, unread, newest, orderId, mutate]);
}
