import type { OrderMessage } from '@handlowo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invalidateConversation } from './invalidate.ts';

export interface NewMessage {
  orderId: number;
  text: string;
  files: readonly File[];
}

/**
 * POST /orders/{orderId}/messages: JSON `{text}`, or multipart with `text` and `files` when
 * files go with it (the text first, so the server reads it before the files' bytes).
 */
export function sendMessage({ orderId, text, files }: NewMessage): Promise<OrderMessage> {
  const path = `/orders/${orderId}/messages`;
  if (files.length === 0) return api.post<OrderMessage>(path, { text });
  const form = new FormData();
  form.append('text', text);
  for (const file of files) form.append('files', file, file.name);
  return api.post<OrderMessage>(path, form);
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (_, { orderId }) => invalidateConversation(queryClient, orderId),
  });
}
