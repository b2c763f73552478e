import { counted, pluralNouns } from '../common/plural.ts';
/** Opinion text limit (spec document 2 section 9). */
export const REVIEW_TEXT_MAX = 250;

/** The admin panel's Polish messages; "spec" ones are quoted, the others are ours (docs/copy.md). */
export const adminMessages = {
  investorNotFound: 'Nie znaleziono inwestora',
  adminNotFound: 'Nie znaleziono administratora',
  // F16
  // spec: 'Musisz podać wartść' (docs/copy.md)
  scoreRequired: 'Musisz podać wartość',
  scoreRange: 'Ocena musi być liczbą całkowitą od 1 do 5',
  opinionTextRequired: 'Podaj dodatkowe informacje', // spec
  opinionTextMax: `Maksymalnie ${counted(REVIEW_TEXT_MAX, pluralNouns.character)}`,
  categoriesIncomplete: 'Oceń każdą z czterech kategorii dokładnie raz',
  opinionOrderNotRealized: 'Ocenić można tylko usługę zrealizowanego zlecenia',
  opinionAlreadyRated: 'Ta usługa została już oceniona',
  opinionFreelancerMismatch: 'Ten freelancer nie realizował tej usługi',
  // G2
  orderFinishNotActive: 'Zakończyć można tylko aktywne zlecenie',
  orderStatusOnlyRealized: 'Zlecenie można tylko zakończyć: podaj status REALIZED',
  // F20, F21
  primaryDataEmpty: 'Podaj co najmniej jedną daną do zmiany',
  oldPasswordRequired: 'Podaj poprzednie hasło', // spec
  oldPasswordWrong: 'Poprzednie hasło jest niepoprawne',
  newPasswordSame: 'Nowe hasło musi różnić się od poprzedniego',
  // Ours (issue 24): 10 wrong old passwords in 15 minutes, as at account deletion.
  passwordThrottled:
    'Zbyt wiele nieudanych prób podania hasła. Odczekaj kilka minut i spróbuj ponownie.',
  // Admins (ours, issue 10)
  lastAdmin: 'Nie można usunąć ostatniego administratora',
  removeSelf: 'Nie możesz usunąć własnego konta z listy administratorów',
  // The admin edit's success text (spec; two sentences and no gendered participle, docs/copy.md).
  editSuccess: 'Dane zostały pomyślnie zmienione. Za chwilę nastąpi wylogowanie.',
} as const;
