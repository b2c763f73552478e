import type { Role } from '@handlowo/contract';

/*
 * The Polish texts of the data-rights screens (issue 12). All are ours (the spec has no such
 * screens) and are listed in docs/copy.md.
 */

export const myDataTexts = {
  intro: 'Tu pobierzesz kopię danych, które przechowujemy o Twoim koncie, albo usuniesz konto.',
  exportHeading: 'Kopia Twoich danych',
  exportLead: 'Przygotujemy plik ZIP, a w nim:',
  exportJson: '„dane.json” – wszystkie dane Twojego konta w formacie JSON,',
  exportMedia: 'folder „media” – przesłane przez Ciebie zdjęcia i filmy (jeśli są).',
  noPassword: 'Hasła nie eksportujemy: przechowujemy tylko jego zabezpieczony skrót.',
  download: 'Pobierz moje dane',
  downloadFailed: 'Nie udało się pobrać danych',
  privacyBefore: 'Co dokładnie przechowujemy i jak długo, opisuje ',
  privacyLink: 'Polityka prywatności',
  newTab: ' (otwiera się w nowej karcie)',
  deletionHeading: 'Usunięcie konta',
  deletionLead:
    'Usuniemy Twoje konto od razu i nie będzie można go przywrócić. Zanim to zrobisz, możesz pobrać kopię swoich danych.',
  deletionOpen: 'Usuń konto',
} as const;

/** What dane.json holds, by role (the contract's DataExport). */
export const exportContents: Record<Role, string> = {
  FREELANCER:
    'W pliku „dane.json” są dane konta, odpowiedzi z ankiety, wszystkie sekcje profilu, usługi, do których Cię przypisano, opinie o Twojej pracy i napisane przez Ciebie wiadomości.',
  INVESTOR:
    'W pliku „dane.json” są dane konta, odpowiedzi z ankiety, zgody z datami ich wyrażenia, zlecenia z usługami, produkty, opinie wystawione w Twoim imieniu i napisane przez Ciebie wiadomości.',
  ADMIN:
    'W pliku „dane.json” są dane konta, lista zleceń, których jesteś opiekunem, i napisane przez Ciebie wiadomości.',
};

export const deletionTexts = {
  lead: 'Usuniemy Twoje konto od razu. Tej operacji nie można cofnąć.',
  deletedHeading: 'Co usuniemy',
  keptHeading: 'Co zostanie bez Twoich danych',
  after:
    'Potwierdzenie wyślemy na Twój adres e-mail. Z tego samego adresu możesz później założyć nowe konto.',
  password: 'Hasło',
  passwordHint: 'Wpisz swoje hasło, aby potwierdzić, że to Ty.',
  cancel: 'Anuluj',
  submit: 'Usuń konto na zawsze',
  done: 'Twoje konto zostało usunięte. Potwierdzenie wysłaliśmy na Twój adres e-mail.',
} as const;

/** What the own deletion removes, by role. */
export const deletedItems: Record<Role, readonly string[]> = {
  FREELANCER: [
    'dane konta i hasło,',
    'cały profil: odpowiedzi z ankiety, opis, zdjęcia, filmy, portfolio, certyfikaty, doświadczenie, wykształcenie, usługi, narzędzia i języki,',
    'opinie o Twojej pracy,',
    'linki do ustawienia hasła.',
  ],
  INVESTOR: [
    'dane konta i hasło,',
    'odpowiedzi z ankiety i zgody,',
    'produkty oraz zlecenia, które nie zostały zrealizowane,',
    'linki do ustawienia hasła.',
  ],
  ADMIN: ['dane konta, hasło i zdjęcie profilowe,', 'linki do ustawienia hasła.'],
};

/** What stays, anonymised, by role. */
export const keptItems: Record<Role, readonly string[]> = {
  FREELANCER: [
    'Zrealizowane usługi, do których Cię przypisano, zostaną w zleceniach inwestorów: zamiast Twojego imienia i nazwiska będzie przy nich „Konto usunięte”.',
    'Twoje wiadomości w rozmowach o zleceniach zostaną z podpisem „Konto usunięte”.',
  ],
  INVESTOR: [
    'Zrealizowane zlecenia zostaną w serwisie bez Twoich danych, a opinie wystawione w Twoim imieniu pokażą jako autora „Konto usunięte”.',
    'Rozmowy o zrealizowanych zleceniach zostaną, a Twoje wiadomości będą podpisane „Konto usunięte”.',
  ],
  ADMIN: [
    'Zlecenia, których jesteś opiekunem, zostaną w serwisie, ale bez opiekuna.',
    'Twoje wiadomości zostaną w rozmowach, podpisane „Zespół Handlowo”.',
  ],
};

export const userDeletionTexts = {
  lead: (who: string) => `Usuwasz konto ${who}:`,
  irreversible: 'Tej operacji nie można cofnąć.',
  freelancer: 'freelancera',
  investor: 'inwestora',
  freelancerEffects:
    'Usuniemy od razu dane konta i cały profil, razem ze zdjęciami, filmami i opiniami. W zrealizowanych zleceniach zamiast imienia i nazwiska freelancera będzie widać „Konto usunięte”.',
  investorEffects:
    'Usuniemy od razu dane konta, odpowiedzi z ankiety, produkty i niezrealizowane zlecenia. Zrealizowane zlecenia zostaną bez danych inwestora, a opinie wystawione w jego imieniu pokażą jako autora „Konto usunięte”.',
  mailed: 'Wyślemy mu e-mail z potwierdzeniem usunięcia konta.',
  exportFirst: 'Jeśli użytkownik prosił o kopię swoich danych, pobierz ją przed usunięciem konta.',
  confirmLabel: 'Wpisz adres e-mail użytkownika, aby potwierdzić',
  cancel: 'Anuluj',
  submit: 'Usuń konto',
  done: 'Konto użytkownika zostało usunięte',
} as const;
