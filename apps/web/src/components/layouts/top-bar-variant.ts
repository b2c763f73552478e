import { paths } from '@/config/paths.ts';

export type TopBarVariant = 'suggest-registration' | 'suggest-login' | 'session';

/** What the right side of the top bar shows on a path (spec document 1 section 2, "Top bar"). */
export function topBarVariant(pathname: string): TopBarVariant {
  if (pathname === paths.login || pathname === paths.resetPassword) return 'suggest-registration';
  if (pathname === paths.registration) return 'suggest-login';
  return 'session';
}

/** The investor screens carry the 'Potrzebujesz pomocy?' link. */
export function isInvestorPath(pathname: string): boolean {
  return pathname === '/investor' || pathname.startsWith('/investor/');
}

/** The help link's text and, on phones, its icon button's name and tooltip. */
export const HELP_LABEL = 'Potrzebujesz pomocy?';
