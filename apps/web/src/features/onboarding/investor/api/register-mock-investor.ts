import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export interface MockInvestorRegistration {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  /** Only a complete number; the key is left out otherwise. */
  phone?: string;
  privacy: boolean;
  regulations: boolean;
}

/** A8 PATCH /register/mock-investor: the temporary investor becomes a real one. */
export function registerMockInvestor(body: MockInvestorRegistration): Promise<null> {
  return api.patch<null>('/register/mock-investor', body);
}

/**
 * Deliberately does not invalidate ['me']: the refetched user would no longer be a mock, and the
 * summary would swap the form (and its success message) for the plain summary before the
 * redirect. The session ends right after anyway.
 */
export function useRegisterMockInvestor() {
  return useMutation({ mutationFn: registerMockInvestor });
}
