import type { Order } from '@handlowo/contract';
import type { PluralForms } from '@/lib/plural.ts';

/*
 * The Polish texts of the investor detail. The guardian hint is the spec's, word for word; the
 * others are ours (docs/copy.md).
 */

export const detailTexts = {
  noCompany: 'Brak danych', // spec
  noPhone: 'Brak informacji', // spec
  writeMail: 'Napisz maila', // spec
  call: 'Zadzwoń', // spec
  guardianHint: 'Żeby zlecenie trafiło do weryfikacji, przypisz opiekuna zlecenia', // spec
  freelancersHint: 'Żeby zlecenie stało się aktywne, przypisz freelancera do każdej usługi',
  freelancerLocked:
    'Freelancera przypiszesz, gdy zlecenie trafi do weryfikacji, czyli po przypisaniu opiekuna.',
  noGuardian: 'Opiekun nie został jeszcze przypisany',
  noFreelancer: 'Freelancer nie został jeszcze przypisany',
  noPipeline: 'Nie wybrano jeszcze etapu lejka',
  noServices: 'Inwestor nie zdefiniował jeszcze usług.',
  noProducts: 'Inwestor nie dodał jeszcze produktów.',
  activeToast:
    'Po przypisaniu freelancerów do wszystkich usług zlecenie zmieniło status na aktywne',
  finishedToast: (number: number) => `Zlecenie nr ${number} zostało zakończone`,
  ratedToast: (service: string) => `Zapisano ocenę usługi „${service}”`,
  searchLabel: 'Szukaj po numerze zlecenia',
  noOrdersInTab: (label: string) => `Brak zleceń ze statusem „${label}”`,
  noOrdersFound: 'Nie znaleziono zlecenia o tym numerze w tej zakładce',
  loadError: 'Nie udało się wczytać danych inwestora.',
  // Issue 27: the 'Ankieta' card.
  questionnaireError: 'Nie udało się wczytać ankiety.',
  questionnaireLoading: 'Wczytywanie ankiety',
  answeredSteps: (answered: number, total: number) =>
    `Ukończone kroki ankiety: ${answered} z ${total}`,
  retry: 'Spróbuj ponownie',
} as const;

export const productForms: PluralForms = { one: 'produkt', few: 'produkty', many: 'produktów' };

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** The services that have a freelancer, of all: the order's 'assigned / total' counter. */
export function assignedCount(order: Pick<Order, 'orderActivities'>): {
  assigned: number;
  total: number;
} {
  const total = order.orderActivities.length;
  const assigned = order.orderActivities.filter((service) => service.freelancer !== null).length;
  return { assigned, total };
}

const oneDecimal = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });

/** '4,5' */
export function formatScore(score: number): string {
  return oneDecimal.format(score);
}

/** A phone number as a `tel:` link: digits and the leading '+' only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
