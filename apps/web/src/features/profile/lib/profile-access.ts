import type { FreelancerData } from '@handlowo/contract';
import type { User } from '@/features/auth/types.ts';

/** The largest id the API accepts (contract `idField`: at most 2^31 - 1). */
const MAX_ID = 2 ** 31 - 1;

export type ProfileAccess =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | {
      kind: 'allowed';
      freelancerId: number;
      /** The logged freelancer's own profile: every edit affordance. */
      isOwner: boolean;
      /** An admin's read-only view, with the admin header. */
      isAdmin: boolean;
      /**
       * An investor's read-only view (issue 9): allowed for the freelancer assigned to one of
       * their services, which only the server knows — D1's 404 shows the not-found page.
       */
      isInvestor: boolean;
    };

/** A route parameter that is a database id, or null (letters, signs, 0, out of range). */
export function parseProfileId(param: string): number | null {
  if (!/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * Who may see which profile before any profile data is loaded (spec document 2 sections 2 and 6):
 * `idParam` undefined is /freelancer/profile, the viewer's own. By id, an ADMIN sees any profile
 * read-only, a freelancer only its own (as its owner); an INVESTOR is let through read-only and
 * the server decides (D1 answers the assigned freelancer, 404 for any other); everyone else gets
 * the not-found page.
 */
export function profileAccess(
  viewer: User | undefined,
  idParam: string | undefined,
): ProfileAccess {
  if (!viewer) return { kind: 'loading' };
  const id =
    idParam === undefined
      ? viewer.role === 'FREELANCER'
        ? viewer.id
        : null
      : parseProfileId(idParam);
  if (id === null) return { kind: 'not-found' };
  const readOnly = { kind: 'allowed', freelancerId: id, isOwner: false } as const;
  if (viewer.role === 'ADMIN') return { ...readOnly, isAdmin: true, isInvestor: false };
  if (viewer.role === 'INVESTOR' && idParam !== undefined) {
    return { ...readOnly, isAdmin: false, isInvestor: true };
  }
  if (viewer.role === 'FREELANCER' && viewer.id === id) {
    return { kind: 'allowed', freelancerId: id, isOwner: true, isAdmin: false, isInvestor: false };
  }
  return { kind: 'not-found' };
}

/** A loaded profile is shown only once its onboarding is passed (spec document 2 section 2). */
export function isViewable(freelancer: FreelancerData): boolean {
  return freelancer.isOnboardingPassed;
}
