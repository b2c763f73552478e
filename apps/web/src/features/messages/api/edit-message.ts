import type { MessageEditBody, OrderMessage } from '@handlowo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invalidateConversation } from './invalidate.ts';

/** PATCH /orders/{orderId}/messages/{messageId} `{text}`: the author, within 15 minutes. */
export function editMessage({
  orderId,
  messageId,
  body,
}: {
  orderId: number;
  messageId: number;
  body: MessageEditBody;
}): Promise<OrderMessage | null> {
  return api.patch<OrderMessage | null>(`/orders/${orderId}/messages/${messageId}`, body);
}

export function useEditMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editMessage,
    onSuccess: (_, { orderId }) => invalidateConversation(queryClient, orderId),
  });
}
