import type { AdminData, FreelancerData, InvestorData } from '@handlowo/contract';

/**
 * The temporary investor right after POST /auth/start: only the e-mail is known, so the client
 * keeps this local stand-in in the ['me'] cache (API.md A7). The next "me" fetch replaces it
 * with the full InvestorData.
 */
export type LocalMockInvestor = {
  id: 0;
  email: string;
  role: 'INVESTOR';
  firstName: '';
  lastName: '';
  isMock: true;
};

/** The logged user: the role's "me" answer with `role` attached by the client (API.md 1.3). */
export type User = FreelancerData | InvestorData | AdminData | LocalMockInvestor;

/** True for the full investor answer (A10), false for the local stand-in of the mock session. */
export function hasInvestorData(user: User): user is InvestorData {
  return user.role === 'INVESTOR' && 'orders' in user;
}
