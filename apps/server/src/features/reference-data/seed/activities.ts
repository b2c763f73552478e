import type { InfoItem } from './types.ts';

/** B15: the services a sales freelancer offers; rated 1–5 in onboarding step 9. */
export const activities: readonly InfoItem[] = [
  {
    code: 'COLD_CALLING',
    name: 'Cold calling',
    info: 'Telefony do firm, które nie znają jeszcze oferty, w celu wzbudzenia zainteresowania.',
  },
  {
    code: 'LEAD_GENERATION',
    name: 'Lead generation',
    info: 'Pozyskiwanie kontaktów do osób i firm zainteresowanych ofertą klienta.',
  },
  {
    code: 'UMAWIANIE_SPOTKAN',
    name: 'Umawianie spotkań',
    info: 'Ustalanie terminów spotkań i prezentacji z decydentami dla handlowców klienta.',
  },
  {
    code: 'PROSPECTING',
    name: 'Prospecting',
    info: 'Wyszukiwanie firm i osób decyzyjnych pasujących do profilu idealnego klienta.',
  },
  {
    code: 'COLD_MAILING',
    name: 'Cold mailing',
    info: 'Przygotowanie i wysyłka spersonalizowanych sekwencji e-maili do nowych odbiorców.',
  },
  {
    code: 'KWALIFIKACJA_LEADOW',
    name: 'Kwalifikacja leadów',
    info: 'Sprawdzanie budżetu, potrzeb i terminu zakupu, zanim lead trafi do handlowca.',
  },
  {
    code: 'PREZENTACJE_DEMO',
    name: 'Prowadzenie prezentacji i demo',
    info: 'Pokazanie produktu lub usługi klientowi na spotkaniu albo w wideorozmowie.',
  },
  {
    code: 'NEGOCJACJE',
    name: 'Negocjacje',
    info: 'Uzgadnianie ceny, zakresu i warunków umowy z klientem.',
  },
  {
    code: 'DOMYKANIE_SPRZEDAZY',
    name: 'Domykanie sprzedaży',
    info: 'Doprowadzenie rozmów do podpisania umowy lub złożenia zamówienia.',
  },
  {
    code: 'OBSLUGA_POSPRZEDAZOWA',
    name: 'Obsługa posprzedażowa',
    info: 'Kontakt z klientem po zakupie: wdrożenie, reklamacje, ponowne zamówienia.',
  },
  {
    code: 'BUDOWANIE_BAZY_KONTAKTOW',
    name: 'Budowanie bazy kontaktów',
    info: 'Tworzenie i aktualizowanie bazy firm oraz osób kontaktowych w CRM lub arkuszu.',
  },
  {
    code: 'BADANIE_RYNKU',
    name: 'Badanie rynku',
    info: 'Ankiety i rozmowy badające potrzeby klientów, konkurencję i potencjał rynku.',
  },
  {
    code: 'SOCIAL_SELLING',
    name: 'Social selling',
    info: 'Nawiązywanie relacji i rozmów sprzedażowych w mediach społecznościowych, głównie na LinkedIn.',
  },
  {
    code: 'REAKTYWACJA_KLIENTOW',
    name: 'Reaktywacja klientów',
    info: 'Ponowny kontakt z klientami, którzy przestali kupować, i zachęcenie ich do powrotu.',
  },
];
