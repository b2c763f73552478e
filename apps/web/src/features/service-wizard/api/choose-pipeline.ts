import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { useRefreshInvestor } from './refresh-investor.ts';

export interface PipelineChoice {
  orderId: number;
  pipelineId: number;
}

/**
 * E3 PATCH /order/{orderId}/pipeline/{pipelineId} (no body): the funnel stage of the order. The
 * server refuses it unless the order is NEW and drops the services of another stage.
 */
export function choosePipeline({ orderId, pipelineId }: PipelineChoice): Promise<null> {
  return api.patch<null>(`/order/${orderId}/pipeline/${pipelineId}`);
}

/** Resolves after A10 is fetched again: step 1 then lists the new stage's main tasks. */
export function useChoosePipeline() {
  const refresh = useRefreshInvestor();
  return useMutation({ mutationFn: choosePipeline, onSuccess: refresh });
}
