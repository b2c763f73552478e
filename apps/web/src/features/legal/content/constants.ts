/** The version date of both documents; keep them in step when either changes. */
export const LEGAL_VERSION_DATE = '24 listopada 2026';

/** Where users write about their account, complaints and personal data. */
export const CONTACT_EMAIL = 'kontakt@handlowo.pl';
