import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminQueryKeys } from '../query-keys.ts';

/** POST /admin-panel/jobs/{id}/retry: runs a failed job again. */
export function retryJob(id: number): Promise<null> {
  return api.post<null>(`/admin-panel/jobs/${id}/retry`);
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.jobs }),
  });
}
