import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { MainTask } from '../steps/services/service-form.ts';
import { wizardKeys } from './wizard-keys.ts';

/** E2 GET /pipeline/{id}/main-task: the main tasks of a funnel stage, a fixed dictionary. */
export function mainTasksQueryOptions(pipelineId: number) {
  return queryOptions({
    queryKey: wizardKeys.mainTasks(pipelineId),
    queryFn: () => api.get<MainTask[]>(`/pipeline/${pipelineId}/main-task`),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
