import type { LoginRequest } from '@handlowo/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { clearToken, setToken } from '@/lib/token.ts';
import type { User } from '../types.ts';
import { meQueryOptions } from './get-me.ts';

/** A1 POST /auth/login */
export function postLogin(credentials: LoginRequest): Promise<{ token: string }> {
  return api.post<{ token: string }>('/auth/login', credentials);
}

/**
 * Any old token goes first; then the new one is stored and the user loaded into ['me'] (retried
 * on a transient failure like every "me" call). If that still fails, the token goes too, even
 * after a transient failure that getMe itself keeps it for (spec document 1 section 4): the form
 * shows the error and the user is not half logged in.
 */
export async function loginAndLoadUser(
  queryClient: QueryClient,
  credentials: LoginRequest,
): Promise<User> {
  clearToken();
  const { token } = await postLogin(credentials);
  setToken(token);
  try {
    return await queryClient.fetchQuery(meQueryOptions());
  } catch (error) {
    clearToken();
    throw error;
  }
}

export function useLogin({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => loginAndLoadUser(queryClient, credentials),
    onSuccess,
  });
}
