/**
 * Polish messages of the profile (spec document 2 section 5). Texts marked "spec" are quoted;
 * the others are ours and listed in docs/copy.md.
 */
export const profileMessages = {
  countryRequired: 'Wybierz kraj', // spec
  stateRequired: 'Wybierz województwo', // spec
  cityRequired: 'Podaj miasto', // spec
  cityMax: 'Nazwa miasta może mieć maksymalnie 50 znaków',
  workingAreaRequired: 'Wybierz obszar świadczenia usług', // spec
  workingAreaValueRequired: 'Wybierz obszar świadczenia usług', // spec
  workingAreaValueMismatch: 'Obszar świadczenia usług nie pasuje do wybranego typu',
  languageRequired: 'Wybierz język', // spec
  levelRequired: 'Wybierz poziom', // spec
  aboutRequired: 'Wpisz swoje zajawki', // spec
  aboutMax: 'Opis może mieć maksymalnie 500 znaków',
  mainPassionMax: 'Główna pasja może mieć maksymalnie 600 znaków',
  specializationRequired: 'Wybierz specjalizacje', // spec
  experienceRequired: 'Wybierz doświadczenie w sprzedaży', // spec
  // spec: 'Wybierz oczekiwane zarobki w {product}' (a template placeholder; docs/copy.md)
  incomeGoalRequired: 'Wybierz oczekiwane zarobki w tygodniu',
  workingHoursRequired: 'Wybierz dyspozycyjność czasową',
  typeOfSalesRequired: 'Wybierz rodzaj sprzedaży',
  fileRequired: 'Wybierz plik', // spec
  videoRequired: 'Dodaj video', // spec
  invalidFileFormat: 'Niepoprawny format pliku', // spec
  imageTooLarge: 'Maksymalny rozmiar obrazu to 3MB', // spec
  videoTooLarge: 'Maksymalny rozmiar wideo to 50MB', // spec
  unreadableImage: 'Nie udało się odczytać obrazu. Wybierz inny plik',
  tooManyFiles: 'Wyślij jeden plik',
  unexpectedField: 'Nieoczekiwane pole formularza',
} as const;

/** Upload limits (spec document 2 section 9). */
export const MAX_IMAGE_BYTES = 3 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
export const IMAGE_FORMATS = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const VIDEO_FORMATS = ['video/mp4', 'video/quicktime', 'video/x-msvideo'] as const;
/** What the file inputs accept (the server checks the content anyway). */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
export const VIDEO_ACCEPT = '.mp4,.mov,.avi,video/mp4,video/quicktime,video/x-msvideo';

/** Text limits of the profile (spec document 2 sections 5 and 9). */
export const ABOUT_MAX = 500;
export const MAIN_PASSION_MAX = 600;
export const CITY_MAX = 50;
