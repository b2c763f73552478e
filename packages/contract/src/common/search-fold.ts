/*
 * The one fold of every search (issue 28, ADR 009): what an admin types and what a list holds are
 * compared after both went through it, so 'zolkiewska', 'ŻÓŁKIEWSKA' and 'Żółkiewska' are equal.
 * It is a letter-for-letter map, not lower() or NFD: the server's stored search column applies
 * the same map with SQL translate() (immutable, and the same on PGlite's C locale and on any
 * PostgreSQL locale), and the web filters option lists with it. Keep the pairs below in step
 * with the column: changing them needs a migration that regenerates `users.search_text`.
 */

/** [letters, what each becomes]: capitals and accented Latin letters of European names. */
const FOLD_GROUPS: readonly (readonly [string, string])[] = [
  ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'],
  // Polish first: the letters the issue names.
  ['ĄĆĘŁŃÓŚŹŻąćęłńóśźż', 'acelnoszzacelnoszz'],
  // Names from the neighbours (German, Czech, Slovak, Hungarian, French, Spanish, Lithuanian).
  ['ÀÁÂÃÄÅàáâãäåĀā', 'aaaaaaaaaaaaaa'],
  ['ÇçČč', 'cccc'],
  ['ĎďĐđ', 'dddd'],
  ['ÈÉÊËèéêëĚěĖėĒē', 'eeeeeeeeeeeeee'],
  ['ÌÍÎÏìíîïĮįĪī', 'iiiiiiiiiiii'],
  ['ĹĺĽľ', 'llll'],
  ['ÑñŇň', 'nnnn'],
  ['ÒÔÕÖØòôõöøŐő', 'oooooooooooo'],
  ['ŔŕŘř', 'rrrr'],
  ['ŠšŞş', 'ssss'],
  ['ŤťŢţ', 'tttt'],
  ['ÙÚÛÜùúûüŮůŰűŲųŪū', 'uuuuuuuuuuuuuuuu'],
  ['ÝýŸÿ', 'yyyy'],
  ['Žž', 'zz'],
];

/** The letters the fold replaces, for SQL `translate(text, SEARCH_FOLD_FROM, SEARCH_FOLD_TO)`. */
export const SEARCH_FOLD_FROM = FOLD_GROUPS.map(([from]) => from).join('');
/** What each letter of `SEARCH_FOLD_FROM` becomes, at the same position. */
export const SEARCH_FOLD_TO = FOLD_GROUPS.map(([, to]) => to).join('');

const foldMap = new Map<string, string>(
  [...SEARCH_FOLD_FROM].map((letter, i) => [letter, SEARCH_FOLD_TO[i] as string]),
);

/**
 * `text` as the search compares it: the letters above in lower case without their marks, every
 * other character unchanged ('Złoty Kłos' -> 'zloty klos', 'Łódzka' -> 'lodzka').
 */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const char of text) folded += foldMap.get(char) ?? char;
  return folded;
}

/** Whether `name` contains `query` after both are folded; a blank query matches everything. */
export function foldedIncludes(name: string, query: string): boolean {
  const needle = foldForSearch(query.trim());
  return needle.length === 0 || foldForSearch(name).includes(needle);
}
