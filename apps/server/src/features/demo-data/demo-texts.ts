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

// biome-ignore format: a compact list
export const ABOUT_OPENINGS = [
  'Od {years} lat zajmuję się sprzedażą B2B, głównie w modelu cold calling i umawiania spotkań z osobami decyzyjnymi.',
  'Jestem handlowcem z {years}-letnim doświadczeniem w pozyskiwaniu klientów biznesowych przez telefon i LinkedIn.',
  'Pomagam firmom budować lejek sprzedażowy: od researchu bazy, przez pierwszy kontakt, po umówione spotkanie.',
  'Od {years} lat prowadzę projekty lead generation dla firm produkcyjnych i usługowych.',
  'Specjalizuję się w sprzedaży rozwiązań dla średnich firm, w których decyzję podejmuje kilka osób.',
  'Moja kariera zaczęła się na infolinii, dziś od {years} lat samodzielnie prowadzę kampanie sprzedażowe B2B.',
];
// biome-ignore format: a compact list
export const ABOUT_MIDDLES = [
  'Mam za sobą projekty dla hurtowni, producentów i firm IT, dzięki czemu szybko uczę się nowego produktu.',
  'Na co dzień pracuję w CRM, dbam o porządek w notatkach i regularnie raportuję wyniki.',
  'Najlepiej odnajduję się w rozmowach z właścicielami firm i dyrektorami zakupów.',
  'Prowadzę kampanie cold mailingowe połączone z telefonem, co daje wyraźnie lepszą skuteczność.',
  'Lubię pracę na liczbach: liczba rozmów, konwersja na spotkania i wartość lejka to moje codzienne wskaźniki.',
  'Mam doświadczenie w kwalifikacji leadów według BANT i w przygotowywaniu notatek dla handlowców.',
];
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

/** [name, issuer] of certificates and licences. */
// biome-ignore format: a compact list
export const CERTIFICATES: ReadonlyArray<readonly [string, string]> = [
  ['Techniki sprzedaży B2B', 'Akademia Sprzedaży'], ['Cold calling w praktyce', 'Szkoła Handlowców'],
  ['Negocjacje handlowe', 'Instytut Negocjacji'], ['Pipedrive Certified User', 'Pipedrive'],
  ['HubSpot Inbound Sales', 'HubSpot Academy'], ['Salesforce Administrator', 'Salesforce'],
  ['Social selling na LinkedIn', 'LinkedIn Learning'], ['Obsługa klienta kluczowego', 'Polska Akademia Biznesu'],
  ['Prospecting i kwalifikacja leadów', 'Sales Lab'], ['Sprzedaż konsultacyjna SPIN', 'Centrum Szkoleń Handlowych'],
  ['Licencja agenta ubezpieczeniowego', 'Komisja Nadzoru Finansowego'], ['Zarządzanie zespołem sprzedaży', 'Wyższa Szkoła Bankowa'],
];

