import type { ProfileModalCase } from './profile-modals.ts';

/** The modals of the profile's videos and the portfolio with its gallery (issue 8), one case per modal title, for the modal harness. */
export const profileShowcaseModalCases: ProfileModalCase[] = [];
