/**
 * Polish people and companies for the demo and scale data: first names, surnames in both genders,
 * company names and e-mail domains. Shared by the demo generator and the bulk (scale) writer.
 */
// biome-ignore format: a compact list
export const MALE_FIRST = [
  'Adam', 'Andrzej', 'Bartłomiej', 'Błażej', 'Dawid', 'Grzegorz', 'Jakub', 'Jan', 'Jarosław',
  'Jędrzej', 'Józef', 'Kamil', 'Krzysztof', 'Łukasz', 'Maciej', 'Marek', 'Mateusz', 'Michał',
  'Mikołaj', 'Mirosław', 'Paweł', 'Piotr', 'Przemysław', 'Radosław', 'Rafał', 'Ryszard',
  'Sławomir', 'Stanisław', 'Szymon', 'Tomasz', 'Witold', 'Wojciech', 'Zbigniew', 'Zdzisław',
  'Bogusław', 'Czesław', 'Artur', 'Damian', 'Hubert', 'Oskar',
];
// biome-ignore format: a compact list
export const FEMALE_FIRST = [
  'Agnieszka', 'Aleksandra', 'Alicja', 'Anna', 'Barbara', 'Beata', 'Bożena', 'Danuta', 'Dorota',
  'Elżbieta', 'Ewa', 'Grażyna', 'Halina', 'Iwona', 'Jadwiga', 'Joanna', 'Jolanta', 'Józefa',
  'Katarzyna', 'Krystyna', 'Łucja', 'Magdalena', 'Małgorzata', 'Maria', 'Marta', 'Monika',
  'Natalia', 'Paulina', 'Renata', 'Stanisława', 'Urszula', 'Weronika', 'Wiesława', 'Zofia',
  'Żaneta', 'Jagoda', 'Kinga', 'Oliwia', 'Patrycja', 'Teresa',
];
/** [male, female] surnames: the -ski/-cki ones change with gender, the others do not. */
// biome-ignore format: a compact list
export const SURNAMES: ReadonlyArray<readonly [male: string, female: string]> = [
  ['Nowak', 'Nowak'], ['Kowalski', 'Kowalska'], ['Wiśniewski', 'Wiśniewska'],
  ['Wójcik', 'Wójcik'], ['Kowalczyk', 'Kowalczyk'], ['Kamiński', 'Kamińska'],
  ['Lewandowski', 'Lewandowska'], ['Zieliński', 'Zielińska'], ['Szymański', 'Szymańska'],
  ['Woźniak', 'Woźniak'], ['Dąbrowski', 'Dąbrowska'], ['Kozłowski', 'Kozłowska'],
  ['Jankowski', 'Jankowska'], ['Mazur', 'Mazur'], ['Kwiatkowski', 'Kwiatkowska'],
  ['Krawczyk', 'Krawczyk'], ['Piotrowski', 'Piotrowska'], ['Grabowski', 'Grabowska'],
  ['Nowakowski', 'Nowakowska'], ['Pawłowski', 'Pawłowska'], ['Michalski', 'Michalska'],
  ['Nowicki', 'Nowicka'], ['Adamczyk', 'Adamczyk'], ['Dudek', 'Dudek'], ['Zając', 'Zając'],
  ['Wieczorek', 'Wieczorek'], ['Jabłoński', 'Jabłońska'], ['Król', 'Król'],
  ['Majewski', 'Majewska'], ['Olszewski', 'Olszewska'], ['Jaworski', 'Jaworska'],
  ['Wróbel', 'Wróbel'], ['Malinowski', 'Malinowska'], ['Pawlak', 'Pawlak'],
  ['Witkowski', 'Witkowska'], ['Walczak', 'Walczak'], ['Stępień', 'Stępień'],
  ['Górski', 'Górska'], ['Rutkowski', 'Rutkowska'], ['Michalak', 'Michalak'],
  ['Sikora', 'Sikora'], ['Ostrowski', 'Ostrowska'], ['Baran', 'Baran'], ['Duda', 'Duda'],
  ['Szewczyk', 'Szewczyk'], ['Tomaszewski', 'Tomaszewska'], ['Pietrzak', 'Pietrzak'],
  ['Marciniak', 'Marciniak'], ['Wróblewski', 'Wróblewska'], ['Zalewski', 'Zalewska'],
  ['Jakubowski', 'Jakubowska'], ['Jasiński', 'Jasińska'], ['Zawadzki', 'Zawadzka'],
  ['Sadowski', 'Sadowska'], ['Bąk', 'Bąk'], ['Chmielewski', 'Chmielewska'],
  ['Włodarczyk', 'Włodarczyk'], ['Borkowski', 'Borkowska'], ['Czarnecki', 'Czarnecka'],
  ['Sawicki', 'Sawicka'], ['Sokołowski', 'Sokołowska'], ['Urbański', 'Urbańska'],
  ['Kubiak', 'Kubiak'], ['Maciejewski', 'Maciejewska'], ['Szczepański', 'Szczepańska'],
  ['Kucharski', 'Kucharska'], ['Wilk', 'Wilk'], ['Kalinowski', 'Kalinowska'], ['Lis', 'Lis'],
  ['Mazurek', 'Mazurek'], ['Wysocki', 'Wysocka'], ['Adamski', 'Adamska'],
  ['Kaźmierczak', 'Kaźmierczak'], ['Wasilewski', 'Wasilewska'], ['Sobczak', 'Sobczak'],
  ['Czerwiński', 'Czerwińska'], ['Andrzejewski', 'Andrzejewska'], ['Cieślak', 'Cieślak'],
  ['Głowacki', 'Głowacka'], ['Zakrzewski', 'Zakrzewska'], ['Kołodziej', 'Kołodziej'],
  ['Sikorski', 'Sikorska'], ['Krajewski', 'Krajewska'], ['Gajewski', 'Gajewska'],
  ['Szymczak', 'Szymczak'], ['Szulc', 'Szulc'], ['Baranowski', 'Baranowska'],
  ['Laskowski', 'Laskowska'], ['Brzeziński', 'Brzezińska'], ['Makowski', 'Makowska'],
  ['Ziółkowski', 'Ziółkowska'], ['Przybylski', 'Przybylska'], ['Żak', 'Żak'],
  ['Żółkiewski', 'Żółkiewska'], ['Łuczak', 'Łuczak'], ['Ślęzak', 'Ślęzak'],
  ['Śliwiński', 'Śliwińska'], ['Źrałko', 'Źrałko'], ['Łęcki', 'Łęcka'],
];
// biome-ignore format: a compact list
export const COMPANY_KINDS = [
  'Hurtownia', 'Przedsiębiorstwo Handlowe', 'Zakład Usługowy', 'Biuro Rachunkowe', 'Pracownia',
  'Agencja Sprzedaży', 'Drukarnia', 'Piekarnia', 'Warsztat', 'Centrum Szkoleń', 'Studio',
  'Kancelaria', 'Sklep', 'Spółdzielnia', 'Przychodnia', 'Transport',
];
// biome-ignore format: a compact list
export const COMPANY_NAMES = [
  'Łączność', 'Źródło', 'Żuraw', 'Świt', 'Pomorze', 'Mazowsze', 'Śląsk', 'Kujawy', 'Orzeł',
  'Sokół', 'Bałtyk', 'Tatry', 'Wisła', 'Odra', 'Warta', 'Bursztyn', 'Jantar', 'Dąb', 'Lipa',
  'Grzybek', 'Złoty Kłos', 'Pszczółka', 'Słoneczko', 'Nowa Huta', 'Krakus', 'Gdańszczanin',
  'Łódź Handel', 'Poznań Trade', 'Wrocław Tech', 'Lublin Service', 'Rzeszów Media', 'Kielce Bud',
];
export const COMPANY_FORMS = ['sp. z o.o.', 'S.A.', 's.c.', 'sp.j.', '', 'sp. k.'];
export const EMAIL_DOMAINS = [
  'gmail.com',
  'wp.pl',
  'onet.pl',
  'o2.pl',
  'interia.pl',
  'firma.pl',
  'poczta.fm',
];

/** ASCII for e-mail addresses: Polish letters to their base letters, spaces to hyphens. */
export function transliterate(text: string): string {
  const from = 'ĄĆĘŁŃÓŚŹŻąćęłńóśźż ';
  const to = 'ACELNOSZZacelnoszz-';
  return [...text].map((char) => to[from.indexOf(char)] ?? char).join('');
}