// biome-ignore format: a compact list
export const JOB_TITLES = [
  'Przedstawiciel handlowy', 'Key Account Manager', 'Specjalista ds. sprzedaży B2B',
  'Telemarketer', 'Business Development Manager', 'Lead Generation Specialist',
  'Kierownik regionu sprzedaży', 'Konsultant ds. klienta biznesowego', 'Sales Development Representative',
  'Doradca handlowy', 'Inside Sales Specialist', 'Account Executive',
];
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
  products: readonly (readonly [name: string, description: string])[];
}
// biome-ignore format: a compact list
export const COMPANIES: readonly DemoCompany[] = [
  { name: 'Hurtownia Farmaceutyczna Medica sp. z o.o.', site: 'medica-hurtownia.pl', description: 'Hurtownia zaopatrująca apteki i przychodnie w leki, suplementy i wyroby medyczne na terenie całej Polski.', products: [['Dostawy dla aptek', 'Codzienne dostawy leków i suplementów z bezpłatnym transportem od 500 zł.'], ['Program lojalnościowy dla przychodni', 'Rabaty i wsparcie logistyczne dla placówek medycznych.']] },
  { name: 'Okna Bałtyk S.A.', site: 'oknabaltyk.pl', description: 'Producent okien PCV i aluminiowych dla deweloperów oraz firm wykonawczych.', products: [['Okna PCV dla deweloperów', 'Stolarka okienna z montażem dla inwestycji mieszkaniowych.'], ['Fasady aluminiowe', 'Systemy fasadowe dla biurowców i hal.']] },
  { name: 'Softline Systemy sp. z o.o.', site: 'softline.pl', description: 'Dostawca oprogramowania ERP i CRM dla małych i średnich firm produkcyjnych.', products: [['System ERP dla produkcji', 'Abonament z wdrożeniem, szkoleniem i wsparciem technicznym.'], ['CRM w chmurze', 'Prosty CRM dla zespołów handlowych do 20 osób.']] },
  { name: 'Biuro Rachunkowe Bilans s.c.', site: 'bilans-biuro.pl', description: 'Księgowość, kadry i płace dla jednoosobowych firm i spółek.', products: [['Pełna księgowość dla spółek', 'Miesięczny abonament z obsługą kadr i płac.']] },
  { name: 'Drukarnia Kolor sp.j.', site: 'drukarniakolor.pl', description: 'Drukarnia offsetowa i cyfrowa: katalogi, opakowania, materiały reklamowe.', products: [['Opakowania z nadrukiem', 'Kartony i pudełka z nadrukiem dla sklepów internetowych.'], ['Katalogi produktowe', 'Projekt i druk katalogów dla producentów.']] },
  { name: 'Energia Słoneczna Plus sp. z o.o.', site: 'energiaplus.pl', description: 'Instalacje fotowoltaiczne i magazyny energii dla firm i gospodarstw rolnych.', products: [['Fotowoltaika dla firm', 'Instalacje od 50 kW z finansowaniem i serwisem.'], ['Magazyny energii', 'Magazyny energii dla zakładów produkcyjnych.']] },
  { name: 'Logistyka Wisła sp. z o.o.', site: 'logistykawisla.pl', description: 'Transport krajowy i magazynowanie towarów dla e-commerce i producentów.', products: [['Fulfillment dla e-commerce', 'Magazynowanie, kompletacja i wysyłka zamówień sklepów internetowych.']] },
  { name: 'Meble Biurowe Dąb s.c.', site: 'mebledab.pl', description: 'Producent mebli biurowych i wyposażenia sal konferencyjnych.', products: [['Aranżacja biur', 'Meble biurowe z projektem i montażem.'], ['Fotele ergonomiczne', 'Fotele dla firm z możliwością testu.']] },
  { name: 'Agencja Szkoleniowa Rozwój sp. z o.o.', site: 'rozwoj-szkolenia.pl', description: 'Szkolenia sprzedażowe i menedżerskie dla firm.', products: [['Szkolenia dla handlowców', 'Dwudniowe warsztaty z negocjacji i technik sprzedaży.']] },
  { name: 'Kancelaria Prawna Lex Mazowsze sp.k.', site: 'lexmazowsze.pl', description: 'Obsługa prawna przedsiębiorców: umowy, windykacja, prawo pracy.', products: [['Abonament prawny dla firm', 'Stała obsługa prawna z gwarantowanym czasem odpowiedzi.']] },
  { name: 'Piekarnia Złoty Kłos sp. z o.o.', site: 'zlotyklos.pl', description: 'Piekarnia rzemieślnicza dostarczająca pieczywo do sklepów i restauracji.', products: [['Pieczywo dla HoReCa', 'Codzienne dostawy pieczywa do hoteli i restauracji.']] },
  { name: 'Transport Odra sp. z o.o.', site: 'transportodra.pl', description: 'Przewozy chłodnicze i paletowe na trasach krajowych i do Niemiec.', products: [['Transport chłodniczy', 'Przewozy w kontrolowanej temperaturze dla producentów żywności.']] },
  { name: 'Pracownia Reklamy Świt s.c.', site: 'pracowniaswit.pl', description: 'Oznakowanie firm, kasetony, litery przestrzenne i wyklejanie witryn.', products: [['Oznakowanie sklepów', 'Kasetony i litery przestrzenne z montażem.']] },
  { name: 'Centrum Medyczne Zdrowie sp. z o.o.', site: 'cmzdrowie.pl', description: 'Sieć przychodni oferująca pakiety medyczne dla pracowników.', products: [['Pakiety medyczne dla firm', 'Opieka medyczna dla pracowników od 5 osób.']] },
  { name: 'Tatry Tech S.A.', site: 'tatrytech.pl', description: 'Producent czujników i automatyki przemysłowej.', products: [['Czujniki przemysłowe', 'Czujniki temperatury i ciśnienia dla zakładów produkcyjnych.'], ['Serwis automatyki', 'Przeglądy i serwis linii produkcyjnych.']] },
  { name: 'Ubezpieczenia Razem sp. z o.o.', site: 'ubezpieczeniarazem.pl', description: 'Multiagencja ubezpieczeniowa dla firm transportowych i budowlanych.', products: [['Ubezpieczenie floty', 'Pakiet OC, AC i assistance dla flot od 5 pojazdów.']] },
  { name: 'Hurtownia Budowlana Jantar sp.j.', site: 'jantar-budowlana.pl', description: 'Materiały budowlane i wykończeniowe dla firm wykonawczych.', products: [['Materiały dla wykonawców', 'Konto firmowe z odroczonym terminem płatności i dostawą na budowę.']] },
  { name: 'Studio Wideo Kadr s.c.', site: 'studiokadr.pl', description: 'Filmy reklamowe i szkoleniowe dla firm.', products: [['Film wizerunkowy', 'Scenariusz, zdjęcia i montaż filmu o firmie.']] },
  { name: 'Spółdzielnia Mleczarska Mazowsze', site: 'smmazowsze.pl', description: 'Producent nabiału dostarczający do sieci handlowych i sklepów lokalnych.', products: [['Nabiał dla sklepów', 'Regularne dostawy nabiału do sklepów spożywczych.']] },
  { name: 'Warsztat Samochodowy Sokół', site: 'warsztatsokol.pl', description: 'Serwis flot samochodowych dla firm w województwie śląskim.', products: [['Serwis floty', 'Przeglądy i naprawy aut firmowych z autem zastępczym.']] },
  { name: 'Agencja Pracy Kadra sp. z o.o.', site: 'agencjakadra.pl', description: 'Rekrutacja i leasing pracowników dla produkcji i logistyki.', products: [['Leasing pracowników', 'Pracownicy produkcyjni dostępni od tygodnia.']] },
  { name: 'Pomorze Catering sp. z o.o.', site: 'pomorzecatering.pl', description: 'Catering dla biur i wydarzeń firmowych w Trójmieście.', products: [['Lunch dla biur', 'Codzienne dostawy posiłków do biur od 10 osób.']] },
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
