/**
 * Polish texts of the demo marketplace: places, profile texts, investors' companies, services and
 * reviews. Lengths respect the contract's limits (about ≤ 500, certificate/job fields ≤ 50,
 * portfolio info ≤ 150, service and review texts ≤ 250).
 */
import type { Voivodeship } from '@handlowo/contract';

/** Cities of every voivodeship (the demo spreads freelancers over all 16). */
export const CITIES: Record<Voivodeship, readonly string[]> = {
  DOLNOSLASKIE: ['Wrocław', 'Wałbrzych', 'Legnica', 'Jelenia Góra'],
  KUJAWSKO_POMORSKIE: ['Bydgoszcz', 'Toruń', 'Włocławek', 'Grudziądz'],
  LUBELSKIE: ['Lublin', 'Zamość', 'Chełm', 'Biała Podlaska'],
  LUBUSKIE: ['Zielona Góra', 'Gorzów Wielkopolski', 'Nowa Sól', 'Żary'],
  LODZKIE: ['Łódź', 'Piotrków Trybunalski', 'Pabianice', 'Skierniewice'],
  MALOPOLSKIE: ['Kraków', 'Tarnów', 'Nowy Sącz', 'Oświęcim'],
  MAZOWIECKIE: ['Warszawa', 'Radom', 'Płock', 'Siedlce'],
  OPOLSKIE: ['Opole', 'Kędzierzyn-Koźle', 'Nysa', 'Brzeg'],
  PODKARPACKIE: ['Rzeszów', 'Przemyśl', 'Krosno', 'Mielec'],
  PODLASKIE: ['Białystok', 'Suwałki', 'Łomża', 'Augustów'],
  POMORSKIE: ['Gdańsk', 'Gdynia', 'Słupsk', 'Sopot'],
  SLASKIE: ['Katowice', 'Gliwice', 'Częstochowa', 'Bielsko-Biała'],
  SWIETOKRZYSKIE: ['Kielce', 'Ostrowiec Świętokrzyski', 'Starachowice', 'Sandomierz'],
  WARMINSKO_MAZURSKIE: ['Olsztyn', 'Elbląg', 'Ełk', 'Giżycko'],
  WIELKOPOLSKIE: ['Poznań', 'Kalisz', 'Konin', 'Leszno'],
  ZACHODNIOPOMORSKIE: ['Szczecin', 'Koszalin', 'Świnoujście', 'Kołobrzeg'],
};

/**
 * The about text's first sentence by experience (issue 28: the text follows the level): `{since}`
 * is 'roku' or '5 lat' (after 'od'), `{adjective}` 'roczne' or '5-letnie'.
 */
