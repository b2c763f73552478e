import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getToken, subscribeToken } from '@/lib/token.ts';

/**
 * When the token disappears (logout, a 403 anywhere, a failed "me" call, another tab) the cached
 * server data belongs to nobody any more: drop it, so the next user never sees it and the guard
 * sees "no user". Mounted once below the QueryClientProvider (app provider and test wrapper).
 */
export function useSessionReset(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToken(() => {
        if (getToken() === null) queryClient.removeQueries();
      }),
    [queryClient],
  );
}
