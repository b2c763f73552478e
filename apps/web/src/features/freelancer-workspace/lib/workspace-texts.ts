import type { PluralForms } from '@/lib/plural.ts';

/* The workspace's nouns and sentences (issue 25, ours; docs/copy.md lists them). */

export const offerForms: PluralForms = { one: 'oferta', few: 'oferty', many: 'ofert' };
export const serviceForms: PluralForms = { one: 'usługa', few: 'usługi', many: 'usług' };
export const productForms: PluralForms = { one: 'produkt', few: 'produkty', many: 'produktów' };

export const workspaceTexts = {
  offersTitle: 'Oferty czekające na odpowiedź',
  noOffers: 'Nie masz ofert czekających na odpowiedź.',
  activeTitle: 'W realizacji',
  noActive: 'Nie realizujesz teraz żadnej usługi.',
  noDone: 'Nie masz jeszcze zakończonych zleceń.',
  profileTitle: 'Twój profil',
  profileComplete: 'Profil jest kompletny. Dziękujemy!',
  nextStep: (label: string) => `Następny krok: ${label}`,
  goToProfile: 'Przejdź do profilu',
  reviewsTitle: 'Najnowsze opinie',
  noReviews: 'Nie masz jeszcze opinii.',
  accept: 'Przyjmij zlecenie',
  decline: 'Odrzuć',
  accepted: (name: string) => `Przyjęto zlecenie „${name}”.`,
  declined: (name: string) => `Odrzucono zlecenie „${name}”.`,
  orderLine: (number: number, company: string | null) =>
    company ? `Zlecenie nr ${number} · ${company}` : `Zlecenie nr ${number}`,
  details: 'Szczegóły',
  notFound: 'Nie znaleziono zlecenia. Mogło zostać przydzielone komuś innemu.',
  backToOrders: 'Wróć do zleceń',
  noProducts: 'Nie ma jeszcze produktów w Twoich zleceniach.',
  noProductsFound: 'Żaden produkt nie pasuje do wyszukiwania.',
  searchLabel: 'Szukaj produktu',
  noGuardians: 'Twoje zlecenia nie mają jeszcze opiekuna.',
  notificationsTitle: 'Nieprzeczytane powiadomienia',
  noUnread: 'Nie masz nieprzeczytanych powiadomień.',
  allNotifications: 'Wszystkie powiadomienia',
  loadFailed: 'Nie udało się wczytać danych. Odśwież stronę.',
} as const;
