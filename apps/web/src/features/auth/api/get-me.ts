import type { AdminData, FreelancerData, InvestorData, Role } from '@handlowo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useToken } from '@/hooks/use-token.ts';
import { api } from '@/lib/api-client.ts';
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
 * Loads the logged user by the stored token's role (A9–A11). Any failure — no token, an unknown
 * role ('Invalid role'), a failed call — removes the token (spec document 1 section 4).
 */
export async function getMe(): Promise<User> {
  try {
    const token = getToken();
    if (token === null) throw new Error('No token');
    return await fetchMeByRole(decodeRole(token));
  } catch (error) {
    clearToken();
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: getMe });
}

/** The logged user (`data`), fetched only while a token is stored. */
export function useUser() {
  const token = useToken();
  return useQuery({ ...meQueryOptions(), enabled: token !== null });
}
