import type { DescribedItem } from './types.ts';

/** B1: the sales specializations a freelancer picks one of (onboarding step 2). */
export const specializations: readonly DescribedItem[] = [
  {
    code: 'TELESPRZEDAZ_B2B',
    name: 'Telesprzedaż B2B',
    description:
      'Sprzedaż produktów i usług firmom przez telefon – od pierwszej rozmowy z decydentem po przyjęcie zamówienia.',
  },
  {
    code: 'TELESPRZEDAZ_B2C',
    name: 'Telesprzedaż B2C',
    description:
      'Sprzedaż klientom indywidualnym przez telefon, np. abonamentów, ubezpieczeń, energii czy kursów.',
  },
  {
    code: 'COLD_CALLING',
    name: 'Cold calling',
    description:
      'Telefony do firm, które nie miały wcześniej kontaktu z ofertą, aby wzbudzić zainteresowanie i otworzyć rozmowę handlową.',
  },
  {
    code: 'LEAD_GENERATION',
    name: 'Lead generation',
    description:
      'Wyszukiwanie potencjalnych klientów pasujących do profilu idealnego klienta i przekazywanie ich do dalszej sprzedaży.',
  },
  {
    code: 'UMAWIANIE_SPOTKAN',
    name: 'Umawianie spotkań',
    description:
      'Docieranie do decydentów i umawianie spotkań lub prezentacji dla handlowców klienta (appointment setting).',
  },
  {
    code: 'KEY_ACCOUNT_MANAGEMENT',
    name: 'Key Account Management',
    description:
      'Opieka nad kluczowymi klientami: budowanie długofalowych relacji, rozwijanie współpracy i zwiększanie wartości kontraktów.',
  },
  {
    code: 'SPRZEDAZ_SAAS',
    name: 'Sprzedaż SaaS',
    description:
      'Sprzedaż oprogramowania w abonamencie: prezentacje demo, okresy testowe, negocjacje licencji i odnowienia umów.',
  },
  {
    code: 'SPRZEDAZ_TERENOWA',
    name: 'Sprzedaż terenowa',
    description:
      'Wizyty u klientów w wyznaczonym regionie, prezentacja oferty na miejscu i dbanie o sieć punktów sprzedaży.',
  },
  {
    code: 'SOCIAL_SELLING_LINKEDIN',
    name: 'Social selling na LinkedIn',
    description:
      'Budowanie marki osobistej i relacji z decydentami na LinkedIn oraz pozyskiwanie klientów w mediach społecznościowych.',
  },
  {
    code: 'INSIDE_SALES',
    name: 'Inside sales',
    description:
      'Zdalne prowadzenie całego procesu sprzedaży – telefon, e-mail i wideorozmowy – bez wizyt u klienta.',
  },
  {
    code: 'CUSTOMER_SUCCESS',
    name: 'Customer success',
    description:
      'Dbanie o to, by klienci osiągali swoje cele dzięki produktowi: wdrożenie, odnowienia umów i sprzedaż dodatkowa.',
  },
  {
    code: 'SPRZEDAZ_E_COMMERCE',
    name: 'Sprzedaż e-commerce',
    description:
      'Sprzedaż w sklepach internetowych i na platformach sprzedażowych, kontakt z klientami i zwiększanie wartości koszyka.',
  },
  {
    code: 'OBSLUGA_PRZETARGOW',
    name: 'Obsługa przetargów',
    description:
      'Wyszukiwanie przetargów publicznych i prywatnych, przygotowywanie ofert i dokumentacji oraz pilnowanie terminów.',
  },
  {
    code: 'NEGOCJACJE_HANDLOWE',
    name: 'Negocjacje handlowe',
    description:
      'Prowadzenie negocjacji cenowych i umownych oraz doprowadzanie rozmów do podpisania kontraktu.',
  },
  {
    code: 'SPRZEDAZ_USLUG_FINANSOWYCH',
    name: 'Sprzedaż usług finansowych',
    description:
      'Sprzedaż produktów bankowych, ubezpieczeniowych, leasingowych i inwestycyjnych zgodnie z wymogami regulacyjnymi.',
  },
  {
    code: 'POZYSKIWANIE_PARTNEROW',
    name: 'Pozyskiwanie partnerów',
    description:
      'Budowanie sieci partnerów, dystrybutorów i resellerów, którzy sprzedają ofertę firmy we własnych kanałach.',
  },
  {
    code: 'BUSINESS_DEVELOPMENT',
    name: 'Business development',
    description:
      'Szukanie nowych rynków, grup klientów i modeli współpracy, dzięki którym firma może rosnąć.',
  },
  {
    code: 'SPRZEDAZ_ROZWIAZAN_IT',
    name: 'Sprzedaż rozwiązań IT',
    description:
      'Sprzedaż sprzętu, wdrożeń i usług informatycznych firmom, często razem z zespołem technicznym (presales).',
  },
  {
    code: 'SPRZEDAZ_NIERUCHOMOSCI',
    name: 'Sprzedaż nieruchomości',
    description: 'Pośrednictwo w sprzedaży i wynajmie mieszkań, domów oraz lokali komercyjnych.',
  },
  {
    code: 'SPRZEDAZ_EKSPORTOWA',
    name: 'Sprzedaż eksportowa',
    description:
      'Pozyskiwanie klientów i dystrybutorów za granicą oraz prowadzenie sprzedaży w językach obcych.',
  },
];
