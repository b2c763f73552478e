import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { meQueryKey } from '@/features/auth/api/get-me.ts';

/**
 * "The whole wizard reloads A10 after each step" (API.md E11): every save of the wizard calls
 * this. It resolves once ['me'] is fetched again, so the next step already sees the change.
 */
export function useRefreshInvestor(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: meQueryKey }), [queryClient]);
}
