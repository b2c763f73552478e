import type { JobQueueState } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminQueryKeys } from '../query-keys.ts';

/** GET /admin-panel/jobs: what the job queue still has to do and what failed this week. */
export function getJobQueue(): Promise<JobQueueState> {
  return api.get<JobQueueState>('/admin-panel/jobs');
}

export function jobQueueQueryOptions() {
  return queryOptions({
    queryKey: adminQueryKeys.jobs,
    queryFn: getJobQueue,
    // The queue moves on its own (mails go out, retries come due): the Pulpit follows it.
    refetchInterval: 30_000,
  });
}

export function useJobQueue() {
  return useQuery(jobQueueQueryOptions());
}
