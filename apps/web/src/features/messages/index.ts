// What other features, the shells and the routes use of the conversations (issue 26). Kept light:
// the thread itself loads lazily (LazyConversationThread), so a shell importing the counter or
// the stream importing its handler does not carry it.
export { messageUnreadCountQueryOptions } from './api/get-unread-count.ts';
export { LazyConversationThread } from './components/lazy-thread.tsx';
export { MessagesNavLink } from './components/messages-nav-link.tsx';
export {
  OrderConversationSection,
  OrderConversationToggle,
} from './components/order-conversation.tsx';
export { conversationKeys } from './query-keys.ts';
export { applyMessageStreamEvent } from './stream-event.ts';
