import type { PipelineSeed } from './types.ts';

/**
 * E1: the five stages of the B2B sales funnel, in funnel order. Ids are fixed: the wizard draws
 * each stage's icon by id (1 presentation screen, 2 table, 3 person with a plus, 4 scales, 5 money
 * bag), so the meaning of an id must not change. Main task codes are unique across all stages.
 */
export const pipelines: readonly PipelineSeed[] = [
  {
    id: 1,
    name: 'Przygotowanie do sprzedaży',
    description: 'Analiza rynku, grupa docelowa i strategia dotarcia',
    goal: 'Wiesz, do kogo sprzedajesz, z jakim przekazem i jakimi kanałami dotrzesz do klientów.',
    mainTasks: [
      {
        code: 'MARKET_RESEARCH',
        name: 'Analiza rynku i konkurencji',
        description:
          'Przegląd rynku, konkurentów i ich oferty, aby wskazać segmenty z największym potencjałem.',
      },
      {
        code: 'IDEAL_CUSTOMER_PROFILE',
        name: 'Profil idealnego klienta (ICP)',
        description:
          'Opis firm, które najczęściej kupują: branża, wielkość, region i typowe wyzwania.',
      },
      {
        code: 'BUYER_PERSONAS',
        name: 'Opracowanie buyer person',
        description:
          'Charakterystyka osób decyzyjnych u klienta: ich cele, obawy i argumenty, które je przekonują.',
      },
      {
        code: 'SALES_SCRIPTS',
        name: 'Skrypty rozmów i szablony wiadomości',
        description:
          'Scenariusze rozmów telefonicznych, odpowiedzi na obiekcje i szablony e-maili do pierwszego kontaktu.',
      },
      {
        code: 'SALES_MATERIALS',
        name: 'Materiały sprzedażowe',
        description:
          'Prezentacja firmy, one-pager i case studies, które handlowiec wyśle lub pokaże klientowi.',
      },
    ],
  },
  {
    id: 2,
    name: 'Generowanie leadów',
    description: 'Budowa bazy kontaktów i pierwszy kontakt z firmami',
    goal: 'Masz stały dopływ nowych kontaktów do firm, które pasują do Twojej grupy docelowej.',
    mainTasks: [
      {
        code: 'LEAD_RESEARCH',
        name: 'Research leadów',
        description:
          'Wyszukiwanie firm pasujących do profilu klienta w rejestrach, katalogach branżowych i internecie.',
      },
      {
        code: 'CONTACT_DATABASE',
        name: 'Budowa bazy kontaktów',
        description:
          'Zebranie i weryfikacja danych osób decyzyjnych: imię i nazwisko, stanowisko, telefon, e-mail.',
      },
      {
        code: 'COLD_MAILING',
        name: 'Cold mailing',
        description:
          'Spersonalizowane sekwencje e-maili do nowych kontaktów wraz z follow-upami i pomiarem odpowiedzi.',
      },
      {
        code: 'COLD_CALLING',
        name: 'Cold calling',
        description:
          'Telefony do firm z bazy, aby dotrzeć do osoby decyzyjnej i wzbudzić zainteresowanie ofertą.',
      },
      {
        code: 'LINKEDIN_PROSPECTING',
        name: 'Prospecting na LinkedIn',
        description:
          'Wyszukiwanie decydentów na LinkedIn, zaproszenia do sieci i rozmowy prowadzone w wiadomościach.',
      },
      {
        code: 'INBOUND_LEAD_HANDLING',
        name: 'Obsługa zapytań przychodzących',
        description:
          'Szybki kontakt z osobami, które same zostawiły zapytanie na stronie lub w kampanii.',
      },
    ],
  },
  {
    id: 3,
    name: 'Kwalifikacja i umawianie spotkań',
    description: 'Weryfikacja potrzeb i spotkania z osobami decyzyjnymi',
    goal: 'Spotykasz się tylko z firmami, które mają realną potrzebę, budżet i osobę decyzyjną.',
    mainTasks: [
      {
        code: 'LEAD_QUALIFICATION',
        name: 'Kwalifikacja leadów',
        description:
          'Rozmowy sprawdzające potrzebę, budżet, termin zakupu i osobę decyzyjną (np. według BANT).',
      },
      {
        code: 'NEEDS_ANALYSIS',
        name: 'Analiza potrzeb klienta',
        description:
          'Pogłębiona rozmowa o sytuacji klienta, jego problemach i oczekiwaniach wobec rozwiązania.',
      },
      {
        code: 'MEETING_SETTING',
        name: 'Umawianie spotkań',
        description:
          'Umawianie spotkań online lub na miejscu z osobami decyzyjnymi, wraz z potwierdzeniem terminu.',
      },
      {
        code: 'LEAD_NURTURING',
        name: 'Utrzymywanie kontaktu z leadami',
        description:
          'Regularny kontakt z firmami, które nie są jeszcze gotowe do zakupu, aż do właściwego momentu.',
      },
      {
        code: 'CRM_UPDATES',
        name: 'Prowadzenie CRM',
        description:
          'Rzetelne notatki z rozmów, statusy leadów i zaplanowane kolejne kroki w systemie CRM.',
      },
    ],
  },
  {
    id: 4,
    name: 'Prezentacja i negocjacje',
    description: 'Prezentacja oferty, wycena i ustalanie warunków',
    goal: 'Klient rozumie wartość Twojej oferty i uzgadniacie warunki, które odpowiadają obu stronom.',
    mainTasks: [
      {
        code: 'PRODUCT_DEMO',
        name: 'Prezentacja produktu (demo)',
        description:
          'Pokaz produktu lub usługi dopasowany do potrzeb klienta, online albo w jego siedzibie.',
      },
      {
        code: 'OFFER_PREPARATION',
        name: 'Przygotowanie oferty',
        description:
          'Oferta handlowa z zakresem, wyceną i harmonogramem, przygotowana na podstawie analizy potrzeb.',
      },
      {
        code: 'OBJECTION_HANDLING',
        name: 'Odpowiadanie na obiekcje',
        description:
          'Wyjaśnianie wątpliwości klienta co do ceny, terminu lub ryzyka i dostarczanie brakujących informacji.',
      },
      {
        code: 'NEGOTIATION',
        name: 'Negocjacje handlowe',
        description:
          'Uzgadnianie ceny, rabatów i warunków współpracy w granicach ustalonych z Tobą.',
      },
      {
        code: 'OFFER_FOLLOW_UP',
        name: 'Follow-up po ofercie',
        description:
          'Kontakt po wysłaniu oferty, aby poznać decyzję klienta i utrzymać tempo rozmów.',
      },
    ],
  },
  {
    id: 5,
    name: 'Domykanie sprzedaży i opieka posprzedażowa',
    description: 'Podpisanie umowy, wdrożenie klienta i rozwój współpracy',
    goal: 'Rozmowy kończą się podpisaną umową, a zadowoleni klienci kupują ponownie i polecają Cię innym.',
    mainTasks: [
      {
        code: 'DEAL_CLOSING',
        name: 'Domykanie sprzedaży',
        description:
          'Doprowadzenie do decyzji zakupowej: ostateczne ustalenia, zamówienie lub podpisanie umowy.',
      },
      {
        code: 'CONTRACT_FORMALITIES',
        name: 'Obsługa formalności umowy',
        description:
          'Przygotowanie dokumentów i kontakt z działem prawnym oraz działem zakupów klienta aż do podpisania umowy.',
      },
      {
        code: 'CUSTOMER_ONBOARDING',
        name: 'Wdrożenie klienta',
        description:
          'Przeprowadzenie nowego klienta przez pierwsze tygodnie współpracy, aby szybko zobaczył efekty.',
      },
      {
        code: 'ACCOUNT_MANAGEMENT',
        name: 'Opieka nad klientem',
        description:
          'Stały kontakt z klientem, dbanie o jego zadowolenie i szybkie reagowanie na potrzeby.',
      },
      {
        code: 'UPSELL_CROSS_SELL',
        name: 'Sprzedaż dodatkowa (upselling i cross-selling)',
        description:
          'Proponowanie obecnym klientom rozszerzenia współpracy lub produktów uzupełniających.',
      },
      {
        code: 'REFERRALS',
        name: 'Pozyskiwanie poleceń',
        description: 'Prośba do zadowolonych klientów o rekomendacje i kontakty do kolejnych firm.',
      },
    ],
  },
];
