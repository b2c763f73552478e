// Legal documents of the site (terms, privacy policy): content as data, one view.
export { LegalDocumentView, type RelatedDocumentLink } from './components/legal-document-view.tsx';
export { CONTACT_EMAIL, LEGAL_VERSION_DATE } from './content/constants.ts';
export { privacyDocument } from './content/privacy.ts';
export { termsDocument } from './content/terms.ts';
export type { LegalBlock, LegalDocument, LegalSection } from './types.ts';