// biome-ignore format: a compact list
export const ABOUT_OPENINGS = {
  BEGINNER: [
    'Dopiero zaczynam karierę w sprzedaży B2B i szukam pierwszych projektów, w których mogę się sprawdzić.',
    'Po praktykach w obsłudze klienta chcę zająć się sprzedażą: pierwszym kontaktem z firmami i umawianiem spotkań.',
  ],
  JUNIOR: [
    'Od kilku miesięcy zajmuję się sprzedażą B2B: dzwonię do firm i umawiam spotkania dla handlowców.',
    'Pierwszy rok w sprzedaży spędzam na cold callingu i kwalifikacji leadów, z coraz lepszymi wynikami.',
  ],
  EXPERIENCED: [
    'Od {since} zajmuję się sprzedażą B2B, głównie w modelu cold calling i umawiania spotkań z osobami decyzyjnymi.',
    'Mam {adjective} doświadczenie w pozyskiwaniu klientów biznesowych przez telefon i LinkedIn.',
    'Od {since} prowadzę projekty lead generation dla firm produkcyjnych i usługowych.',
    'Moja kariera zaczęła się na infolinii, dziś od {since} samodzielnie prowadzę kampanie sprzedażowe B2B.',
  ],
} as const;
// biome-ignore format: a compact list
export const ABOUT_MIDDLES = {
  BEGINNER: [
    'Szybko uczę się nowego produktu i dobrze czuję się w rozmowach telefonicznych.',
    'Ukończone kursy sprzedażowe pomagają mi przygotować się do pierwszych rozmów z klientami.',
  ],
  EXPERIENCED: [
    'Mam za sobą projekty dla hurtowni, producentów i firm IT, dzięki czemu szybko uczę się nowego produktu.',
    'Na co dzień pracuję w CRM, dbam o porządek w notatkach i regularnie raportuję wyniki.',
    'Najlepiej odnajduję się w rozmowach z właścicielami firm i dyrektorami zakupów.',
    'Prowadzę kampanie cold mailingowe połączone z telefonem, co daje wyraźnie lepszą skuteczność.',
    'Lubię pracę na liczbach: liczba rozmów, konwersja na spotkania i wartość lejka to moje codzienne wskaźniki.',
    'Mam doświadczenie w kwalifikacji leadów według BANT i w przygotowywaniu notatek dla handlowców.',
  ],
} as const;
// biome-ignore format: a compact list
export const ABOUT_CLOSINGS = [
  'Stawiam na uczciwą komunikację i długofalowe relacje z klientami.',
  'Chętnie podejmę współpracę przy nowym produkcie lub wejściu na nowy rynek.',
  'Cenię jasne cele i szybką informację zwrotną od zespołu sprzedaży.',
  'Pracuję zdalnie, a w swoim województwie chętnie spotykam się z klientami osobiście.',
];
// biome-ignore format: a compact list
export const PASSIONS = [
  'Rozmowy, które kończą się długą współpracą, a nie jednorazową transakcją.',
  'Porządkowanie procesu sprzedaży tak, żeby każdy lead miał swojego właściciela i następny krok.',
  'Szukanie nowych rynków i nisz, w których konkurencja jeszcze nie dzwoni.',
  'Szkolenie młodszych handlowców i dzielenie się skryptami, które naprawdę działają.',
  'Analiza danych z CRM i wyciąganie wniosków, które podnoszą konwersję.',
  'Negocjacje z wymagającymi klientami i budowanie zaufania od pierwszego telefonu.',
];

/** [name, issuer] of certificates and licences; CERTIFICATES_FOR_SENIORS only from 3 years on. */
// biome-ignore format: a compact list
export const CERTIFICATES: ReadonlyArray<readonly [string, string]> = [
  ['Techniki sprzedaży B2B', 'Akademia Sprzedaży'], ['Cold calling w praktyce', 'Szkoła Handlowców'],
  ['Negocjacje handlowe', 'Instytut Negocjacji'], ['Pipedrive Certified User', 'Pipedrive'],
  ['HubSpot Inbound Sales', 'HubSpot Academy'], ['Salesforce Administrator', 'Salesforce'],
  ['Social selling na LinkedIn', 'LinkedIn Learning'], ['Obsługa klienta kluczowego', 'Polska Akademia Biznesu'],
  ['Prospecting i kwalifikacja leadów', 'Sales Lab'], ['Sprzedaż konsultacyjna SPIN', 'Centrum Szkoleń Handlowych'],
  ['Licencja agenta ubezpieczeniowego', 'Komisja Nadzoru Finansowego'], ['Zarządzanie zespołem sprzedaży', 'Wyższa Szkoła Bankowa'],
];

export const CERTIFICATES_FOR_SENIORS = [
  'Zarządzanie zespołem sprzedaży',
  'Obsługa klienta kluczowego',
];

/**
 * Sales job titles by seniority (issue 28: no Key Account Manager next to 'Brak doświadczenia'):
 * the newest job follows the experience level, older ones are the same tier or one below.
 */
