import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth/api/get-me.ts';

/**
 * A save of one questionnaire answer. The answers live in the logged user's data (A9/A10), so a
 * save invalidates ['me'] and resolves only after the refetch: the next step then starts from the
 * fresh data (spec document 1 section 4, "saving a step refetches the data and advances by one").
 */
export function useAnswerMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
