/**
 * Wire keys of API.md 2.1 with their Polish labels. Keys never change; labels are display text.
 * No zod here: screens that only show labels stay without it (enum-schemas.ts has the schemas).
 */
export function labelledEnum<const K extends string>(labels: Record<K, string>) {
  const keys = Object.keys(labels) as [K, ...K[]];
  return { keys, labels };
}

export const role = labelledEnum({
  FREELANCER: 'Freelancer',
  INVESTOR: 'Inwestor',
  ADMIN: 'Admin',
});

export const experienceLevel = labelledEnum({
  BEGINNER: 'Brak doświadczenia',
  JUNIOR: 'Poniżej 1 roku',
  INTERMEDIATE: '1-2 lata',
  SENIOR: '3-5 lat',
  EXPERT: 'Powyżej 6 lat',
});
/** The second line of each experience option (API.md 2.1: title / info). */
export const experienceLevelInfo: Record<(typeof experienceLevel.keys)[number], string> = {
  BEGINNER: 'Dopiero zaczynam karierę w sprzedaży',
  JUNIOR: 'Junior',
  INTERMEDIATE: 'Średniozaawansowany',
  SENIOR: 'Senior',
  EXPERT: 'Ekspert',
};

export const weekday = labelledEnum({
  MONDAY: 'Poniedziałek',
  TUESDAY: 'Wtorek',
  WEDNESDAY: 'Środa',
  THURSDAY: 'Czwartek',
  FRIDAY: 'Piątek',
  SATURDAY: 'Sobota',
  SUNDAY: 'Niedziela',
});

/** Skill level of an activity (service) and the language tooltip: 1-5, 0 = not rated. */
export const skillLevelLabels: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: 'Początkujący',
  2: 'Podstawowy',
  3: 'Średniozaawansowany',
  4: 'Wyższy średniozaawansowany',
  5: 'Zaawansowany',
};

export const toolKind = labelledEnum({
  COLD_MAILING: 'Cold mailing',
  PROSPECTING: 'Prospecting',
  AUTOMATYZACJA_MARKETINGU: 'Automatyzacja marketingu',
  COLD_CALLING: 'Cold calling',
  ANALITYKA: 'Analityka',
  ZARZADZANIE_PROJEKTAMI: 'Zarządzanie projektami / zadaniami',
  NEWSLETTER: 'Newsletter',
  INNE: 'Inne narzędzia wspierające sprzedaż',
  CRM: 'CRM',
});
export type ToolKind = (typeof toolKind.keys)[number];
/** Any other kind string is shown verbatim (API.md 2.1). */
export function toolKindLabel(kind: string): string {
  return (toolKind.labels as Record<string, string>)[kind] ?? kind;
}

export const language = labelledEnum({
  ENGLISH: 'Angielski',
  SPANISH: 'Hiszpański',
  POLISH: 'Polski',
  FRENCH: 'Francuski',
  GERMAN: 'Niemiecki',
});

export const orderStatus = labelledEnum({
  NEW: 'Nowe',
  // The wire key is misspelt and stays; the label is corrected (docs/copy.md).
  VERYFICATION: 'Weryfikacja',
  ACTIVE: 'Aktywne',
  REALIZED: 'Zrealizowane',
});

export const country = labelledEnum({ POLAND: 'Polska' });

/** The 16 voivodeships (API.md 2.2): key upper-case ASCII, description lower-case Polish. */
export const voivodeship = labelledEnum({
  DOLNOSLASKIE: 'dolnośląskie',
  KUJAWSKO_POMORSKIE: 'kujawsko-pomorskie',
  LUBELSKIE: 'lubelskie',
  LUBUSKIE: 'lubuskie',
  LODZKIE: 'łódzkie',
  MALOPOLSKIE: 'małopolskie',
  MAZOWIECKIE: 'mazowieckie',
  OPOLSKIE: 'opolskie',
  PODKARPACKIE: 'podkarpackie',
  PODLASKIE: 'podlaskie',
  POMORSKIE: 'pomorskie',
  SLASKIE: 'śląskie',
  SWIETOKRZYSKIE: 'świętokrzyskie',
  WARMINSKO_MAZURSKIE: 'warmińsko-mazurskie',
  WIELKOPOLSKIE: 'wielkopolskie',
  ZACHODNIOPOMORSKIE: 'zachodniopomorskie',
});
