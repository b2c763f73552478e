/** The numbered heading of a section ('§ 3. Konta i rejestracja'); `index` counts from 0. */
export function sectionLabel(index: number, heading: string): string {
  return `§ ${index + 1}. ${heading}`;
}
