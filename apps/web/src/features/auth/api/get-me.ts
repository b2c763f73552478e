import type { AdminData, FreelancerData, InvestorData, Role } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useToken } from '@/hooks/use-token.ts';
import { api } from '@/lib/api-client.ts';
import { isTransientFailure } from '@/lib/api-error.ts';
import { clearToken, decodeRole, getToken } from '@/lib/token.ts';
import type { User } from '../types.ts';

/** The cache key of the logged user; invalidate it after changing the user's own data. */
export const meQueryKey = ['me'] as const;

const meEndpoint: Record<Role, string> = {
  FREELANCER: '/freelancer/me',
  INVESTOR: '/investor/me',
  ADMIN: '/admin-panel/me',
};

async function fetchMeByRole(role: Role): Promise<User> {
  // The role comes from the token, not from the answer (API.md 1.3): attach it.
  switch (role) {
    case 'FREELANCER':
      return { ...(await api.get<FreelancerData>(meEndpoint[role])), role };
    case 'INVESTOR':
      return { ...(await api.get<InvestorData>(meEndpoint[role])), role };
    case 'ADMIN':
      return { ...(await api.get<AdminData>(meEndpoint[role])), role };
  }
}

/**
 * Loads the logged user by the stored token's role (A9–A11). A failure that answers about the
 * session — no token, an unknown role ('Invalid role'), a 4xx — removes the token (spec document
 * 1 section 4). A transient one (no answer, 5xx) keeps it: a page left mid-request or a database
 * blip must not log the user out; the guard offers a retry instead.
 */
export async function getMe(): Promise<User> {
  try {
    const token = getToken();
    if (token === null) throw new Error('No token');
    return await fetchMeByRole(decodeRole(token));
  } catch (error) {
    if (!isTransientFailure(error)) clearToken();
    throw error;
  }
}

/** Attempts after the first one for a transient failure, before the guard shows its message. */
export const ME_RETRIES = 2;

/** Retries of "me" only (the app's default is no retry): transient failures, a couple of times. */
export function shouldRetryMe(failureCount: number, error: unknown): boolean {
  return failureCount < ME_RETRIES && isTransientFailure(error);
}

/**
 * Backoff between attempts: 1 s, then 2 s. The 503's Retry-After (5 s) is not read: a blip is
 * often shorter, and after about 3 s the user is better served by the message and its button.
 */
export function meRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 4000);
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    retry: shouldRetryMe,
    retryDelay: meRetryDelay,
  });
}

/** The logged user (`data`), fetched only while a token is stored. */
export function useUser() {
  const token = useToken();
  return useQuery({ ...meQueryOptions(), enabled: token !== null });
}
