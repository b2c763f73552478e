import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { notificationKeys } from '../query-keys.ts';

/** POST /notifications/{id}/read: marks one read (when its link is opened). */
export function readNotification(id: number): Promise<null> {
  return api.post<null>(`/notifications/${id}/read`);
}

export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
