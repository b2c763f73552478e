import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { setToken } from '@/lib/token.ts';
import type { LocalMockInvestor } from '../types.ts';
import { meQueryKey } from './get-me.ts';

export type StartResponse = { token: string; email: string };

/** A7 POST /auth/start: a new temporary investor. */
export function startMockSession(): Promise<StartResponse> {
  return api.post<StartResponse>('/auth/start');
}

export function mockInvestorOf(email: string): LocalMockInvestor {
  return { id: 0, email, role: 'INVESTOR', firstName: '', lastName: '', isMock: true };
}

/** Starts the mock investor session: stores the token and the local user in ['me']. */
export function useMockLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMockSession,
    onSuccess: ({ token, email }) => {
      // The user first: once the token is stored, useUser() is enabled and must find it cached.
      queryClient.setQueryData(meQueryKey, mockInvestorOf(email));
      setToken(token);
    },
  });
}
