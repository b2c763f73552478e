import type { DescribedItem } from './types.ts';

/** B13: sectors of the economy a freelancer has sold to (onboarding step 8). */
export const sectors: readonly DescribedItem[] = [
  {
    code: 'MSP',
    name: 'Małe i średnie firmy',
    description: 'Przedsiębiorstwa zatrudniające do 250 osób, w których decyzje zapadają szybko.',
  },
  {
    code: 'KORPORACJE',
    name: 'Duże przedsiębiorstwa',
    description: 'Korporacje i grupy kapitałowe z wieloetapowym procesem zakupowym.',
  },
  {
    code: 'STARTUPY',
    name: 'Startupy',
    description:
      'Młode firmy technologiczne, które szybko rosną i chętnie testują nowe rozwiązania.',
  },
  {
    code: 'ADMINISTRACJA_PUBLICZNA',
    name: 'Administracja publiczna',
    description:
      'Urzędy, samorządy i instytucje państwowe – najczęściej zakupy w trybie przetargowym.',
  },
  {
    code: 'BANKOWOSC_FINANSE',
    name: 'Bankowość i finanse',
    description: 'Banki, instytucje pożyczkowe, firmy leasingowe i inwestycyjne.',
  },
  {
    code: 'UBEZPIECZENIA',
    name: 'Ubezpieczenia',
    description: 'Towarzystwa ubezpieczeniowe, agencje i multiagencje.',
  },
  {
    code: 'HANDEL_DETALICZNY',
    name: 'Handel detaliczny',
    description: 'Sklepy stacjonarne, sieci handlowe i sprzedaż internetowa do konsumentów.',
  },
  {
    code: 'HANDEL_HURTOWY',
    name: 'Handel hurtowy',
    description: 'Hurtownie i dystrybutorzy zaopatrujący sklepy oraz firmy.',
  },
  {
    code: 'PRODUKCJA',
    name: 'Produkcja przemysłowa',
    description: 'Zakłady produkcyjne i fabryki, w tym przemysł ciężki i lekki.',
  },
  {
    code: 'BUDOWNICTWO',
    name: 'Budownictwo',
    description: 'Firmy budowlane, wykonawcy instalacji i deweloperzy.',
  },
  {
    code: 'ENERGETYKA',
    name: 'Energetyka',
    description:
      'Wytwórcy i dystrybutorzy energii oraz firmy z branży odnawialnych źródeł energii.',
  },
  {
    code: 'TELEKOMUNIKACJA',
    name: 'Telekomunikacja',
    description: 'Operatorzy telefonii, dostawcy internetu i usług sieciowych.',
  },
  {
    code: 'IT_OPROGRAMOWANIE',
    name: 'IT i oprogramowanie',
    description: 'Producenci oprogramowania, software house’y i integratorzy systemów.',
  },
  {
    code: 'TRANSPORT_LOGISTYKA',
    name: 'Transport i logistyka',
    description: 'Przewoźnicy, spedytorzy, operatorzy magazynów i firmy kurierskie.',
  },
  {
    code: 'OCHRONA_ZDROWIA',
    name: 'Ochrona zdrowia',
    description: 'Szpitale, przychodnie, gabinety prywatne i laboratoria.',
  },
  {
    code: 'FARMACJA',
    name: 'Farmacja',
    description: 'Apteki, hurtownie farmaceutyczne i producenci leków.',
  },
  {
    code: 'EDUKACJA',
    name: 'Edukacja',
    description: 'Szkoły, uczelnie, przedszkola i firmy szkoleniowe.',
  },
  {
    code: 'HORECA',
    name: 'HoReCa',
    description: 'Hotele, restauracje, kawiarnie i firmy cateringowe.',
  },
  {
    code: 'TURYSTYKA',
    name: 'Turystyka',
    description: 'Biura podróży, organizatorzy wyjazdów firmowych i obiekty noclegowe.',
  },
  {
    code: 'ROLNICTWO',
    name: 'Rolnictwo i przetwórstwo spożywcze',
    description: 'Gospodarstwa rolne, grupy producenckie i zakłady przetwórstwa żywności.',
  },
  {
    code: 'MOTORYZACJA',
    name: 'Motoryzacja',
    description: 'Dealerzy samochodów, warsztaty, stacje kontroli i producenci części.',
  },
  {
    code: 'NGO',
    name: 'Organizacje pozarządowe',
    description: 'Fundacje, stowarzyszenia i izby gospodarcze.',
  },
];
