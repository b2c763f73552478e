import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invalidateConversation } from './invalidate.ts';

/** DELETE /orders/{orderId}/messages/{messageId}: the author, within 15 minutes. */
export function deleteMessage({
  orderId,
  messageId,
}: {
  orderId: number;
  messageId: number;
}): Promise<null> {
  return api.delete<null>(`/orders/${orderId}/messages/${messageId}`);
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: (_, { orderId }) => invalidateConversation(queryClient, orderId),
  });
}
