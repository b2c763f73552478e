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
  // spec: 'Wpisz swoje zajawki'; ours names the missing field (docs/copy.md)
  aboutRequired: 'Uzupełnij pole „O mnie”',
  aboutMax: 'Opis może mieć maksymalnie 500 znaków',
  mainPassionMax: 'Główna pasja może mieć maksymalnie 600 znaków',
  specializationRequired: 'Wybierz specjalizacje', // spec
  experienceRequired: 'Wybierz doświadczenie w sprzedaży', // spec
  // spec: 'Wybierz oczekiwane zarobki w {product}' (a template placeholder; docs/copy.md)
  incomeGoalRequired: 'Wybierz oczekiwane zarobki w tygodniu',
  workingHoursRequired: 'Wybierz dyspozycyjność czasową',
  typeOfSalesRequired: 'Wybierz rodzaj sprzedaży',
  fileRequired: 'Wybierz plik', // spec
  // spec: 'Dodaj video'; one spelling of 'wideo', and not the same words as the button (docs/copy.md)
  videoRequired: 'Dodaj plik wideo',
  invalidFileFormat: 'Niepoprawny format pliku', // spec
  imageTooLarge: 'Maksymalny rozmiar obrazu to 3MB', // spec
  videoTooLarge: 'Maksymalny rozmiar wideo to 50MB', // spec
  unreadableImage: 'Nie udało się odczytać obrazu. Wybierz inny plik',
  tooManyFiles: 'Wyślij jeden plik',
  unexpectedField: 'Nieoczekiwane pole formularza',
  // Part 2 (issue 8): certificates, experience, education, videos, portfolio, services.
  certificateNameRequired: 'Podaj nazwę certyfikatu lub licencji',
  certificateNameMax: 'Nazwa może mieć maksymalnie 50 znaków',
  certificateIssuerRequired: 'Podaj wystawcę',
  certificateIssuerMax: 'Nazwa wystawcy może mieć maksymalnie 50 znaków',
  certificateTypeRequired: 'Wybierz certyfikat lub licencję',
  startMonthRequired: 'Wybierz miesiąc początkowy', // spec
  startYearRequired: 'Wybierz początkowy rok',
  endMonthRequired: 'Wybierz miesiąc końcowy', // spec
  endYearRequired: 'Wybierz końcowy rok', // spec
  dateInvalid: 'Podaj poprawną datę w formacie RRRR-MM-DD',
  endBeforeStart: 'Data zakończenia nie może być wcześniejsza niż data rozpoczęcia',
  jobTitleRequired: 'Podaj nazwę stanowiska',
  jobTitleMax: 'Nazwa stanowiska może mieć maksymalnie 50 znaków',
  previousCompanyRequired: 'Podaj nazwę firmy',
  previousCompanyMax: 'Nazwa firmy może mieć maksymalnie 50 znaków',
  fieldOfStudyRequired: 'Podaj nazwę kierunku', // spec
  fieldOfStudyMax: 'Nazwa kierunku może mieć maksymalnie 100 znaków',
  institutionRequired: 'Podaj nazwę uczelni', // spec
  institutionMax: 'Nazwa uczelni może mieć maksymalnie 100 znaków',
  videoTitleRequired: 'Podaj tytuł wideo',
  videoTitleMax: 'Tytuł wideo może mieć maksymalnie 50 znaków',
  portfolioPictureRequired: 'Dodaj projekt', // spec
  portfolioTitleRequired: 'Podaj nazwę projektu', // spec
  portfolioTitleMax: 'Nazwa projektu może mieć maksymalnie 50 znaków',
  portfolioInfoMax: 'Komentarz może mieć maksymalnie 150 znaków',
  serviceRequired: 'Wybierz usługę', // spec
  serviceLevelRequired: 'Wybierz poziom', // spec
  serviceAlreadyAdded: 'Ta usługa jest już na liście Twoich usług',
  tooManyCertificates: 'Możesz dodać maksymalnie 30 certyfikatów i licencji',
  tooManyExperiences: 'Możesz dodać maksymalnie 30 pozycji doświadczenia',
  tooManyEducations: 'Możesz dodać maksymalnie 15 pozycji wykształcenia',
  tooManyVideos: 'Możesz dodać maksymalnie 10 wideo',
  tooManyPortfolioItems: 'Możesz dodać maksymalnie 30 projektów do portfolio',
  certificateNotFound: 'Nie znaleziono certyfikatu',
  experienceNotFound: 'Nie znaleziono pozycji doświadczenia',
  educationNotFound: 'Nie znaleziono pozycji wykształcenia',
  videoNotFound: 'Nie znaleziono wideo',
  portfolioItemNotFound: 'Nie znaleziono projektu',
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

/** Text limits of part 2 (spec document 2 section 5; the institution and field of study are ours). */
export const CERTIFICATE_TEXT_MAX = 50;
export const JOB_TEXT_MAX = 50;
export const EDUCATION_TEXT_MAX = 100;
export const VIDEO_TITLE_MAX = 50;
export const PORTFOLIO_TITLE_MAX = 50;
export const PORTFOLIO_INFO_MAX = 150;

/**
 * How many items one profile may hold (ours: the spec sets none). Enough for a long career,
 * small enough that one profile page stays one fast read. Counted atomically by the server.
 */
export const profileItemLimits = {
  certificates: 30,
  experiences: 30,
  educations: 15,
  videos: 10,
  portfolio: 30,
} as const;

/**
 * Month pickers (spec document 2 section 5): years 1990 to 2050 by default; the end year runs
 * from the start year to the start year plus 60. The server accepts any year in the widest range.
 */
export const YEAR_MIN = 1990;
export const YEAR_MAX = 2050;
export const END_YEAR_SPAN = 60;
