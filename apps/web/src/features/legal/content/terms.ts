import type { LegalDocument } from '../types.ts';
import { CONTACT_EMAIL, LEGAL_VERSION_DATE } from './constants.ts';

/** /terms: the rules of the service (the registration and investor forms link here). */
export const termsDocument: LegalDocument = {
  title: 'Regulamin serwisu Handlowo',
  versionDate: LEGAL_VERSION_DATE,
  intro:
    'Regulamin określa zasady korzystania z serwisu Handlowo: zakładania kont, składania i realizacji Zleceń oraz wystawiania opinii. Przeczytaj go, zanim założysz konto.',
  sections: [
    {
      id: 'postanowienia-ogolne',
      heading: 'Postanowienia ogólne',
      paragraphs: [
        'Handlowo to serwis internetowy, który łączy niezależnych specjalistów od sprzedaży z firmami, które chcą zlecić im pracę sprzedażową.',
        `Operatorem Serwisu jest Handlowo. W sprawach dotyczących Serwisu można pisać na adres ${CONTACT_EMAIL}.`,
        'Korzystanie z Serwisu wymaga akceptacji Regulaminu. Zakładając konto, Użytkownik potwierdza, że zapoznał się z Regulaminem i będzie go przestrzegać.',
        'Zasady przetwarzania danych osobowych opisuje Polityka prywatności, która uzupełnia Regulamin.',
      ],
    },
    {
      id: 'definicje',
      heading: 'Definicje',
      paragraphs: [
        'Pojęcia pisane w Regulaminie wielką literą oznaczają:',
        {
          list: [
            'Serwis – platforma internetowa Handlowo wraz ze wszystkimi jej funkcjami, dostępna przez przeglądarkę.',
            'Użytkownik – każda osoba korzystająca z Serwisu: Freelancer, Inwestor lub Administrator.',
            'Freelancer (Handlowiec) – osoba zajmująca się zawodowo sprzedażą, która założyła w Serwisie konto, aby wykonywać usługi sprzedażowe dla Inwestorów.',
            'Inwestor – firma, która za pośrednictwem Serwisu zamawia usługi sprzedażowe, działająca przez osobę obsługującą jej konto.',
            'Administrator – osoba działająca w imieniu Handlowo, która zarządza Serwisem: prowadzi konta Użytkowników, opiekuje się Zleceniami i przydziela do nich Freelancerów.',
            'Zlecenie – zamówienie Inwestora obejmujące jedną lub kilka usług sprzedażowych (na przykład pozyskiwanie klientów albo umawianie spotkań), każdą z określonym zakresem, datą rozpoczęcia i czasem trwania.',
            'Konto – miejsce w Serwisie, w którym zapisane są dane i ustawienia Użytkownika, dostępne po zalogowaniu.',
          ],
        },
      ],
    },
    {
      id: 'konta',
      heading: 'Konta i rejestracja',
      paragraphs: [
        'Freelancer zakłada konto samodzielnie w formularzu rejestracji: podaje imię, nazwisko, adres e-mail, nazwę firmy i hasło oraz akceptuje Regulamin. Po pierwszym zalogowaniu odpowiada na pytania o swoje doświadczenie, specjalizację, dostępność, oczekiwane zarobki, branże i umiejętności. Na tej podstawie powstaje jego profil.',
        'Inwestor nie wypełnia formularza rejestracji. Zaczyna od strony startowej dla firm, gdzie Serwis zakłada mu konto tymczasowe. Na tym koncie Inwestor może odpowiedzieć na pytania o swoją firmę i potrzeby sprzedażowe albo od razu opisać usługi, których potrzebuje.',
        'Aby zachować wprowadzone informacje, Inwestor zamienia konto tymczasowe w stałe: podaje imię, nazwisko, nazwę firmy, adres e-mail i – jeśli chce – numer telefonu, a także akceptuje Regulamin i Politykę prywatności. Hasło ustawia, korzystając z linku wysłanego na podany adres e-mail.',
        'Konto tymczasowe, które w ciągu 30 dni od utworzenia nie zostanie zamienione w stałe, jest usuwane razem z wprowadzonymi na nim danymi.',
        'Konta Administratorów zakłada Handlowo.',
        'Jeden adres e-mail może należeć tylko do jednego konta. Użytkownik podaje prawdziwe dane i poprawia je, gdy się zmienią.',
        'Użytkownik nie zdradza nikomu swojego hasła. Zapomniane hasło można zmienić za pomocą linku „Zapomniałeś hasła?” na stronie logowania. Link do ustawienia nowego hasła jest ważny przez ograniczony czas.',
        `Użytkownik może w każdej chwili usunąć konto samodzielnie, w oknie „Moje dane”, albo poprosić o jego usunięcie, pisząc na adres ${CONTACT_EMAIL}. Konto jest usuwane od razu; skutki opisuje Polityka prywatności.`,
      ],
    },
    {
      id: 'obowiazki',
      heading: 'Obowiązki stron',
      paragraphs: [
        'Każdy Użytkownik korzysta z Serwisu zgodnie z prawem, Regulaminem i dobrymi obyczajami. W szczególności:',
        {
          list: [
            'podaje prawdziwe i aktualne informacje o sobie, swojej firmie i swoim doświadczeniu,',
            'nie udostępnia swojego konta innym osobom,',
            'nie zamieszcza treści bezprawnych, obraźliwych ani naruszających prawa innych osób, w tym praw autorskich do zdjęć, filmów i dokumentów dodawanych do profilu,',
            'nie zakłóca działania Serwisu i nie próbuje uzyskać dostępu do cudzych danych.',
          ],
        },
        'Freelancer wykonuje przydzielone mu usługi starannie, w uzgodnionym zakresie i terminie. O przeszkodach w ich wykonaniu od razu informuje opiekuna Zlecenia.',
        'Inwestor rzetelnie opisuje potrzebne usługi, swoje produkty i klientów, do których kierowana jest sprzedaż, oraz przekazuje informacje potrzebne do wykonania Zlecenia.',
        'Handlowo dba o prawidłowe działanie Serwisu, a Administratorzy – o sprawną obsługę Zleceń. Serwis jest stale rozwijany, dlatego niektóre funkcje mogą być oznaczone jako jeszcze niedostępne. Na czas prac technicznych Handlowo może na krótko ograniczyć dostęp do Serwisu.',
        'Jeśli Użytkownik narusza Regulamin, Handlowo może ograniczyć widoczność jego profilu lub zablokować konto. Przed podjęciem takiej decyzji informujemy Użytkownika o jej powodzie.',
      ],
    },
    {
      id: 'zlecenia',
      heading: 'Zlecenia i przydzielanie Freelancerów',
      paragraphs: [
        'Inwestor składa Zlecenie w Serwisie: wybiera etap sprzedaży, którego dotyczy współpraca, oraz usługi, które mają zostać wykonane, a dla każdej z nich podaje zakres, datę rozpoczęcia i czas trwania (1, 2, 3 lub 6 miesięcy). Może też opisać produkty, które mają być sprzedawane.',
        'Nowe Zlecenie ma status „Nowe”. Administrator wyznacza dla niego opiekuna – Administratora, który kontaktuje się z Inwestorem i czuwa nad realizacją Zlecenia. Od tej chwili Zlecenie ma status „Weryfikacja”.',
        'Administratorzy przydzielają do każdej usługi Freelancera, biorąc pod uwagę jego doświadczenie, specjalizację, branże, umiejętności i dostępność. Gdy każda usługa ma przydzielonego Freelancera, Zlecenie otrzymuje status „Aktywne”, a po wykonaniu wszystkich usług – „Zrealizowane”.',
        'Inwestorzy i Freelancerzy nie wybierają się nawzajem samodzielnie – o przydziale decydują Administratorzy. Freelancer, który nie może wykonać przydzielonej usługi, zgłasza to opiekunowi Zlecenia, a Administrator przydziela do niej inną osobę.',
        'Wynagrodzenie i sposób rozliczeń strony ustalają z udziałem opiekuna Zlecenia przed rozpoczęciem pracy. Płatności w Serwisie są w przygotowaniu.',
      ],
    },
    {
      id: 'opinie',
      heading: 'Opinie',
      paragraphs: [
        'Po wykonaniu usługi Administrator może wystawić Freelancerowi opinię, uwzględniając uwagi Inwestora. Opinia składa się z ocen od 1 do 5 w czterech kategoriach i krótkiego komentarza (do 250 znaków).',
        'Opinie są widoczne na profilu Freelancera razem z imieniem i nazwiskiem autora oraz datą wystawienia. Na ich podstawie Serwis oblicza średnią ocenę Freelancera.',
        `Opinia musi być rzetelna i dotyczyć wyłącznie wykonanej usługi. Freelancer, który uważa opinię za nieprawdziwą lub krzywdzącą, może to zgłosić na adres ${CONTACT_EMAIL}. Zgłoszenie rozpatrujemy w ciągu 14 dni.`,
      ],
    },
    {
      id: 'dane-osobowe',
      heading: 'Dane osobowe',
      paragraphs: [
        'Handlowo przetwarza dane osobowe Użytkowników, aby prowadzić ich konta, realizować Zlecenia i kontaktować się z nimi w tych sprawach.',
        'Jakie dane przechowujemy, jak długo, komu je przekazujemy i jakie prawa przysługują Użytkownikom na podstawie RODO – opisuje Polityka prywatności, dostępna w stopce każdej strony Serwisu.',
      ],
    },
    {
      id: 'pamiec-przegladarki',
      heading: 'Pliki cookies i pamięć przeglądarki',
      paragraphs: [
        'Serwis nie używa plików cookies do reklamy ani do śledzenia Użytkowników w innych serwisach.',
        'Po zalogowaniu Serwis zapisuje w pamięci lokalnej przeglądarki (localStorage) token sesji – ciąg znaków, po którym rozpoznaje zalogowanego Użytkownika. Bez niego Serwis nie może działać. Token jest usuwany po wylogowaniu albo gdy sesja wygaśnie.',
        'Na komputerze, z którego korzysta kilka osób, należy się wylogować po skończonej pracy. Dane zapisane przez Serwis można też usunąć w ustawieniach przeglądarki – spowoduje to wylogowanie.',
      ],
    },
    {
      id: 'zmiany-regulaminu',
      heading: 'Zmiany Regulaminu',
      paragraphs: [
        'Handlowo może zmienić Regulamin z ważnych powodów, na przykład gdy zmienią się przepisy, funkcje Serwisu lub zasady realizacji Zleceń.',
        'O zmianach informujemy Użytkowników e-mailem lub komunikatem w Serwisie co najmniej 14 dni przed ich wejściem w życie. Użytkownik, który nie akceptuje zmian, może przed tym terminem usunąć konto.',
        'Na tej stronie zawsze podajemy datę obowiązującej wersji Regulaminu.',
      ],
    },
    {
      id: 'postanowienia-koncowe',
      heading: 'Postanowienia końcowe',
      paragraphs: [
        `Regulamin obowiązuje od ${LEGAL_VERSION_DATE} r.`,
        `Reklamacje dotyczące działania Serwisu można zgłaszać na adres ${CONTACT_EMAIL}. Odpowiadamy w ciągu 14 dni od otrzymania zgłoszenia.`,
        'W sprawach, których Regulamin nie reguluje, stosuje się przepisy prawa polskiego, w szczególności Kodeksu cywilnego, ustawy o świadczeniu usług drogą elektroniczną oraz RODO.',
        'Spory staramy się rozwiązywać polubownie. Jeśli to się nie uda, rozstrzyga je sąd właściwy według przepisów prawa polskiego.',
      ],
    },
  ],
};