// biome-ignore format: a compact list
export const JOB_TITLES = {
  entry: ['Telemarketer', 'Sales Development Representative', 'Konsultant ds. klienta biznesowego', 'Inside Sales Specialist', 'Lead Generation Specialist', 'Doradca handlowy'],
  mid: ['Przedstawiciel handlowy', 'Specjalista ds. sprzedaży B2B', 'Account Executive'],
  senior: ['Key Account Manager', 'Business Development Manager', 'Kierownik regionu sprzedaży'],
} as const;
export type JobTier = keyof typeof JOB_TITLES;
/** Work outside sales: the only experience of someone with 'Brak doświadczenia'. */
// biome-ignore format: a compact list
export const OTHER_JOB_TITLES = ['Praktyki w dziale obsługi klienta', 'Staż w dziale administracji', 'Praca sezonowa w recepcji hotelu'];
// biome-ignore format: a compact list
export const EMPLOYERS = [
  'Hurtownia Budowlana Mrówka', 'Polskie Media Lokalne', 'Telekomunikacja Regionalna', 'Drukarnia Kolor',
  'Meble Zachód', 'Agencja Rekrutacyjna Kadra', 'Softline Systemy', 'Energia Plus', 'Ubezpieczenia Razem',
  'Logistyka Nowak', 'Farmacja Zdrowie', 'Biuro Podróży Sezon', 'Auto Serwis Polska', 'Bank Spółdzielczy',
];

/** [field of study, institution, city, voivodeship]. */
// biome-ignore format: a compact list
export const EDUCATION: ReadonlyArray<readonly [string, string, string, Voivodeship]> = [
  ['Zarządzanie i marketing', 'Szkoła Główna Handlowa w Warszawie', 'Warszawa', 'MAZOWIECKIE'],
  ['Ekonomia', 'Uniwersytet Ekonomiczny w Krakowie', 'Kraków', 'MALOPOLSKIE'],
  ['Handel międzynarodowy', 'Uniwersytet Ekonomiczny w Poznaniu', 'Poznań', 'WIELKOPOLSKIE'],
  ['Finanse i rachunkowość', 'Uniwersytet Ekonomiczny we Wrocławiu', 'Wrocław', 'DOLNOSLASKIE'],
  ['Logistyka', 'Uniwersytet Gdański', 'Gdańsk', 'POMORSKIE'],
  ['Zarządzanie', 'Uniwersytet Łódzki', 'Łódź', 'LODZKIE'],
  ['Marketing i komunikacja', 'Uniwersytet Ekonomiczny w Katowicach', 'Katowice', 'SLASKIE'],
  ['Socjologia', 'Uniwersytet Marii Curie-Skłodowskiej', 'Lublin', 'LUBELSKIE'],
  ['Psychologia biznesu', 'Uniwersytet SWPS', 'Warszawa', 'MAZOWIECKIE'],
  ['Zarządzanie sprzedażą (studia podyplomowe)', 'Akademia Leona Koźmińskiego', 'Warszawa', 'MAZOWIECKIE'],
  ['Ekonomia', 'Uniwersytet w Białymstoku', 'Białystok', 'PODLASKIE'],
  ['Zarządzanie', 'Politechnika Rzeszowska', 'Rzeszów', 'PODKARPACKIE'],
];

/** [title, description] of portfolio pictures. */
// biome-ignore format: a compact list
export const PORTFOLIO: ReadonlyArray<readonly [string, string]> = [
  ['Kampania cold calling dla producenta okien', '1200 rozmów w trzy miesiące i 85 umówionych spotkań z firmami budowlanymi.'],
  ['Lead generation dla software house', 'Baza 400 firm z branży e-commerce, kwalifikacja leadów i 40 spotkań demo.'],
  ['Wejście hurtowni na rynek czeski', 'Research dystrybutorów, pierwszy kontakt i pięć podpisanych umów ramowych.'],
  ['Wdrożenie CRM w zespole sprzedaży', 'Przeniesienie lejka z arkuszy do Pipedrive i szkolenie sześciu handlowców.'],
  ['Cold mailing dla biura rachunkowego', 'Sekwencja czterech wiadomości, 38% otwarć i 12% odpowiedzi.'],
  ['Reaktywacja uśpionych klientów', 'Telefony do 300 byłych klientów hurtowni, 60 wróciło z zamówieniem.'],
  ['Sprzedaż abonamentów telekomunikacyjnych', 'Obsługa regionu i podwojenie liczby klientów biznesowych w rok.'],
  ['Targi branżowe w Poznaniu', 'Umawianie spotkań przed targami i obsługa stoiska; 120 nowych kontaktów.'],
];

