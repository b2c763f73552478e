/**
 * A block of a section: a paragraph of text, or a bulleted list (definitions, rights, duties).
 * Plain strings only, so that the content stays data and one component renders every document.
 */
export type LegalBlock = string | { readonly list: readonly string[] };

export type LegalSection = {
  /** Stable anchor of the section (the table of contents links to `#id`); kebab-case, unique. */
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly LegalBlock[];
};

/** A legal document of the site (terms, privacy policy), numbered § 1, § 2… in order. */
export type LegalDocument = {
  readonly title: string;
  /** Date of the version in force, written out in Polish (e.g. '21 listopada 2026'). */
  readonly versionDate: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
};
