import { wizardMessages } from '@handlowo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { savingErrorText } from '@/lib/api-error.ts';
import { adminQueryKeys } from '../../admin-shell/query-keys.ts';

/** The assignment refusals the server explains in Polish (F12, F15); others get the catalogue text. */
export const assignmentErrorText = savingErrorText(Object.values(wizardMessages));

/**
 * What an assignment changes: the investor's orders (guardian, freelancer, status) and the
 * counters; a freelancer's current load is part of the fit score, so the scored lists too.
 */
function useRefreshAfterAssignment(investorId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.investorOrders(investorId) }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.stats }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.assignable }),
    ]);
}

/** F12 `PATCH /order/{orderId}/admin/{adminId}` (204): NEW → VERYFICATION, or a new guardian. */
export function useAssignGuardian(investorId: number, orderId: number) {
  const refresh = useRefreshAfterAssignment(investorId);
  return useMutation({
    mutationFn: (adminId: number) => api.patch<null>(`/order/${orderId}/admin/${adminId}`),
    onSuccess: () => {
      void refresh();
    },
  });
}

/**
 * F15 `PATCH /order-activity/{orderActivityId}/freelancer/{freelancerId}` (204). When it fills the
 * last service the order becomes ACTIVE; the investor detail announces that on its refetch.
 */
export function useAssignFreelancer(investorId: number, orderActivityId: number) {
  const refresh = useRefreshAfterAssignment(investorId);
  return useMutation({
    mutationFn: (freelancerId: number) =>
      api.patch<null>(`/order-activity/${orderActivityId}/freelancer/${freelancerId}`),
    onSuccess: () => {
      void refresh();
    },
  });
}