/** Investors: company (≤ 50 characters with its form), what it does, what it sells. */
export interface DemoCompany {
  name: string;
  site: string;
  description: string;
  products: readonly DemoProduct[];
}
/**
 * A product with the sub-industry and sectors it belongs to, by their names in the reference data
 * (issue 28: no 'Lunch dla biur' under 'Kosmetyki i suplementy').
 */
export interface DemoProduct {
  name: string;
  description: string;
  subIndustry: string;
  sectors: readonly string[];
}
// biome-ignore format: a compact list
export const COMPANIES: readonly DemoCompany[] = [
  { name: 'Hurtownia Farmaceutyczna Medica sp. z o.o.', site: 'medica-hurtownia.pl', description: 'Hurtownia zaopatrująca apteki i przychodnie w leki, suplementy i wyroby medyczne na terenie całej Polski.', products: [{ name: 'Dostawy dla aptek', description: 'Codzienne dostawy leków i suplementów z bezpłatnym transportem od 500 zł.', subIndustry: 'Hurtownie i dystrybucja', sectors: ['Farmacja', 'Ochrona zdrowia'] }, { name: 'Program lojalnościowy dla przychodni', description: 'Rabaty i wsparcie logistyczne dla placówek medycznych.', subIndustry: 'Hurtownie i dystrybucja', sectors: ['Ochrona zdrowia'] }] },
  { name: 'Okna Bałtyk S.A.', site: 'oknabaltyk.pl', description: 'Producent okien PCV i aluminiowych dla deweloperów oraz firm wykonawczych.', products: [{ name: 'Okna PCV dla deweloperów', description: 'Stolarka okienna z montażem dla inwestycji mieszkaniowych.', subIndustry: 'Materiały budowlane', sectors: ['Budownictwo'] }, { name: 'Fasady aluminiowe', description: 'Systemy fasadowe dla biurowców i hal.', subIndustry: 'Materiały budowlane', sectors: ['Budownictwo', 'Duże przedsiębiorstwa'] }] },
  { name: 'Softline Systemy sp. z o.o.', site: 'softline.pl', description: 'Dostawca oprogramowania ERP i CRM dla małych i średnich firm produkcyjnych.', products: [{ name: 'System ERP dla produkcji', description: 'Abonament z wdrożeniem, szkoleniem i wsparciem technicznym.', subIndustry: 'Oprogramowanie SaaS', sectors: ['Produkcja przemysłowa', 'Małe i średnie firmy'] }, { name: 'CRM w chmurze', description: 'Prosty CRM dla zespołów handlowych do 20 osób.', subIndustry: 'Oprogramowanie SaaS', sectors: ['Małe i średnie firmy', 'Startupy'] }] },
  { name: 'Biuro Rachunkowe Bilans s.c.', site: 'bilans-biuro.pl', description: 'Księgowość, kadry i płace dla jednoosobowych firm i spółek.', products: [{ name: 'Pełna księgowość dla spółek', description: 'Miesięczny abonament z obsługą kadr i płac.', subIndustry: 'Księgowość i kadry', sectors: ['Małe i średnie firmy', 'Startupy'] }] },
  { name: 'Drukarnia Kolor sp.j.', site: 'drukarniakolor.pl', description: 'Drukarnia offsetowa i cyfrowa: katalogi, opakowania, materiały reklamowe.', products: [{ name: 'Opakowania z nadrukiem', description: 'Kartony i pudełka z nadrukiem dla sklepów internetowych.', subIndustry: 'Opakowania i tworzywa', sectors: ['Handel detaliczny'] }, { name: 'Katalogi produktowe', description: 'Projekt i druk katalogów dla producentów.', subIndustry: 'Media i wydawnictwa', sectors: ['Produkcja przemysłowa', 'Handel hurtowy'] }] },
  { name: 'Energia Słoneczna Plus sp. z o.o.', site: 'energiaplus.pl', description: 'Instalacje fotowoltaiczne i magazyny energii dla firm i gospodarstw rolnych.', products: [{ name: 'Fotowoltaika dla firm', description: 'Instalacje od 50 kW z finansowaniem i serwisem.', subIndustry: 'Fotowoltaika', sectors: ['Produkcja przemysłowa', 'Rolnictwo i przetwórstwo spożywcze'] }, { name: 'Magazyny energii', description: 'Magazyny energii dla zakładów produkcyjnych.', subIndustry: 'Energia elektryczna i gaz', sectors: ['Produkcja przemysłowa', 'Energetyka'] }] },
  { name: 'Logistyka Wisła sp. z o.o.', site: 'logistykawisla.pl', description: 'Transport krajowy i magazynowanie towarów dla e-commerce i producentów.', products: [{ name: 'Fulfillment dla e-commerce', description: 'Magazynowanie, kompletacja i wysyłka zamówień sklepów internetowych.', subIndustry: 'Magazynowanie i fulfillment', sectors: ['Handel detaliczny'] }] },
  { name: 'Meble Biurowe Dąb s.c.', site: 'mebledab.pl', description: 'Producent mebli biurowych i wyposażenia sal konferencyjnych.', products: [{ name: 'Aranżacja biur', description: 'Meble biurowe z projektem i montażem.', subIndustry: 'Usługi budowlane i remontowe', sectors: ['Duże przedsiębiorstwa', 'IT i oprogramowanie'] }, { name: 'Fotele ergonomiczne', description: 'Fotele dla firm z możliwością testu.', subIndustry: 'Hurtownie i dystrybucja', sectors: ['Małe i średnie firmy', 'IT i oprogramowanie'] }] },
  { name: 'Agencja Szkoleniowa Rozwój sp. z o.o.', site: 'rozwoj-szkolenia.pl', description: 'Szkolenia sprzedażowe i menedżerskie dla firm.', products: [{ name: 'Szkolenia dla handlowców', description: 'Dwudniowe warsztaty z negocjacji i technik sprzedaży.', subIndustry: 'Doradztwo biznesowe i prawne', sectors: ['Małe i średnie firmy', 'Duże przedsiębiorstwa'] }] },
  { name: 'Kancelaria Prawna Lex Mazowsze sp.k.', site: 'lexmazowsze.pl', description: 'Obsługa prawna przedsiębiorców: umowy, windykacja, prawo pracy.', products: [{ name: 'Abonament prawny dla firm', description: 'Stała obsługa prawna z gwarantowanym czasem odpowiedzi.', subIndustry: 'Doradztwo biznesowe i prawne', sectors: ['Małe i średnie firmy'] }] },
  { name: 'Piekarnia Złoty Kłos sp. z o.o.', site: 'zlotyklos.pl', description: 'Piekarnia rzemieślnicza dostarczająca pieczywo do sklepów i restauracji.', products: [{ name: 'Pieczywo dla HoReCa', description: 'Codzienne dostawy pieczywa do hoteli i restauracji.', subIndustry: 'FMCG', sectors: ['HoReCa'] }] },
  { name: 'Transport Odra sp. z o.o.', site: 'transportodra.pl', description: 'Przewozy chłodnicze i paletowe na trasach krajowych i do Niemiec.', products: [{ name: 'Transport chłodniczy', description: 'Przewozy w kontrolowanej temperaturze dla producentów żywności.', subIndustry: 'Spedycja i transport', sectors: ['Rolnictwo i przetwórstwo spożywcze', 'Handel hurtowy'] }] },
  { name: 'Pracownia Reklamy Świt s.c.', site: 'pracowniaswit.pl', description: 'Oznakowanie firm, kasetony, litery przestrzenne i wyklejanie witryn.', products: [{ name: 'Oznakowanie sklepów', description: 'Kasetony i litery przestrzenne z montażem.', subIndustry: 'Agencje marketingowe', sectors: ['Handel detaliczny'] }] },
  { name: 'Centrum Medyczne Zdrowie sp. z o.o.', site: 'cmzdrowie.pl', description: 'Sieć przychodni oferująca pakiety medyczne dla pracowników.', products: [{ name: 'Pakiety medyczne dla firm', description: 'Opieka medyczna dla pracowników od 5 osób.', subIndustry: 'Prywatna opieka medyczna', sectors: ['Małe i średnie firmy', 'Duże przedsiębiorstwa'] }] },
  { name: 'Tatry Tech S.A.', site: 'tatrytech.pl', description: 'Producent czujników i automatyki przemysłowej.', products: [{ name: 'Czujniki przemysłowe', description: 'Czujniki temperatury i ciśnienia dla zakładów produkcyjnych.', subIndustry: 'Automatyka przemysłowa', sectors: ['Produkcja przemysłowa', 'Energetyka'] }, { name: 'Serwis automatyki', description: 'Przeglądy i serwis linii produkcyjnych.', subIndustry: 'Automatyka przemysłowa', sectors: ['Produkcja przemysłowa'] }] },
  { name: 'Ubezpieczenia Razem sp. z o.o.', site: 'ubezpieczeniarazem.pl', description: 'Multiagencja ubezpieczeniowa dla firm transportowych i budowlanych.', products: [{ name: 'Ubezpieczenie floty', description: 'Pakiet OC, AC i assistance dla flot od 5 pojazdów.', subIndustry: 'Ubezpieczenia', sectors: ['Transport i logistyka', 'Budownictwo'] }] },
  { name: 'Hurtownia Budowlana Jantar sp.j.', site: 'jantar-budowlana.pl', description: 'Materiały budowlane i wykończeniowe dla firm wykonawczych.', products: [{ name: 'Materiały dla wykonawców', description: 'Konto firmowe z odroczonym terminem płatności i dostawą na budowę.', subIndustry: 'Materiały budowlane', sectors: ['Budownictwo'] }] },
  { name: 'Studio Wideo Kadr s.c.', site: 'studiokadr.pl', description: 'Filmy reklamowe i szkoleniowe dla firm.', products: [{ name: 'Film wizerunkowy', description: 'Scenariusz, zdjęcia i montaż filmu o firmie.', subIndustry: 'Agencje marketingowe', sectors: ['Małe i średnie firmy', 'Duże przedsiębiorstwa'] }] },
  { name: 'Spółdzielnia Mleczarska Mazowsze', site: 'smmazowsze.pl', description: 'Producent nabiału dostarczający do sieci handlowych i sklepów lokalnych.', products: [{ name: 'Nabiał dla sklepów', description: 'Regularne dostawy nabiału do sklepów spożywczych.', subIndustry: 'FMCG', sectors: ['Handel detaliczny'] }] },
  { name: 'Warsztat Samochodowy Sokół', site: 'warsztatsokol.pl', description: 'Serwis flot samochodowych dla firm w województwie śląskim.', products: [{ name: 'Serwis floty', description: 'Przeglądy i naprawy aut firmowych z autem zastępczym.', subIndustry: 'Flota i motoryzacja', sectors: ['Motoryzacja', 'Transport i logistyka'] }] },
  { name: 'Agencja Pracy Kadra sp. z o.o.', site: 'agencjakadra.pl', description: 'Rekrutacja i leasing pracowników dla produkcji i logistyki.', products: [{ name: 'Leasing pracowników', description: 'Pracownicy produkcyjni dostępni od tygodnia.', subIndustry: 'HR i rekrutacja', sectors: ['Produkcja przemysłowa', 'Transport i logistyka'] }] },
  { name: 'Pomorze Catering sp. z o.o.', site: 'pomorzecatering.pl', description: 'Catering dla biur i wydarzeń firmowych w Trójmieście.', products: [{ name: 'Lunch dla biur', description: 'Codzienne dostawy posiłków do biur od 10 osób.', subIndustry: 'FMCG', sectors: ['Duże przedsiębiorstwa', 'IT i oprogramowanie'] }] },
];

