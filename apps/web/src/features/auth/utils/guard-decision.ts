import { INVESTOR_STEPS, investorProgress, type Role } from '@handlowo/contract';
import { paths } from '@/config/paths.ts';
import { hasInvestorData, type User } from '../types.ts';
import { landingPathFor } from './landing-path.ts';

export type GuardInput = {
  hasToken: boolean;
  /** The cached user, `undefined` while it is not loaded. */
  user: User | undefined;
  /** The "me" call failed. */
  failed: boolean;
  /**
   * The failure was transient (no answer, 5xx): the token is kept and the session may be fine,
   * so it is no reason to log out.
   */
  transient: boolean;
  pathname: string;
};

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'wait' }
  /** The user could not be loaded for a transient reason: a message with a retry button. */
  | { type: 'unavailable' }
  | { type: 'redirect'; to: string };

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** `pathname` is `base` or lies below it. */
function isWithin(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

const MOCK_INVESTOR_AREAS = [
  paths.investor.start,
  paths.investor.service,
  paths.investor.onboarding, // includes /investor/onboarding/summary
];

/**
 * Which role(s) a protected path belongs to. Our choice (the spec leaves role enforcement beyond
 * the guard "not shown"): /admin is admin-only; another freelancer's profile is open to every
 * role (admins open it from the freelancer table); the rest of /freelancer and the /profile
 * dashboard belong to freelancers, /investor to investors. Other paths are open to all.
 */
function rolesAllowedOn(pathname: string): readonly Role[] | null {
  if (isWithin(pathname, paths.admin.root)) return ['ADMIN'];
  if (pathname.startsWith(`${paths.freelancer.profile}/`)) return null;
  if (isWithin(pathname, '/freelancer') || isWithin(pathname, paths.dashboard)) {
    return ['FREELANCER'];
  }
  if (isWithin(pathname, '/investor')) return ['INVESTOR'];
  return null;
}

/**
 * The guard of protected screens (spec document 1 section 2, "Guard on protected screens"),
 * in the spec's order:
 * 1. no token → /login;
 * 2. token, user not loaded → wait (spinner); the call failed → /login; (ours) unless it failed
 *    transiently (no answer, 5xx): the session is kept and, without a cached user, a message
 *    offers a retry; with one, the screen goes on with it;
 * 3. a freelancer who has not passed onboarding → /freelancer/onboarding/start, unless on it;
 * 4. a mock investor → /investor/start, unless on the service or onboarding screens;
 * 5. (ours) another role's screens → the user's own landing page;
 * 6. (ours) a finished questionnaire is not shown again (it would open on its last step,
 *    '10 / 10'); its user goes where finishing it leads (spec document 1 section 4): a freelancer
 *    who passed onboarding → the profile, their landing page, from the welcome screen too; an
 *    investor with all eight answers → the summary (for the temporary investor it holds the
 *    registration; /investor/start would lead straight back here).
 */
export function decideGuard({
  hasToken,
  user,
  failed,
  transient,
  pathname,
}: GuardInput): GuardDecision {
  const path = normalise(pathname);
  if (!hasToken) return { type: 'redirect', to: paths.login };
  if (failed && !transient) return { type: 'redirect', to: paths.login };
  if (failed && user === undefined) return { type: 'unavailable' };
  if (user === undefined) return { type: 'wait' };

  if (
    user.role === 'FREELANCER' &&
    !user.isOnboardingPassed &&
    !isWithin(path, paths.freelancer.onboarding)
  ) {
    return { type: 'redirect', to: paths.freelancer.onboardingStart };
  }

  if (
    user.role === 'INVESTOR' &&
    user.isMock &&
    !MOCK_INVESTOR_AREAS.some((area) => isWithin(path, area))
  ) {
    return { type: 'redirect', to: paths.investor.start };
  }

  const allowed = rolesAllowedOn(path);
  if (allowed !== null && !allowed.includes(user.role)) {
    return { type: 'redirect', to: landingPathFor(user.role) };
  }

  if (
    user.role === 'FREELANCER' &&
    user.isOnboardingPassed &&
    isWithin(path, paths.freelancer.onboarding)
  ) {
    return { type: 'redirect', to: landingPathFor(user.role) };
  }

  // Only the questionnaire itself: the summary below it is where it ends. The mock's local
  // stand-in has no answers: the screen waits for the full data (A10), then this decides.
  if (
    path === paths.investor.onboarding &&
    hasInvestorData(user) &&
    investorProgress(user) >= INVESTOR_STEPS
  ) {
    return { type: 'redirect', to: paths.investor.onboardingSummary };
  }
  return { type: 'allow' };
}
