import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { notificationKeys } from '../query-keys.ts';

/** POST /notifications/read-all: 'Oznacz wszystkie jako przeczytane'. */
export function readAllNotifications(): Promise<null> {
  return api.post<null>('/notifications/read-all');
}

export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
