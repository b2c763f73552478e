import { type PluralForms, pluralForm } from '@/lib/plural.ts';

/** The Polish texts of the bell, its panel, /notifications and 'Ustawienia' (ours, issue 25). */
export const texts = {
  title: 'Powiadomienia',
  bell: 'Powiadomienia',
  readAll: 'Oznacz wszystkie jako przeczytane',
  seeAll: 'Zobacz wszystkie powiadomienia',
  latest: 'Najnowsze powiadomienia',
  all: 'Wszystkie powiadomienia',
  loading: 'Ładowanie powiadomień',
  empty: 'Nie masz jeszcze powiadomień.',
  previous: 'Poprzednia strona',
  next: 'Następna strona',
  page: (page: number, total: number) => `Strona ${page} z ${total}`,
  settingsTitle: 'Ustawienia',
  settingsLead:
    'Wybierz, o czym chcesz dostawać także e-mail. Wszystkie powiadomienia zawsze widzisz pod dzwonkiem.',
  email: 'E-mail',
  save: 'Zapisz ustawienia',
  saved: 'Ustawienia powiadomień zostały zapisane.',
} as const;

const unreadForms: PluralForms = {
  one: 'nieprzeczytane powiadomienie',
  few: 'nieprzeczytane powiadomienia',
  many: 'nieprzeczytanych powiadomień',
};

/** The bell's accessible name: 'Powiadomienia, 3 nieprzeczytane powiadomienia'. */
export function bellLabel(count: number): string {
  return count > 0 ? `${texts.bell}: ${count} ${pluralForm(count, unreadForms)}` : texts.bell;
}
