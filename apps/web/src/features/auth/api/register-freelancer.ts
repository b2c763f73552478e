import type { RegisterRequest } from '@handlowo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { clearToken } from '@/lib/token.ts';

export type RegisteredUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
};

/** A2 POST /auth/register/freelancer */
export function registerFreelancer(data: RegisterRequest): Promise<RegisteredUser> {
  return api.post<RegisteredUser>('/auth/register/freelancer', data);
}

/** Whoever was logged in is logged out first (spec document 1 section 2, "Registration screen"). */
export function useRegisterFreelancer() {
  return useMutation({
    mutationFn: (data: RegisterRequest) => {
      clearToken();
      return registerFreelancer(data);
    },
  });
}
