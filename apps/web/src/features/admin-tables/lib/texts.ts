import type { PluralForms } from '@/lib/plural.ts';

/** Texts of both tables. Column names, 'Szczegóły', 'Sprawdź profil' and the phone text are the spec's; the rest is ours. */
export const tableTexts = {
  noPhone: 'Telefon nie został podany',
  noData: 'Brak danych',
  yes: 'Tak',
  no: 'Nie',
  details: 'Szczegóły',
  checkProfile: 'Sprawdź profil',
  pageSize: 'Wyników na stronie',
  sortBy: 'Sortowanie',
  defaultOrder: 'Domyślna kolejność',
  ascending: 'rosnąco',
  descending: 'malejąco',
  selectPage: 'Zaznacz wszystkie na tej stronie',
  loading: 'Wczytywanie listy…',
  retry: 'Spróbuj ponownie',
  pager: 'Strony wyników',
  previousPage: 'Poprzednia strona',
  nextPage: 'Następna strona',
  morePages: 'Pominięte strony',
  actions: 'Akcje',
  // Issue 12: a row's data-rights actions.
  moreActions: 'Więcej akcji',
  downloadData: 'Pobierz dane',
  deleteAccount: 'Usuń konto',
  noResultsFor: (q: string) => `Brak wyników dla „${q}”`,
  pageLabel: (page: number) => `Strona ${page}`,
  selected: (count: number) => `Zaznaczono: ${count}`,
} as const;

export const resultForms: PluralForms = { one: 'wynik', few: 'wyniki', many: 'wyników' };

/** The search box's delay (the 300 ms; the spec's older 500 ms is superseded). */
export const SEARCH_DELAY_MS = 300;