// biome-ignore format: a compact list
export const SERVICE_DESCRIPTIONS = [
  'Kontakt telefoniczny z firmami z przygotowanej bazy i umawianie spotkań z osobami decyzyjnymi.',
  'Przygotowanie bazy firm z wybranej branży, weryfikacja danych i pierwszy kontakt mailowy.',
  'Kwalifikacja leadów z formularza na stronie i przekazanie gorących kontaktów do działu sprzedaży.',
  'Kampania cold mailingowa z trzema wiadomościami follow-up i raportem tygodniowym.',
  'Prowadzenie rozmów z dotychczasowymi klientami i proponowanie rozszerzenia współpracy.',
  'Umawianie prezentacji produktu online z właścicielami małych i średnich firm.',
];

// biome-ignore format: a compact list
export const REVIEWS = [
  'Bardzo rzetelna współpraca, regularne raporty i spotkania z naprawdę zainteresowanymi firmami.',
  'Świetny kontakt, szybkie odpowiedzi i dobre notatki z każdej rozmowy. Polecam.',
  'Wyniki powyżej oczekiwań: w dwa miesiące kilkanaście spotkań z dyrektorami zakupów.',
  'Solidna praca z bazą, choć na początku potrzebna była chwila na poznanie produktu.',
  'Profesjonalne podejście do klienta i dobra znajomość branży. Na pewno wrócimy.',
  'Dobra komunikacja i terminowość. Część leadów wymagała dodatkowej kwalifikacji.',
  'Rozmowy prowadzone kulturalnie i konkretnie, klienci chwalili pierwszy kontakt.',
  'Współpraca pomogła nam uporządkować lejek i wskazać segmenty rynku, które warto odpuścić.',
];

