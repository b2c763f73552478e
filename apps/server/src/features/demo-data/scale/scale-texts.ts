/*
 * Polish texts of the full profiles, orders and reviews of the scale data. Each row picks from
 * these lists by its row number, so a list's length only changes which text a row gets.
 */

/** `VOIVODESHIP|City`: two or three cities of each of the 16 voivodeships. */
// biome-ignore format: a compact list
export const PLACES = [
  'DOLNOSLASKIE|Wrocław', 'DOLNOSLASKIE|Wałbrzych', 'DOLNOSLASKIE|Legnica',
  'KUJAWSKO_POMORSKIE|Bydgoszcz', 'KUJAWSKO_POMORSKIE|Toruń', 'KUJAWSKO_POMORSKIE|Włocławek',
  'LUBELSKIE|Lublin', 'LUBELSKIE|Zamość', 'LUBELSKIE|Chełm',
  'LUBUSKIE|Zielona Góra', 'LUBUSKIE|Gorzów Wielkopolski',
  'LODZKIE|Łódź', 'LODZKIE|Piotrków Trybunalski', 'LODZKIE|Skierniewice',
  'MALOPOLSKIE|Kraków', 'MALOPOLSKIE|Tarnów', 'MALOPOLSKIE|Nowy Sącz',
  'MAZOWIECKIE|Warszawa', 'MAZOWIECKIE|Radom', 'MAZOWIECKIE|Płock', 'MAZOWIECKIE|Siedlce',
  'OPOLSKIE|Opole', 'OPOLSKIE|Kędzierzyn-Koźle',
  'PODKARPACKIE|Rzeszów', 'PODKARPACKIE|Przemyśl', 'PODKARPACKIE|Krosno',
  'PODLASKIE|Białystok', 'PODLASKIE|Suwałki', 'PODLASKIE|Łomża',
  'POMORSKIE|Gdańsk', 'POMORSKIE|Gdynia', 'POMORSKIE|Słupsk',
  'SLASKIE|Katowice', 'SLASKIE|Gliwice', 'SLASKIE|Częstochowa', 'SLASKIE|Bielsko-Biała',
  'SWIETOKRZYSKIE|Kielce', 'SWIETOKRZYSKIE|Ostrowiec Świętokrzyski',
  'WARMINSKO_MAZURSKIE|Olsztyn', 'WARMINSKO_MAZURSKIE|Elbląg', 'WARMINSKO_MAZURSKIE|Ełk',
  'WIELKOPOLSKIE|Poznań', 'WIELKOPOLSKIE|Kalisz', 'WIELKOPOLSKIE|Konin',
  'ZACHODNIOPOMORSKIE|Szczecin', 'ZACHODNIOPOMORSKIE|Koszalin', 'ZACHODNIOPOMORSKIE|Świnoujście',
];

/** Three parts of an "about" text (at most 500 characters together). */
// biome-ignore format: a compact list
export const ABOUT_OPENINGS = [
  'Od lat zajmuję się sprzedażą B2B i budowaniem relacji z klientami.',
  'Jestem handlowcem z doświadczeniem w branży usługowej i produkcyjnej.',
  'Pomagam firmom zdobywać nowych klientów i porządkować proces sprzedaży.',
  'Sprzedaż to moja pasja: zaczynałem od telemarketingu, dziś prowadzę duże negocjacje.',
  'Specjalizuję się w pozyskiwaniu klientów przez telefon, e-mail i LinkedIn.',
  'Pracowałam w działach handlowych firm z sektora MŚP i korporacji.',
];
// biome-ignore format: a compact list
export const ABOUT_MIDDLES = [
  'Znam dobrze systemy CRM i potrafię zaplanować lejek sprzedaży od pierwszego kontaktu do podpisania umowy.',
  'Przygotowuję skrypty rozmów, oferty i prezentacje dopasowane do potrzeb klienta.',
  'Lubię pracę z liczbami: raportuję wyniki co tydzień i szybko poprawiam to, co nie działa.',
  'Najlepiej czuję się w długich procesach, w których trzeba zrozumieć potrzeby kilku decydentów.',
  'Prowadziłem kampanie cold mailingowe, które dawały kilkanaście spotkań miesięcznie.',
];
// biome-ignore format: a compact list
export const ABOUT_ENDINGS = [
  'Chętnie podejmę współpracę zdalną lub w moim regionie.',
  'Szukam projektów, w których mogę wziąć odpowiedzialność za wynik.',
  'Cenię jasne cele i uczciwe zasady współpracy.',
  'Zapraszam do kontaktu przez platformę Handlowo.',
];
// biome-ignore format: a compact list
export const PASSIONS = [
  'Negocjacje i psychologia sprzedaży.', 'Bieganie i górskie wędrówki.',
  'Fotografia i podróże po Polsce.', 'Szachy, które uczą myśleć kilka ruchów do przodu.',
  'Gotowanie dla rodziny i przyjaciół.', 'Rower szosowy i triathlon.',
  'Książki o biznesie i marketingu.', 'Żeglarstwo na Mazurach.',
];

