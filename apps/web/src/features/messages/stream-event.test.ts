import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { conversationKeys } from './query-keys.ts';
import { applyMessageStreamEvent } from './stream-event.ts';

describe('the stream’s messages event', () => {
  it('sets the counter and marks the list and that thread stale', () => {
    const client = new QueryClient();
    client.setQueryData(conversationKeys.unreadCount, { count: 1 });
    client.setQueryData(conversationKeys.list, { items: [] });
    client.setQueryData(conversationKeys.messages(7), { pages: [], pageParams: [] });
    client.setQueryData(conversationKeys.messages(8), { pages: [], pageParams: [] });
    applyMessageStreamEvent(client, { count: 4, orderId: 7 });
    expect(client.getQueryData(conversationKeys.unreadCount)).toEqual({ count: 4 });
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(conversationKeys.list)).toBe(true);
    expect(stale(conversationKeys.messages(7))).toBe(true);
    expect(stale(conversationKeys.messages(8))).toBe(false);
  });

  it('reads every thread again when the event names no one conversation (orderId 0)', () => {
    const client = new QueryClient();
    client.setQueryData(conversationKeys.messages(7), { pages: [], pageParams: [] });
    client.setQueryData(conversationKeys.messages(8), { pages: [], pageParams: [] });
    applyMessageStreamEvent(client, { count: 0, orderId: 0 });
    expect(client.getQueryState(conversationKeys.messages(7))?.isInvalidated).toBe(true);
    expect(client.getQueryState(conversationKeys.messages(8))?.isInvalidated).toBe(true);
  });
});