/** A freelancer's public answer to a client's opinion (issue 27). */
export const REVIEW_REPLY =
  'Dziękuję za zaufanie i konkretne informacje zwrotne. Chętnie wrócę do współpracy przy kolejnym zleceniu.';

/**
 * An order's conversation (issue 26): the guardian opens it, the client answers, and once the
 * freelancers have accepted, one of them reports.
 */
export const CONVERSATION = {
  guardian: [
    'Dzień dobry, jestem opiekunem Państwa zlecenia. Proszę o listę firm, z którymi już rozmawialiście, żebyśmy nie dzwonili do nich ponownie.',
    'Dzień dobry, opiekuję się Państwa zleceniem. Czy możemy ustalić, kto po Państwa stronie przyjmuje umówione spotkania?',
  ],
  investor: [
    'Dziękujemy, listę wyślemy jutro. Spotkania przyjmuje nasz dyrektor handlowy, najlepiej we wtorki i czwartki.',
    'Dzień dobry, prześlemy cennik i prezentację produktu. Zależy nam na firmach, które mają już dział zakupów.',
  ],
  freelancer: [
    'Dzień dobry, zaczynam od bazy firm z województwa mazowieckiego. Pierwszy raport prześlę w piątek.',
    'Po pierwszym tygodniu: 60 rozmów, 7 umówionych spotkań. Szczegóły są w notatkach przy każdej firmie.',
  ],
} as const;
