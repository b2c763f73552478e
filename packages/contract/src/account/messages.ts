/**
 * Data rights (RODO, issue 12): the export and the deletion of an account. All texts are ours
 * (the spec has no such screens) and are listed in docs/copy.md.
 */
export const accountMessages = {
  // POST /account/deletion
  passwordWrong: 'Hasło jest niepoprawne',
  activeService:
    'Nie możesz teraz usunąć konta, bo jest ono przypisane do aktywnej usługi. Poproś administratora, aby przypisał do niej innego handlowca.',
  lastAdmin:
    'Jesteś ostatnim administratorem. Zaproś innego administratora, zanim usuniesz swoje konto.',
  passwordThrottled:
    'Zbyt wiele nieudanych prób podania hasła. Odczekaj kilka minut i spróbuj ponownie.',
  temporaryAccount:
    'Konta tymczasowego nie trzeba usuwać: usuniemy je automatycznie razem z odpowiedziami.',
  // The admin's export and deletion of a freelancer or an investor
  userNotFound: 'Nie znaleziono użytkownika',
  emailConfirmationRequired: 'Wpisz adres e-mail użytkownika',
  emailConfirmationMismatch: 'Wpisany adres e-mail nie zgadza się z adresem tego użytkownika',
  userActiveService:
    'Ten handlowiec jest przypisany do aktywnej usługi. Przypisz do niej innego handlowca, zanim usuniesz konto.',
} as const;

/** What anonymised rows show instead of a deleted user's name (reviews they wrote, orders). */
export const DELETED_ACCOUNT_NAME = 'Konto usunięte';
