import type { ConversationList } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { conversationKeys } from '../query-keys.ts';

/** GET /conversations: the caller's conversations, the latest message first. */
export function getConversations(): Promise<ConversationList> {
  return api.get<ConversationList>('/conversations');
}

/** The live stream invalidates it whenever a conversation of the caller changes. */
export function conversationsQueryOptions() {
  return queryOptions({ queryKey: conversationKeys.list, queryFn: getConversations });
}

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}