/** Certificates: name (≤ 50 characters) and issuer (≤ 50). */
// biome-ignore format: a compact list
export const CERTIFICATE_NAMES = [
  'Certyfikowany Specjalista ds. Sprzedaży', 'Techniki negocjacji handlowych',
  'Sprzedaż konsultacyjna B2B', 'Zarządzanie relacjami z klientem (CRM)',
  'Skuteczna sprzedaż przez telefon', 'Prospecting w mediach społecznościowych',
  'Obsługa klienta kluczowego', 'Licencja agenta ubezpieczeniowego',
  'Prezentacje i wystąpienia publiczne', 'Sprzedaż produktów finansowych',
];
// biome-ignore format: a compact list
export const CERTIFICATE_ISSUERS = [
  'Polska Akademia Sprzedaży', 'Instytut Negocjacji', 'Szkoła Handlowa Kraków',
  'HubSpot Academy', 'Akademia Leona Koźmińskiego', 'Komisja Nadzoru Finansowego',
  'Centrum Szkoleń Biznesowych', 'LinkedIn Learning',
];

/** Work experience: job titles (≤ 50 characters). */
// biome-ignore format: a compact list
export const JOB_TITLES = [
  'Przedstawiciel handlowy', 'Specjalista ds. sprzedaży', 'Key Account Manager',
  'Telemarketer', 'Kierownik działu sprzedaży', 'Doradca klienta biznesowego',
  'Business Development Manager', 'Konsultant ds. obsługi klienta', 'Account Executive',
  'Młodszy specjalista ds. sprzedaży',
];

/** Education: field of study and institution (≤ 100 characters each). */
// biome-ignore format: a compact list
export const FIELDS_OF_STUDY = [
  'Zarządzanie i marketing', 'Ekonomia', 'Finanse i rachunkowość', 'Psychologia biznesu',
  'Handel międzynarodowy', 'Administracja', 'Logistyka', 'Socjologia',
];
// biome-ignore format: a compact list
export const INSTITUTIONS = [
  'Uniwersytet Warszawski', 'Uniwersytet Jagielloński', 'Szkoła Główna Handlowa',
  'Uniwersytet Ekonomiczny w Poznaniu', 'Uniwersytet Ekonomiczny w Katowicach',
  'Uniwersytet Gdański', 'Politechnika Wrocławska', 'Uniwersytet Łódzki',
  'Uniwersytet Marii Curie-Skłodowskiej', 'Uniwersytet Mikołaja Kopernika',
];

/** Portfolio projects: title (≤ 50) and comment (≤ 150). */
// biome-ignore format: a compact list
export const PORTFOLIO_TITLES = [
  'Kampania cold mailingowa dla hurtowni', 'Nowy lejek sprzedaży w CRM',
  'Prezentacja oferty dla sieci sklepów', 'Skrypt rozmów telefonicznych',
  'Wejście na rynek śląski', 'Program poleceń klientów', 'Raport z badania rynku',
  'Materiały sprzedażowe na targi',
];
// biome-ignore format: a compact list
export const PORTFOLIO_INFOS = [
  '42 spotkania w trzy miesiące, 9 podpisanych umów.',
  'Uporządkowane etapy i automatyczne przypomnienia dla handlowców.',
  'Oferta przygotowana z zespołem marketingu, wdrożona w 30 sklepach.',
  'Skrypt, który podniósł skuteczność umawiania spotkań o 20%.',
  'Pozyskanie pierwszych dwudziestu klientów w nowym regionie.',
];

/** Descriptions of order services. */
// biome-ignore format: a compact list
export const SERVICE_DESCRIPTIONS = [
  'Zależy nam na spotkaniach z właścicielami małych firm w naszym województwie.',
  'Prosimy o kontakt z działami zakupów firm produkcyjnych.',
  'Celem jest 20 umówionych prezentacji produktu w miesiącu.',
  'Potrzebujemy wsparcia przy ofertach dla klientów sieciowych.',
  'Baza kontaktów do uzupełnienia i zweryfikowania przed kampanią.',
  'Szukamy osoby, która poprowadzi negocjacje z kluczowymi klientami.',
];

/** Review texts of rated services. */
// biome-ignore format: a compact list
export const REVIEW_TEXTS = [
  'Bardzo dobra współpraca, terminowo i z zaangażowaniem.',
  'Świetny kontakt, szybkie odpowiedzi i konkretne wyniki.',
  'Solidna praca, umówione spotkania były dobrze przygotowane.',
  'Polecam, handlowiec zna branżę i potrafi słuchać klienta.',
  'Dobre efekty, choć raporty mogłyby przychodzić częściej.',
  'Profesjonalne podejście od pierwszego dnia współpracy.',
  'Wyniki powyżej oczekiwań, na pewno wrócimy z kolejnym zleceniem.',
];

/** Working days answers (B3), comma-joined. */
export const WORKING_DAYS = [
  'MONDAY,TUESDAY,WEDNESDAY,THURSDAY,FRIDAY',
  'MONDAY,WEDNESDAY,FRIDAY',
  'TUESDAY,THURSDAY',
  'MONDAY,TUESDAY,WEDNESDAY,THURSDAY,FRIDAY,SATURDAY',
  'SATURDAY,SUNDAY',
];

/** Languages besides Polish (native) and English. */
export const OTHER_LANGUAGES = ['GERMAN', 'FRENCH', 'SPANISH'];
