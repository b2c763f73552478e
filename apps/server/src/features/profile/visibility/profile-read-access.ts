import { loggedIn } from '../../../testing/access/expectations.ts';

/**
 * The authorization-matrix statuses of a by-id read of freelancer A's profile: every freelancer
 * and admin gets `status`; both investors get 404, since in the matrix's world A is assigned to
 * none of their services (the assigned case is tested in profile-visibility.test.ts).
 */
export const profileRead = (status: number) => ({
  ...loggedIn(status),
  temporaryInvestor: 404,
  investor: 404,
});
