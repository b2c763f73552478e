import type { LegalDocument } from '../types.ts';
import { CONTACT_EMAIL, LEGAL_VERSION_DATE } from './constants.ts';

/** /privacy: the privacy policy (the temporary investor's privacy consent refers to it). */
export const privacyDocument: LegalDocument = {
  title: 'Polityka prywatności',
  versionDate: LEGAL_VERSION_DATE,
  intro:
    'Wyjaśniamy tu, jakie dane osobowe zbieramy w serwisie Handlowo, po co, jak długo je przechowujemy i jakie prawa Ci przysługują. Pojęcia pisane wielką literą mają znaczenie nadane im w Regulaminie.',
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
        'Przechowujemy dane, które podajesz w Serwisie:',
        {
          list: [
            'dane konta: imię, nazwisko, adres e-mail i nazwę firmy oraz hasło – wyłącznie w postaci zabezpieczonego skrótu, z którego nie da się go odczytać,',
            'numer telefonu, jeśli podasz go, zakładając konto Inwestora,',
            'odpowiedzi na pytania zadawane po rejestracji: u Freelancera między innymi doświadczenie, specjalizację, dostępność, oczekiwane zarobki, branże, rodzaj sprzedaży, umiejętności i narzędzia; u Inwestora między innymi cele sprzedażowe, etap rozwoju firmy, informacje o dziale sprzedaży i jego adresy e-mail, Twoją rolę w firmie, liczbę pracowników, adres strony internetowej i opis firmy,',
            'informacje dodane do profilu Freelancera, takie jak zdjęcie, opis, doświadczenie zawodowe, wykształcenie, certyfikaty, filmy i portfolio,',
            'dane Zleceń i produktów Inwestora oraz opinie o wykonanych usługach.',
          ],
        },
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
            'dbać o bezpieczeństwo Serwisu oraz ustalać i dochodzić roszczeń lub bronić się przed nimi – na podstawie art. 6 ust. 1 lit. f RODO (nasz prawnie uzasadniony interes),',
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
        'Dane konta i profilu przechowujemy, dopóki konto istnieje. Po usunięciu konta usuwamy je w ciągu 30 dni. Dłużej zachowujemy tylko dane, których wymagają od nas przepisy, albo potrzebne do obrony przed roszczeniami – do czasu ich przedawnienia.',
        'Konto tymczasowe Inwestora, które w ciągu 30 dni od utworzenia nie zostanie zamienione w stałe, usuwamy razem ze wszystkimi wprowadzonymi na nim danymi.',
        'Opinie o wykonanych usługach przechowujemy tak długo, jak istnieje profil Freelancera, którego dotyczą.',
        'Token sesji zapisany w Twojej przeglądarce znika po wylogowaniu.',
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
        `Aby skorzystać z tych praw, napisz na adres ${CONTACT_EMAIL}. Odpowiemy bez zbędnej zwłoki, najpóźniej w ciągu miesiąca. Część danych możesz też poprawić samodzielnie w Serwisie, na przykład na swoim profilu.`,
      ],
    },
    {
      id: 'pamiec-przegladarki',
      heading: 'Pliki cookies i pamięć przeglądarki',
      paragraphs: [
        'Serwis nie używa plików cookies do reklamy ani do śledzenia Twojej aktywności w innych serwisach.',
        'Po zalogowaniu zapisujemy w pamięci lokalnej Twojej przeglądarki (localStorage) token sesji, po którym Serwis rozpoznaje Twoją sesję. Bez niego Serwis nie może działać, dlatego nie prosimy o osobną zgodę na jego zapisanie.',
        'Token jest usuwany po wylogowaniu albo gdy sesja wygaśnie. Możesz go też usunąć samodzielnie, czyszcząc dane strony w ustawieniach przeglądarki – spowoduje to wylogowanie.',
      ],
    },
    {
      id: 'bezpieczenstwo',
      heading: 'Bezpieczeństwo',
      paragraphs: [
        'Chronimy dane środkami technicznymi i organizacyjnymi dobranymi do ryzyka: połączenie z Serwisem jest szyfrowane, hasła przechowujemy wyłącznie w postaci skrótu, a dostęp do danych mają tylko osoby, które go potrzebują w swojej pracy.',
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
