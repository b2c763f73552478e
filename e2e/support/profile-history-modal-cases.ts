import type { ProfileModalCase } from './profile-modals.ts';

/** The modals of the profile's certificates, work experience and education (issue 8), one case per modal title, for the modal harness. */
export const profileHistoryModalCases: ProfileModalCase[] = [];
