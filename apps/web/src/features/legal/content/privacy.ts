import type { LegalDocument } from '../types.ts';
import { CONTACT_EMAIL, LEGAL_VERSION_DATE } from './constants.ts';

/**
 * /privacy: the privacy policy (the temporary investor's privacy consent refers to it). What it
 * says is stored and deleted must match the server (the data export's shape in the contract's
 * account/data-export.ts, account deletion, login throttling of ADR 006): change them together.
 */
export const privacyDocument: LegalDocument = {
  title: 'Polityka prywatności',
  versionDate: LEGAL_VERSION_DATE,
  intro:
    'Wyjaśniamy tu, jakie dane osobowe zbieramy w serwisie Handlowo, po co, jak długo je przechowujemy, jakie prawa Ci przysługują i jak z nich skorzystać w Serwisie. Pojęcia pisane wielką literą mają znaczenie nadane im w Regulaminie.',
  sections: [
    {
      id: 'administrator-danych',
      heading: 'Kto odpowiada za Twoje dane',
      paragraphs: [
        'Administratorem Twoich danych osobowych w rozumieniu RODO jest Handlowo, operator Serwisu.',
        `We wszystkich sprawach dotyczących danych osobowych możesz do nas pisać na adres ${CONTACT_EMAIL}.`,
        'Administratorzy Serwisu, o których mowa w Regulaminie, to osoby działające w imieniu Handlowo. Mają dostęp do danych Użytkowników w zakresie potrzebnym do obsługi kont i Zleceń.',
      ],
    },
    {
      id: 'zakres-danych',
      heading: 'Jakie dane przechowujemy',
      paragraphs: [
        'Przechowujemy tylko dane, które podajesz w Serwisie, oraz te, które powstają, gdy z niego korzystasz:',
        {
          list: [
            'dane konta: imię, nazwisko, adres e-mail, nazwę firmy, numer telefonu (jeśli go podasz), rolę w Serwisie, daty założenia i ostatniej zmiany konta oraz hasło – wyłącznie w postaci zabezpieczonego skrótu, z którego nie da się go odczytać,',
            'u Freelancera: odpowiedzi na pytania zadawane po rejestracji (doświadczenie, specjalizacja, dni i godziny pracy, oczekiwane zarobki, branże, sektory, rodzaj sprzedaży i narzędzia) oraz sekcje profilu – opis, główną pasję, lokalizację i obszar działania, usługi wraz z poziomem, języki, certyfikaty i licencje, doświadczenie zawodowe, wykształcenie, ustawienia widoczności profilu i pliki: zdjęcie profilowe, zdjęcie w tle, zdjęcia w portfolio, filmy i film w sekcji „O mnie”,',
            'u Inwestora: odpowiedzi na pytania o firmę (cele sprzedażowe, etap rozwoju firmy, informacje o dziale sprzedaży i jego adresy e-mail, strategię wejścia na rynek, rodzaj działalności, Twoją rolę w firmie, liczbę pracowników, adres strony internetowej i opis firmy), daty akceptacji Regulaminu i Polityki prywatności, Zlecenia z ich usługami (zakres, ilość, okres, termin, opis, przypisany Freelancer i ocena usługi) oraz produkty (nazwa, branża, opis, lokalizacja, sektory, wielkość firm i osoby decyzyjne po stronie klientów),',
            'u Administratora: zdjęcie profilowe i informację, których Zleceń jest opiekunem,',
            'wiadomości w rozmowach o Zleceniach: treść, załączone pliki, autora, datę wysłania i zmiany, stan przeczytania rozmowy (do której wiadomości ją przeczytano), oraz – przy wiadomościach ukrytych przez zespół Handlowo – kto i kiedy je ukrył,',
            'opinie o wykonanych usługach: treść, oceny w poszczególnych kategoriach, imię i nazwisko autora z chwili wystawienia opinii, Freelancera, którego dotyczą, i usługę, za którą je wystawiono,',
            'linki do ustawienia hasła wysyłane e-mailem: kiedy wysłaliśmy link, do kiedy jest ważny (godzinę przy zmianie hasła, dobę przy aktywacji konta, 72 godziny przy zaproszeniu Administratora) i czy został użyty – samego linku nie przechowujemy, tylko jego skrót,',
            'liczniki prób logowania, które chronią konta przed zgadywaniem haseł: adres e-mail, na który ktoś próbował się zalogować, adres IP, z którego przyszła próba (dla adresów IPv6 – ich sieć /64), i liczbę nieudanych prób – przez 15 minut; po udanym logowaniu zapamiętujemy adres e-mail i adres IP, z którego zalogowano się na konto, przez 30 dni, aby nie blokować logowania z tego adresu,',
            'liczniki próśb o link do zmiany hasła: adres e-mail i liczbę próśb – przez godzinę.',
          ],
        },
        'W pamięci Twojej przeglądarki zapisujemy też token sesji, który opisujemy w § 9.',
        'Nie potrzebujemy danych szczególnie chronionych, na przykład o zdrowiu czy poglądach. Prosimy, nie umieszczaj ich w Serwisie.',
      ],
    },
    {
      id: 'cele',
      heading: 'Po co przetwarzamy dane',
      paragraphs: [
        'Przetwarzamy dane, aby:',
        {
          list: [
            'założyć i prowadzić Twoje konto oraz świadczyć usługi Serwisu opisane w Regulaminie – na podstawie art. 6 ust. 1 lit. b RODO (wykonanie umowy),',
            'dobierać Freelancerów do Zleceń i przekazywać Inwestorowi informacje o przydzielonym Freelancerze – na tej samej podstawie,',
            'kontaktować się z Tobą w sprawie konta i Zleceń, w tym wysłać link do ustawienia hasła – na tej samej podstawie,',
            'dbać o bezpieczeństwo Serwisu, w tym chronić konta przed zgadywaniem haseł, oraz ustalać i dochodzić roszczeń lub bronić się przed nimi – na podstawie art. 6 ust. 1 lit. f RODO (nasz prawnie uzasadniony interes),',
            'wypełniać obowiązki nałożone na nas przez przepisy, na przykład podatkowe i rachunkowe – na podstawie art. 6 ust. 1 lit. c RODO.',
          ],
        },
        'Podanie danych jest dobrowolne, ale bez danych konta nie można założyć konta ani korzystać z Serwisu.',
        'Nie podejmujemy wobec Ciebie decyzji wyłącznie automatycznie: o przydziale Freelancerów do Zleceń decydują Administratorzy.',
      ],
    },
    {
      id: 'odbiorcy',
      heading: 'Komu przekazujemy dane',
      paragraphs: [
        'Twoje dane widzą Administratorzy Serwisu. Inwestor otrzymuje dane Freelancera przydzielonego do jego Zlecenia (imię, nazwisko, zdjęcie i informacje z profilu) w zakresie potrzebnym do współpracy. Freelancer otrzymuje od opiekuna Zlecenia informacje o Zleceniu i Inwestorze, których potrzebuje do wykonania usługi.',
        'Dane mogą przetwarzać w naszym imieniu dostawcy usług technicznych, na przykład serwerów i wysyłki e-maili, na podstawie umów powierzenia przetwarzania danych. Nie sprzedajemy danych i nie przekazujemy ich nikomu w celach marketingowych.',
        'Jeśli dane miałyby trafić poza Europejski Obszar Gospodarczy, stanie się to tylko z zabezpieczeniami, których wymaga RODO.',
      ],
    },
    {
      id: 'okres-przechowywania',
      heading: 'Jak długo przechowujemy dane',
      paragraphs: [
        'Dane konta, profilu, Zleceń i produktów oraz historię linków do ustawienia hasła przechowujemy, dopóki konto istnieje. Gdy usuniesz konto albo na Twoją prośbę usunie je Administrator, usuwamy te dane od razu, razem z plikami. Zostają tylko zrealizowane Zlecenia i wystawione opinie, które zamiast Twojego imienia i nazwiska pokazują „Konto usunięte” (§ 8).',
        'Konto tymczasowe Inwestora, które w ciągu 30 dni od utworzenia nie zostanie zamienione w stałe, usuwamy automatycznie razem ze wszystkimi wprowadzonymi na nim danymi: odpowiedziami na pytania, Zleceniem z usługami, produktami i plikami.',
        'Opinie o wykonanych usługach przechowujemy tak długo, jak istnieje profil Freelancera, którego dotyczą.',
        'Liczniki prób logowania i próśb o link do zmiany hasła wygasają po czasie podanym w § 2, a potem je usuwamy.',
      ],
    },
    {
      id: 'prawa',
      heading: 'Twoje prawa',
      paragraphs: [
        'Na podstawie RODO masz prawo do:',
        {
          list: [
            'dostępu do swoich danych i otrzymania ich kopii,',
            'sprostowania danych, które są nieprawidłowe lub niepełne,',
            'usunięcia danych,',
            'ograniczenia przetwarzania,',
            'przeniesienia danych, czyli otrzymania ich w powszechnie używanym formacie elektronicznym,',
            'sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie,',
            'wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych, jeśli uważasz, że przetwarzamy Twoje dane niezgodnie z prawem.',
          ],
        },
        'Kopię swoich danych pobierzesz, a konto usuniesz samodzielnie w Serwisie, w oknie „Moje dane” (§ 7 i § 8). Większość danych poprawisz samodzielnie, na przykład na swoim profilu.',
        `W pozostałych sprawach, a także gdy nie możesz się zalogować, napisz na adres ${CONTACT_EMAIL} z adresu e-mail swojego konta. Na Twoją prośbę Administrator przygotuje kopię Twoich danych albo usunie Twoje konto. Odpowiemy bez zbędnej zwłoki, najpóźniej w ciągu miesiąca.`,
      ],
    },
    {
      id: 'pobranie-danych',
      heading: 'Jak pobrać swoje dane',
      paragraphs: [
        'Po zalogowaniu otwórz menu użytkownika w prawym górnym rogu i wybierz „Moje dane”, a potem „Pobierz moje dane”. Inwestor znajdzie „Moje dane” w nawigacji na górnym pasku (na telefonie – w menu inwestora).',
        'Od razu otrzymasz plik ZIP o nazwie „handlowo-dane-[numer konta]-[data].zip”, a w nim:',
        {
          list: [
            '„dane.json” – wszystkie dane z § 2, które dotyczą Twojego konta, w formacie JSON, który odczyta każdy program do danych,',
            'folder „media” – Twoje zdjęcia i filmy w takiej postaci, w jakiej je przechowujemy: zdjęcie profilowe, zdjęcie w tle, zdjęcia z portfolio i filmy; „dane.json” podaje przy każdym zdjęciu i filmie nazwę jego pliku.',
          ],
        },
        'Plik „dane.json” ma stałą budowę (format „handlowo-data-export”, wersja 1). Zawiera pola:',
        {
          list: [
            '„format”, „version” i „exportedAt” – rodzaj i wersję pliku oraz chwilę jego przygotowania,',
            '„account” – dane konta (bez hasła, tylko informację, czy jest ustawione),',
            '„freelancer” i „investor” – odpowiedzi na pytania i dane profilu Freelancera albo firmy Inwestora (puste, jeśli nie dotyczą Twojej roli),',
            '„pictures” i „videos” – zdjęcia i filmy z opisami oraz ścieżką pliku w folderze „media”,',
            '„certificates”, „workExperiences” i „educations” – certyfikaty, doświadczenie zawodowe i wykształcenie z profilu Freelancera,',
            '„orders” i „products” – Zlecenia Inwestora z usługami oraz jego produkty,',
            '„assignedServices” – usługi, do których przypisano Freelancera,',
            '„guardedOrders” – Zlecenia, których opiekunem jest Administrator,',
            '„reviewsReceived” i „reviewsWritten” – opinie o pracy Freelancera oraz opinie wystawione w imieniu Inwestora,',
            '„messages”, „messagesHidden”, „conversationMemberships” i „conversationReads” – wiadomości napisane z Twojego konta w rozmowach o Zleceniach (z nazwami załączników), wiadomości ukryte przez Ciebie jako Administratora, Zlecenia, w których rozmowach uczestniczysz jako Freelancer, i stan przeczytania każdej rozmowy,',
            '„passwordLinks” – historię linków do ustawienia hasła (bez samych linków),',
            '„loginAddresses” – adresy IP, z których logowano się na konto w ostatnich 30 dniach, i datę, do której je pamiętamy,',
            '„notifications” i „notificationEmailOptOuts” – powiadomienia z dzwonka (treść, link, czy je przeczytano) oraz rodzaje powiadomień, których nie chcesz dostawać e-mailem.',
          ],
        },
        'Pozycje słowników, na przykład branże, sektory i narzędzia, podajemy z nazwami, więc plik da się czytać bez Serwisu. Inne osoby występują w nim tylko z numerem konta – na przykład Freelancer przypisany do Twojego Zlecenia albo jego opiekun – a usługi, do których przypisano Freelancera, nie zawierają danych Inwestora. Wyjątkiem jest imię i nazwisko autora opinii, widoczne i tak na profilu Freelancera, oraz treść powiadomień, które zachowują zdanie w takiej postaci, w jakiej zostały wyświetlone – z imieniem i nazwiskiem opiekuna lub Freelancera albo nazwą firmy Inwestora.',
      ],
    },
    {
      id: 'usuniecie-konta',
      heading: 'Jak usunąć konto',
      paragraphs: [
        'W oknie „Moje dane” wybierz „Usuń konto”, wpisz swoje hasło i potwierdź przyciskiem „Usuń konto na zawsze”. Konto usuwamy od razu i nie można go przywrócić, dlatego warto najpierw pobrać kopię danych.',
        'Usuwamy:',
        {
          list: [
            'dane konta, hasło, linki do ustawienia hasła i liczniki prób logowania z Twoim adresem e-mail,',
            'u Freelancera – cały profil z odpowiedziami na pytania, zdjęciami, filmami i pozostałymi plikami oraz opinie o jego pracy,',
            'u Inwestora – odpowiedzi na pytania, zgody, produkty oraz Zlecenia, które nie zostały zrealizowane,',
            'u Administratora – zdjęcie profilowe; Zlecenia, których był opiekunem, zostają bez opiekuna.',
          ],
        },
        'Zostają, ale bez Twoich danych:',
        {
          list: [
            'zrealizowane Zlecenia – przy usłudze, którą wykonał usunięty Freelancer, widać „Konto usunięte”, a zrealizowane Zlecenie usuniętego Inwestora zostaje bez jego danych,',
            'opinie wystawione w imieniu usuniętego Inwestora – jako autor widnieje „Konto usunięte”,',
            'wiadomości w rozmowach o Zleceniach, które zostają – jako autor widnieje „Konto usunięte” (wiadomości Administratora podpisuje „Zespół Handlowo”).',
          ],
        },
        'Konta nie usuniesz od razu, gdy:',
        {
          list: [
            'jako Freelancer masz przypisaną aktywną usługę – najpierw poproś Administratora, aby przypisał do niej innego Freelancera,',
            'jesteś ostatnim Administratorem – najpierw zaproś innego Administratora,',
            'po kilku błędnych hasłach Serwis poprosi o chwilę przerwy – spróbuj ponownie za kilka minut.',
          ],
        },
        'Konta tymczasowego Inwestora nie trzeba usuwać: usuwamy je automatycznie po 30 dniach razem z danymi (§ 5).',
        'Po usunięciu konta wyślemy potwierdzenie na jego adres e-mail. Z tego samego adresu możesz później założyć nowe konto – zacznie się ono od zera.',
        `Konto Freelancera lub Inwestora może też usunąć Administrator – na Twoją prośbę wysłaną na adres ${CONTACT_EMAIL} z adresu e-mail konta. Skutki są takie same jak przy usunięciu konta w Serwisie i również potwierdzamy je e-mailem.`,
      ],
    },
    {
      id: 'pamiec-przegladarki',
      heading: 'Pliki cookies i pamięć przeglądarki',
      paragraphs: [
        'Serwis nie używa plików cookies do reklamy ani do śledzenia Twojej aktywności w innych serwisach.',
        'Po zalogowaniu zapisujemy w pamięci lokalnej Twojej przeglądarki (localStorage) token sesji, po którym Serwis rozpoznaje Twoją sesję. Token zawiera tylko numer Twojego konta, Twoją rolę w Serwisie, licznik zmian hasła (po zmianie hasła dawne sesje wygasają) oraz datę wydania i ważności. Bez niego Serwis nie może działać, dlatego nie prosimy o osobną zgodę na jego zapisanie.',
        'Token jest usuwany po wylogowaniu, po usunięciu konta albo gdy sesja wygaśnie. Możesz go też usunąć samodzielnie, czyszcząc dane strony w ustawieniach przeglądarki – spowoduje to wylogowanie.',
      ],
    },
    {
      id: 'bezpieczenstwo',
      heading: 'Bezpieczeństwo',
      paragraphs: [
        'Chronimy dane środkami technicznymi i organizacyjnymi dobranymi do ryzyka: połączenie z Serwisem jest szyfrowane, hasła przechowujemy wyłącznie w postaci skrótu, próby zgadywania haseł blokujemy, a dostęp do danych mają tylko osoby, które go potrzebują w swojej pracy.',
      ],
    },
    {
      id: 'zmiany',
      heading: 'Zmiany Polityki prywatności',
      paragraphs: [
        'Politykę prywatności aktualizujemy, gdy zmieniają się funkcje Serwisu lub przepisy. O istotnych zmianach informujemy e-mailem lub komunikatem w Serwisie.',
        'Aktualna wersja wraz z datą jej wydania jest zawsze dostępna w stopce każdej strony Serwisu.',
      ],
    },
  ],
};
