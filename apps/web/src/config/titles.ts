import { paths } from './paths.ts';

/** The product's name: the last part of every document title. */
export const APP_NAME = 'Handlowo';

/** The area part of the admin screens' titles. */
const ADMIN_AREA = 'Panel administratora';

/**
 * One title per entry of `paths`, in the same shape: a plain path or a pattern object gets a
 * string, a group of paths gets a group of titles. A route added to paths.ts without a title here
 * fails the type check; the browser harness (e2e/specs/every-screen.spec.ts) checks each screen
 * shows its own. '/' has none: it only redirects to the user's landing page.
 */
type TitlesOf<P> = {
  [K in keyof P]: P[K] extends string
    ? string
    : P[K] extends { pattern: string }
      ? string
      : TitlesOf<P[K]>;
};

/**
 * The page part of each screen's document title (most specific first; `documentTitle` appends
 * the product's name). Titles of two routes differ unless they show the same screen.
 */
export const titles = {
  login: 'Logowanie',
  registration: 'Rejestracja',
  resetPassword: 'Resetowanie hasła',
  setPassword: 'Ustawianie hasła',
  verifyEmail: 'Potwierdzenie adresu e-mail',
  terms: 'Regulamin serwisu',
  privacy: 'Polityka prywatności',
  notFound: 'Nie znaleziono strony',
  notifications: 'Powiadomienia',
  settings: 'Ustawienia',
  messages: {
    root: 'Wiadomości',
    thread: 'Rozmowa o zleceniu – Wiadomości',
  },
  dashboard: 'Pulpit',
  freelancer: {
    dashboard: 'Pulpit',
    orders: 'Zlecenia',
    orderById: 'Szczegóły zlecenia',
    products: 'Produkty',
    guardians: 'Opiekun',
    onboardingStart: 'Powitanie – Ankieta freelancera',
    onboarding: 'Ankieta freelancera',
    profile: 'Twój profil',
    profileById: 'Profil freelancera',
  },
  investor: {
    start: 'Pierwsze kroki',
    service: 'Definiowanie usługi',
    // '/investor/order' redirects to the current order: the same screen as orderById.
    order: 'Zlecenie – Moje zlecenia',
    orders: 'Moje zlecenia',
    orderById: 'Zlecenie – Moje zlecenia',
    onboarding: 'Ankieta inwestora',
    onboardingSummary: 'Podsumowanie ankiety – Ankieta inwestora',
  },
  account: {
    details: 'Edycja danych',
    password: 'Zmiana hasła',
    emailChange: 'Potwierdzenie nowego adresu e-mail',
  },
  admin: {
    root: `Pulpit – ${ADMIN_AREA}`,
    orders: `Zlecenia – ${ADMIN_AREA}`,
    investors: `Inwestorzy – ${ADMIN_AREA}`,
    investorById: `Szczegóły inwestora – ${ADMIN_AREA}`,
    freelancers: `Freelancerzy – ${ADMIN_AREA}`,
    editData: `Edycja danych – ${ADMIN_AREA}`,
  },
} as const satisfies TitlesOf<Omit<typeof paths, 'home'>>;

/**
 * The page part of the guard's message when the logged user cannot be loaded for a transient
 * reason (no route of its own, so outside `titles`, which mirrors paths.ts).
 */
export const unavailableTitle = 'Brak połączenia';

/** The whole document title of a page: 'Logowanie – Handlowo'. */
export function documentTitle(page: string): string {
  return `${page} – ${APP_NAME}`;
}

/**
 * The title of one step of a questionnaire: 'Krok 3 z 10: Dni dostępności – Ankieta freelancera'
 * (a tab or a history entry tells where the user stopped).
 */
export function stepTitle(questionnaire: string, step: number, total: number, name: string) {
  return `Krok ${step} z ${total}: ${name} – ${questionnaire}`;
}

/**
 * The page part of the title of the route with this pattern (`'/freelancer/profile/:id'` →
 * 'Profil freelancera'), found by walking `paths` and `titles` side by side; undefined for '/'
 * and for a path that is no route. The prerendered pages (app/prerender/) carry it in their head
 * until the screen, which may refine it ('Krok 3 z 10: …'), takes over.
 */
export function titleOfPattern(pattern: string): string | undefined {
  const walk = (pathNode: unknown, titleNode: unknown): string | undefined => {
    if (typeof titleNode === 'string') {
      const own =
        typeof pathNode === 'string' ? pathNode : (pathNode as { pattern?: string }).pattern;
      return own === pattern ? titleNode : undefined;
    }
    if (typeof titleNode !== 'object' || titleNode === null) return undefined;
    for (const [key, child] of Object.entries(titleNode)) {
      const found = walk((pathNode as Record<string, unknown>)[key], child);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return walk(paths, titles);
}
