import type { ProfileModalCase } from './profile-modals.ts';

/** The modals of the profile's sales tools and services (issue 8), one case per modal title, for the modal harness. */
export const profileOfferModalCases: ProfileModalCase[] = [];
