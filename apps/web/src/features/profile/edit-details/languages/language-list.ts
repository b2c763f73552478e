import { Language, type LanguageLevel, language, languageLevelLabels } from '@handlowo/contract';
import type { LanguageOption } from '../api/languages.ts';

export type Level = LanguageLevel['level'];

/** The level choices 1-5 shown as A1, A2, B1, B2, Ojczysty (spec document 2 section 9). */
export const levelOptions = ([1, 2, 3, 4, 5] as const).map((level) => ({
  value: String(level),
  label: languageLevelLabels[level],
}));

export function languageLabel(key: Language): string {
  return language.labels[key];
}

/**
 * The key of a D17 item: `name` is the Polish label, mapped back to its key (API.md D17); the
 * server's optional `language` key is the fallback for a label the client does not know.
 */
export function languageKeyOf(option: LanguageOption): Language | null {
  const byLabel = language.keys.find((key) => language.labels[key] === option.name);
  if (byLabel) return byLabel;
  const parsed = Language.safeParse(option.language);
  return parsed.success ? parsed.data : null;
}

/** The languages of D17 not yet in the list, in the dictionary's order. */
export function availableLanguages(
  options: readonly LanguageOption[],
  list: readonly LanguageLevel[],
): { value: Language; label: string }[] {
  const taken = new Set(list.map((entry) => entry.language));
  return options.flatMap((option) => {
    const key = languageKeyOf(option);
    return key && !taken.has(key) ? [{ value: key, label: languageLabel(key) }] : [];
  });
}

/** Appends a language at the end; a language already listed is not added twice. */
export function addLanguage(list: readonly LanguageLevel[], entry: LanguageLevel): LanguageLevel[] {
  return list.some((item) => item.language === entry.language) ? [...list] : [...list, entry];
}

export function removeLanguage(list: readonly LanguageLevel[], key: Language): LanguageLevel[] {
  return list.filter((item) => item.language !== key);
}

export function setLevel(
  list: readonly LanguageLevel[],
  key: Language,
  level: Level,
): LanguageLevel[] {
  return list.map((item) => (item.language === key ? { ...item, level } : item));
}
