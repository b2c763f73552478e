/**
 * Query keys of the conversations (issue 26). The live stream (features/notifications) writes
 * `unreadCount` and invalidates `list` and the changed thread's `messages` (stream-event.ts).
 */
export const conversationKeys = {
  all: ['conversations'] as const,
  list: ['conversations', 'list'] as const,
  unreadCount: ['conversations', 'unread-count'] as const,
  /** Every thread: what an event naming no one conversation refreshes. */
  threads: ['conversations', 'messages'] as const,
  messages: (orderId: number) => ['conversations', 'messages', orderId] as const,
};
