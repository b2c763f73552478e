import { wizardMessages } from '@handlowo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth/api/get-me.ts';
import { savingErrorText } from '@/lib/api-error.ts';

/**
 * A change of the order's services (E4–E6). The services live in the investor's data (A10), so a
 * change invalidates ['me'] and resolves only after that refetch: the list, the step's "next" and
 * the summary show the saved state when the modal closes.
 */
export function useServiceMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      // Only ['me']: the dictionaries under wizardKeys (stages, main tasks) do not change with
      // the order's services, and which tasks are taken is read from the order itself.
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

/** The server's wizard messages are shown as sent (a task already on the order, a locked order). */
export const serviceErrorText = savingErrorText(Object.values(wizardMessages));
