import type { IndustrySeed } from './types.ts';

/** B9: industries with the sub-industries a freelancer has sold in (onboarding step 6). */
export const industries: readonly IndustrySeed[] = [
  {
    code: 'IT',
    name: 'IT i technologie',
    subIndustries: [
      {
        code: 'IT_SAAS',
        name: 'Oprogramowanie SaaS',
        info: 'Aplikacje w abonamencie: CRM, ERP, systemy księgowe, narzędzia do pracy zespołowej.',
      },
      {
        code: 'IT_USLUGI',
        name: 'Usługi IT i outsourcing',
        info: 'Tworzenie oprogramowania na zamówienie, wsparcie techniczne, outsourcing programistów.',
      },
      {
        code: 'IT_CYBERBEZPIECZENSTWO',
        name: 'Cyberbezpieczeństwo',
        info: 'Ochrona danych i sieci, audyty bezpieczeństwa, systemy antywirusowe i kopie zapasowe.',
      },
      {
        code: 'IT_SPRZET',
        name: 'Sprzęt komputerowy i elektronika',
        info: 'Komputery, serwery, urządzenia sieciowe i drukarki dla firm oraz instytucji.',
      },
    ],
  },
  {
    code: 'FINANSE',
    name: 'Finanse i ubezpieczenia',
    subIndustries: [
      {
        code: 'FINANSE_BANKOWOSC',
        name: 'Bankowość',
        info: 'Konta firmowe, kredyty, terminale płatnicze i inne produkty bankowe.',
      },
      {
        code: 'FINANSE_UBEZPIECZENIA',
        name: 'Ubezpieczenia',
        info: 'Polisy majątkowe, komunikacyjne, na życie i grupowe ubezpieczenia pracownicze.',
      },
      {
        code: 'FINANSE_LEASING',
        name: 'Leasing i faktoring',
        info: 'Finansowanie pojazdów, maszyn i należności przedsiębiorstw.',
      },
      {
        code: 'FINANSE_DORADZTWO',
        name: 'Doradztwo finansowe',
        info: 'Kredyty hipoteczne, inwestycje, fundusze i planowanie finansowe.',
      },
    ],
  },
  {
    code: 'NIERUCHOMOSCI',
    name: 'Nieruchomości i budownictwo',
    subIndustries: [
      {
        code: 'NIERUCHOMOSCI_DEWELOPERZY',
        name: 'Deweloperzy',
        info: 'Sprzedaż mieszkań, domów i lokali usługowych z rynku pierwotnego.',
      },
      {
        code: 'NIERUCHOMOSCI_POSREDNICTWO',
        name: 'Pośrednictwo w nieruchomościach',
        info: 'Obrót nieruchomościami z rynku wtórnego, wynajem i zarządzanie najmem.',
      },
      {
        code: 'NIERUCHOMOSCI_MATERIALY',
        name: 'Materiały budowlane',
        info: 'Sprzedaż materiałów i wyposażenia dla firm budowlanych, hurtowni i klientów indywidualnych.',
      },
      {
        code: 'NIERUCHOMOSCI_USLUGI_BUDOWLANE',
        name: 'Usługi budowlane i remontowe',
        info: 'Generalne wykonawstwo, wykończenia wnętrz i prace instalacyjne.',
      },
    ],
  },
  {
    code: 'ENERGETYKA',
    name: 'Energetyka i OZE',
    subIndustries: [
      {
        code: 'ENERGETYKA_PRAD_GAZ',
        name: 'Energia elektryczna i gaz',
        info: 'Umowy na dostawę prądu i gazu dla firm oraz gospodarstw domowych.',
      },
      {
        code: 'ENERGETYKA_FOTOWOLTAIKA',
        name: 'Fotowoltaika',
        info: 'Instalacje fotowoltaiczne, magazyny energii i ich serwis.',
      },
      {
        code: 'ENERGETYKA_POMPY_CIEPLA',
        name: 'Pompy ciepła i efektywność energetyczna',
        info: 'Pompy ciepła, termomodernizacja i audyty energetyczne budynków.',
      },
    ],
  },
  {
    code: 'HANDEL',
    name: 'Handel i e-commerce',
    subIndustries: [
      {
        code: 'HANDEL_SKLEPY_INTERNETOWE',
        name: 'Sklepy internetowe',
        info: 'Sprzedaż online, platformy e-commerce i usługi dla sklepów internetowych.',
      },
      {
        code: 'HANDEL_FMCG',
        name: 'FMCG',
        info: 'Produkty szybko zbywalne: żywność, napoje, kosmetyki i chemia gospodarcza.',
      },
      {
        code: 'HANDEL_HURT_DYSTRYBUCJA',
        name: 'Hurtownie i dystrybucja',
        info: 'Zaopatrzenie sklepów, sieci handlowych i firm w towary od producentów.',
      },
    ],
  },
  {
    code: 'MARKETING',
    name: 'Marketing i media',
    subIndustries: [
      {
        code: 'MARKETING_AGENCJE',
        name: 'Agencje marketingowe',
        info: 'Strategie marketingowe, kampanie, branding i obsługa mediów społecznościowych.',
      },
      {
        code: 'MARKETING_REKLAMA_ONLINE',
        name: 'Reklama internetowa',
        info: 'Kampanie w wyszukiwarkach i mediach społecznościowych, SEO i marketing efektywnościowy.',
      },
      {
        code: 'MARKETING_MEDIA',
        name: 'Media i wydawnictwa',
        info: 'Powierzchnie reklamowe w prasie, radiu, telewizji i portalach internetowych.',
      },
    ],
  },
  {
    code: 'PRZEMYSL',
    name: 'Przemysł i produkcja',
    subIndustries: [
      {
        code: 'PRZEMYSL_MASZYNY',
        name: 'Maszyny i urządzenia',
        info: 'Maszyny produkcyjne, narzędzia i części zamienne dla zakładów przemysłowych.',
      },
      {
        code: 'PRZEMYSL_AUTOMATYKA',
        name: 'Automatyka przemysłowa',
        info: 'Robotyzacja, systemy sterowania i czujniki dla linii produkcyjnych.',
      },
      {
        code: 'PRZEMYSL_OPAKOWANIA',
        name: 'Opakowania i tworzywa',
        info: 'Opakowania, folie, tworzywa sztuczne i surowce dla producentów.',
      },
    ],
  },
  {
    code: 'LOGISTYKA',
    name: 'Transport i logistyka',
    subIndustries: [
      {
        code: 'LOGISTYKA_SPEDYCJA',
        name: 'Spedycja i transport',
        info: 'Przewozy krajowe i międzynarodowe, organizacja transportu ładunków.',
      },
      {
        code: 'LOGISTYKA_MAGAZYNOWANIE',
        name: 'Magazynowanie i fulfillment',
        info: 'Przechowywanie towarów, kompletacja i wysyłka zamówień dla sklepów internetowych.',
      },
      {
        code: 'LOGISTYKA_FLOTA',
        name: 'Flota i motoryzacja',
        info: 'Samochody firmowe, wynajem długoterminowy, systemy GPS i zarządzanie flotą.',
      },
    ],
  },
  {
    code: 'USLUGI_BIZNESOWE',
    name: 'Usługi dla biznesu',
    subIndustries: [
      {
        code: 'USLUGI_KSIEGOWOSC',
        name: 'Księgowość i kadry',
        info: 'Biura rachunkowe, obsługa kadrowo-płacowa i doradztwo podatkowe.',
      },
      {
        code: 'USLUGI_HR',
        name: 'HR i rekrutacja',
        info: 'Rekrutacja pracowników, praca tymczasowa, benefity i szkolenia pracownicze.',
      },
      {
        code: 'USLUGI_DORADZTWO',
        name: 'Doradztwo biznesowe i prawne',
        info: 'Konsulting, kancelarie prawne i pomoc w pozyskiwaniu dotacji.',
      },
    ],
  },
  {
    code: 'ZDROWIE',
    name: 'Zdrowie i uroda',
    subIndustries: [
      {
        code: 'ZDROWIE_SPRZET_MEDYCZNY',
        name: 'Sprzęt medyczny',
        info: 'Urządzenia i wyposażenie dla szpitali, przychodni i gabinetów.',
      },
      {
        code: 'ZDROWIE_PRYWATNA_OPIEKA',
        name: 'Prywatna opieka medyczna',
        info: 'Abonamenty medyczne, pakiety dla pracowników i usługi prywatnych placówek.',
      },
      {
        code: 'ZDROWIE_KOSMETYKI',
        name: 'Kosmetyki i suplementy',
        info: 'Produkty kosmetyczne, dermokosmetyki i suplementy diety dla salonów i aptek.',
      },
    ],
  },
];
