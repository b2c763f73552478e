import { wizardMessages } from '@handlowo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth/index.ts';
import { ApiError, errorMessageOf } from '@/lib/api-error.ts';

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

const known = new Set<string>(Object.values(wizardMessages));

/**
 * The text shown when a save or delete fails: the server's own Polish message when it is one of
 * the wizard's (a task already on the order, an order being realised, a service gone meanwhile),
 * else the catalogue text of the status (the client never echoes unknown server texts).
 */
export function serviceErrorText(error: unknown): string {
  if (
    error instanceof ApiError &&
    (error.status === 400 || error.status === 404) &&
    error.serverMessage !== null &&
    known.has(error.serverMessage)
  ) {
    return error.serverMessage;
  }
  return errorMessageOf(error);
}
