/**
 * Polish validation messages shared by the web forms and the server.
 * Texts marked "spec" are quoted from the specification; the others are ours
 * (the spec says "not shown") and are listed in docs/copy.md.
 */
export const messages = {
  emailRequired: 'Podaj email', // spec
  emailInvalid: 'Podaj poprawny adres email', // spec
  passwordRequired: 'Podaj hasło', // spec
  passwordMin: 'Hasło musi zawierać minimum 8 znaków', // spec
  passwordMax: 'Hasło może mieć maksymalnie 128 znaków',
  passwordComplexity:
    'Hasło musi zawierać wielką literę, małą literę, cyfrę i jeden ze znaków specjalnych: @$!%*?&',
  passwordConfirmationRequired: 'Potwierdź hasło', // spec
  passwordsDiffer: 'Podane hasła nie są zgodne', // spec
  termsRequired: 'Aby kontynuować, musisz zaakceptować warunki korzystania z serwisu', // spec
  privacyRequired: 'Aby kontynuować, musisz zaakceptować warunki korzystania z serwisu', // spec
  regulationsRequired: 'Aby kontynuować, musisz zaakceptować regulamin serwisu', // spec
  firstNameRequired: 'Podaj imię',
  firstNameFormat: 'Imię musi zaczynać się wielką literą i może zawierać tylko litery',
  firstNameLength: 'Imię musi mieć od 2 do 30 znaków',
  lastNameRequired: 'Podaj nazwisko',
  lastNameFormat:
    'Nazwisko musi zaczynać się wielką literą i może zawierać tylko litery oraz jeden łącznik między dwoma członami',
  lastNameLength: 'Nazwisko musi mieć od 2 do 50 znaków',
  companyRequired: 'Podaj nazwę firmy',
  companyLength: 'Nazwa firmy musi mieć od 2 do 50 znaków',
  phoneFormat: 'Podaj numer telefonu w formacie +48 123-456-789',
  companySiteUrlRequired: 'Podaj adres URL swojej strony internetowej', // spec
  companySiteUrlInvalid: 'Podaj poprawny adres strony internetowej',
  companyDescriptionMax: 'Opis firmy może mieć maksymalnie 1000 znaków',
  workingDaysRequired: 'Wybierz co najmniej jeden dzień',
  subIndustriesRequired: 'Wybierz co najmniej jedną branżę',
  salesToolsRequired: 'Wybierz co najmniej jedno narzędzie',
  sectorsRequired: 'Wybierz co najmniej jeden sektor',
  activitiesHint: 'Zostaw puste jeśli nie świadczysz usługi', // spec
  duplicateItems: 'Lista zawiera powtórzone pozycje',
  unknownOption: 'Wybrana opcja nie istnieje',
  invalidBody: 'Niepoprawne dane żądania',
  invalidJson: 'Treść żądania nie jest poprawnym JSON-em',
  invalidId: 'Niepoprawny identyfikator',
  bodyTooDeep: 'Treść żądania jest zbyt głęboko zagnieżdżona',
} as const;

/** Texts the client shows for failed calls, by the catalogue of spec document 1 section 8. */
export const errorTexts = {
  pictureNotFound: 'Nie znaleziono obrazka w tle',
  userNotFound: 'Użytkownik nie istnieje',
  wrongCredentials: 'Niepoprawny login lub hasło. Spróbuj ponownie',
  sessionExpired: 'Sesja wygasła, zaloguj się ponownie',
  emailTaken: 'Użytkownik z takim adresem email już istnieje',
  // spec: 'Wystąpil błąd servera. Spróbuj póżniej' (misspelt; see docs/copy.md)
  serverError: 'Wystąpił błąd serwera. Spróbuj później',
  // spec: 'Wystąpil nieznany błąd'
  unknownError: 'Wystąpił nieznany błąd',
} as const;

/** Exact server messages that the client catalogue matches on (API.md 1.5). */
export const wireMessages = {
  userNotFound: 'User not found',
  pictureNotFound: 'Picture not found',
} as const;
