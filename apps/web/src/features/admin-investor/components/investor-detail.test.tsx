import type { Order } from '@handlowo/contract';
import { notifications } from '@mantine/notifications';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminQueryKeys } from '@/features/admin-shell/query-keys.ts';
import { fakeToken, mockFetch, type RecordedRequest } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';
import {
  freelancer,
  guardian,
  investorId,
  order,
  primaryData,
  product,
  service,
} from '../testing/investor-detail-fixtures.ts';

// The first render loads the lazy route modules, which takes a while on a cold worker.
configure({ asyncUtilTimeout: 4000 });

// The assignment modals are another feature's: the detail only has to open them with its props.
vi.mock('@/features/admin-assignment/index.ts', () => ({
  AssignGuardianModal: ({ opened, order }: { opened: boolean; order: Order }) =>
    opened ? (
      <div role="dialog" aria-label={`Opiekun dla zlecenia nr ${order.investorOrderNumber}`} />
    ) : null,
  AssignFreelancerModal: ({ opened, service }: { opened: boolean; service: { name: string } }) =>
    opened ? <div role="dialog" aria-label={`Freelancer dla usługi ${service.name}`} /> : null,
}));

const base = `/api/admin-panel/investors/${investorId}`;

type Answer = { status?: number; json?: unknown };

function setUp({
  investor = primaryData(),
  orders = [order()] as Order[] | (() => Order[]),
  extra = {} as Record<string, Answer | ((request: RecordedRequest) => Answer)>,
} = {}) {
  window.localStorage.setItem('token', fakeToken(['ADMIN']));
  const requests = mockFetch({
    'GET /api/admin-panel/me': {
      json: { id: 1, email: 'ala@handlowo.pl', firstName: 'Ala', lastName: 'Admin' },
    },
    'GET /api/admin-panel/stats': { json: { orderCount: 1, investorCount: 1, freelancerCount: 1 } },
    [`GET ${base}`]: { json: investor },
    [`GET ${base}/products`]: { json: [product] },
    [`GET ${base}/orders`]: () => ({ json: typeof orders === 'function' ? orders() : orders }),
    ...extra,
  });
  const rendered = renderRoute(`/admin/investors/${investorId}`);
  return { ...rendered, requests };
}

const frameHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Łucja Żółkiewska' }, { timeout: 6000 });
const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('the investor detail frame', () => {
  it('shows the data, the links to write and call and the order count in Polish', async () => {
    setUp();
    expect(await frameHeading()).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Szczegóły inwestora – Panel administratora – Handlowo'),
    );
    expect(screen.getByText('Źródło Sp. z o.o.')).toBeVisible();
    expect(screen.getByText('2 zlecenia')).toBeVisible();
    expect(screen.getByText('Na Handlowo od 3 marca 2025')).toBeVisible();
    expect(screen.getByText('lucja@zrodlo.pl')).toBeVisible();
    expect(screen.getByText('+48 600 100 200')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Napisz maila' })).toHaveAttribute(
      'href',
      'mailto:lucja@zrodlo.pl',
    );
    expect(screen.getByRole('link', { name: 'Zadzwoń' })).toHaveAttribute(
      'href',
      'tel:+48600100200',
    );
  });

  it("says 'Brak danych' and 'Brak informacji' and cannot call without a phone", async () => {
    setUp({ investor: primaryData({ company: null, phone: null, ordersAmount: 5 }) });
    await frameHeading();
    expect(screen.getByText('Brak danych')).toBeVisible();
    expect(screen.getByText('Brak informacji')).toBeVisible();
    expect(screen.getByText('5 zleceń')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Zadzwoń' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Zadzwoń' })).toBeDisabled();
  });

  it('goes to /404 for an unknown investor', async () => {
    const { router } = setUp({
      extra: { [`GET ${base}`]: { status: 404, json: { message: 'Nie znaleziono inwestora' } } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'), { timeout: 6000 });
  });
});

describe('the products card', () => {
  it('counts the products and previews one read-only (F8)', async () => {
    const { user } = setUp({
      extra: {
        'GET /api/admin-panel/products/51': { json: { ...product, additionalNotes: 'VIP' } },
      },
    });
    await frameHeading();
    expect(screen.getByText('1 produkt')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /System CRM dla biur rachunkowych/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Podgląd produktu' });
    expect(within(dialog).getByText('Oprogramowanie')).toBeVisible();
    expect(within(dialog).getByText('Chmurowy CRM.')).toBeVisible();
    expect(within(dialog).getByRole('list', { name: 'Sektory' })).toHaveTextContent(
      'Usługi finansowe',
    );
    expect(within(dialog).getByRole('list', { name: 'Wielkość firm' })).toHaveTextContent(
      'Małe firmy (10-49)',
    );
    expect(within(dialog).getByRole('list', { name: 'Persony kupujących' })).toHaveTextContent(
      'Właściciel firmy',
    );
    expect(within(dialog).getByText('Województwo mazowieckie')).toBeVisible();
    expect(await within(dialog).findByText('VIP')).toBeVisible();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });
});

describe('the orders list', () => {
  const four = [
    order({ id: 1, investorOrderNumber: 1, orderStatus: 'NEW' }),
    order({
      id: 2,
      investorOrderNumber: 2,
      orderStatus: 'ACTIVE',
      orderAdminDTO: guardian,
      orderActivities: [service({ freelancer })],
    }),
    order({
      id: 3,
      investorOrderNumber: 12,
      orderStatus: 'ACTIVE',
      orderAdminDTO: guardian,
      orderActivities: [service({ freelancer })],
    }),
    order({ id: 4, investorOrderNumber: 3, orderStatus: 'REALIZED', orderAdminDTO: guardian }),
  ];

  it('has the four status tabs with counters, and the search counts what it finds', async () => {
    const { user } = setUp({ orders: four });
    await frameHeading();
    expect(tab(/^Nowe/)).toHaveAccessibleName('Nowe 1');
    expect(tab(/^Weryfikacja/)).toHaveAccessibleName('Weryfikacja 0');
    expect(tab(/^Aktywne/)).toHaveAccessibleName('Aktywne 2');
    expect(tab(/^Zrealizowane/)).toHaveAccessibleName('Zrealizowane 1');
    expect(tab(/^Nowe/)).toHaveAttribute('aria-selected', 'true');

    await user.click(tab(/^Aktywne/));
    expect(screen.getByRole('heading', { name: 'Zlecenie nr 2' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Zlecenie nr 12' })).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Szukaj po numerze zlecenia' }), '12');
    expect(tab(/^Aktywne/)).toHaveAccessibleName('Aktywne 1');
    expect(tab(/^Nowe/)).toHaveAccessibleName('Nowe 0');
    expect(screen.queryByRole('heading', { name: 'Zlecenie nr 2' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Zlecenie nr 12' })).toBeVisible();
  });

  it('shows the hints of a new order and keeps the freelancer assignment locked', async () => {
    const { user } = setUp({
      orders: [order({ orderActivities: [service(), service({ id: 32, name: 'Cold calling' })] })],
    });
    await frameHeading();
    expect(
      screen.getByText('Żeby zlecenie trafiło do weryfikacji, przypisz opiekuna zlecenia'),
    ).toBeVisible();
    expect(
      screen.getByText('Żeby zlecenie stało się aktywne, przypisz freelancera do każdej usługi'),
    ).toBeVisible();
    expect(screen.getByText('Przypisane usługi: 0 / 2')).toBeVisible();
    const assign = screen.getByRole('button', { name: 'Przypisz freelancera: Cold calling' });
    expect(assign).toBeDisabled();
    expect(assign).toHaveAccessibleDescription(/gdy zlecenie trafi do weryfikacji/);

    await user.click(screen.getByRole('button', { name: 'Przypisz opiekuna: zlecenie nr 1' }));
    expect(await screen.findByRole('dialog', { name: 'Opiekun dla zlecenia nr 1' })).toBeVisible();
  });

  it('in Weryfikacja: the guardian, the counter, a freelancer link and the assignment open', async () => {
    const { user } = setUp({
      orders: [
        order({
          orderStatus: 'VERYFICATION',
          orderAdminDTO: guardian,
          orderActivities: [service({ freelancer }), service({ id: 32, name: 'Cold calling' })],
        }),
      ],
    });
    await frameHeading();
    expect(tab(/^Weryfikacja/)).toHaveAttribute('aria-selected', 'true');
    const card = screen.getByRole('article', { name: 'Zlecenie nr 1' });
    expect(within(card).getByText('Ala Admin')).toBeVisible();
    expect(within(card).getByText('ala@handlowo.pl')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Zmień opiekuna: zlecenie nr 1' })).toBeEnabled();
    expect(screen.getByText('Przypisane usługi: 1 / 2')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Marek Nowak' })).toHaveAttribute(
      'href',
      '/freelancer/profile/90',
    );
    expect(
      screen.getByRole('button', { name: 'Zmień freelancera: Umawianie spotkań' }),
    ).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Przypisz freelancera: Cold calling' }));
    expect(
      await screen.findByRole('dialog', { name: 'Freelancer dla usługi Cold calling' }),
    ).toBeVisible();
  });

  it('shows each service’s answer to its offer: waiting, accepted, declined with the reason', async () => {
    setUp({
      orders: [
        order({
          orderStatus: 'VERYFICATION',
          orderAdminDTO: guardian,
          orderActivities: [
            service({ freelancer, offerState: 'OFFERED' }),
            service({ id: 32, name: 'Cold calling', freelancer, offerState: 'ACCEPTED' }),
            service({
              id: 33,
              name: 'Kwalifikacja leadów',
              offerState: 'DECLINED',
              declineReason: 'Nie mam czasu w marcu',
            }),
          ],
        }),
      ],
    });
    await frameHeading();
    const items = within(screen.getByRole('article', { name: 'Zlecenie nr 1' })).getAllByRole(
      'listitem',
    );
    expect(
      within(items[0] as HTMLElement).getByText('Czeka na akceptację freelancera'),
    ).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText('Zaakceptowane')).toBeVisible();
    const declined = items[2] as HTMLElement;
    expect(within(declined).getByText('Odrzucone: Nie mam czasu w marcu')).toBeVisible();
    expect(within(declined).getByText('Freelancer nie został jeszcze przypisany')).toBeVisible();
    expect(
      within(declined).getByRole('button', { name: 'Przypisz freelancera: Kwalifikacja leadów' }),
    ).toBeEnabled();
    expect(
      screen.getByText('Żeby zlecenie stało się aktywne, przypisz freelancera do każdej usługi'),
    ).toBeVisible();
  });

  it('toasts for 4 s when a refetch shows the order newly active, and follows it to Aktywne', async () => {
    let status: Order['orderStatus'] = 'VERYFICATION';
    const { queryClient } = setUp({
      orders: () => [
        order({
          orderStatus: status,
          orderAdminDTO: guardian,
          orderActivities: [service({ freelancer: status === 'ACTIVE' ? freelancer : null })],
        }),
      ],
    });
    const show = vi.spyOn(notifications, 'show');
    await frameHeading();
    expect(
      screen.queryByText(
        'Po przypisaniu freelancerów do wszystkich usług zlecenie zmieniło status na aktywne',
      ),
    ).toBeNull();
    status = 'ACTIVE';
    await queryClient.invalidateQueries({ queryKey: adminQueryKeys.investorOrders(investorId) });
    expect(
      await screen.findByText(
        'Po przypisaniu freelancerów do wszystkich usług zlecenie zmieniło status na aktywne',
      ),
    ).toBeVisible();
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0]?.[0]).toMatchObject({ color: 'green', autoClose: 4000 });
    expect(tab(/^Aktywne/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Zakończ zlecenie nr 1' })).toBeVisible();
  });

  it("finishes an active order after confirming (G2), then it sits in 'Zrealizowane'", async () => {
    let status: Order['orderStatus'] = 'ACTIVE';
    const { user, requests } = setUp({
      orders: () => [
        order({
          orderStatus: status,
          orderAdminDTO: guardian,
          orderActivities: [service({ freelancer })],
        }),
      ],
      extra: {
        'PATCH /api/admin-panel/orders/11/status': () => {
          status = 'REALIZED';
          return {};
        },
      },
    });
    await frameHeading();
    await user.click(screen.getByRole('button', { name: 'Zakończ zlecenie nr 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zakończ zlecenie' });
    await user.click(within(dialog).getByRole('button', { name: 'Zakończ zlecenie' }));
    await waitFor(() => expect(tab(/^Zrealizowane/)).toHaveAttribute('aria-selected', 'true'));
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(JSON.parse(String(patch?.body))).toEqual({ orderStatus: 'REALIZED' });
    expect(await screen.findByText('Zlecenie nr 1 zostało zakończone')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Oceń zlecenie: Umawianie spotkań' })).toBeVisible();
  });

  it('rates a realised service: the messages, then F16 and the score shown', async () => {
    let rated = false;
    const { user, requests } = setUp({
      orders: () => [
        order({
          orderStatus: 'REALIZED',
          orderAdminDTO: guardian,
          averageScore: rated ? 4.5 : null,
          orderActivities: [service({ freelancer, score: rated ? 4.5 : null })],
        }),
      ],
      extra: {
        [`POST /api/investor/${investorId}/opinions`]: () => {
          rated = true;
          return { status: 201, json: {} };
        },
      },
    });
    await frameHeading();
    expect(screen.getByText('Zlecenie nie zostało jeszcze ocenione')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Oceń zlecenie: Umawianie spotkań' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oceń zlecenie' });
    // Issue 27: the form says how the opinion will be published.
    expect(
      within(dialog).getByText(/„Ocena opiekuna Handlowo na podstawie rozmowy z klientem”/),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz ocenę' }));
    expect(await within(dialog).findAllByText('Musisz podać wartość')).toHaveLength(4);
    expect(within(dialog).getByText('Podaj dodatkowe informacje')).toBeVisible();
    expect(
      within(dialog).getByRole('radiogroup', { name: 'Jakość współpracy i zaangażowanie' }),
    ).toHaveAccessibleDescription('Musisz podać wartość');

    const text = within(dialog).getByRole('textbox', { name: /Dodatkowe informacje/ });
    await user.click(text);
    await user.paste('x'.repeat(251));
    expect(await within(dialog).findByText('Maksymalnie 250 znaków')).toBeVisible();
    expect(within(dialog).getByText('251 / 250')).toBeVisible();
    await user.clear(text);
    await user.paste('Świetna współpraca');

    const scores = [5, 4, 4, 5];
    const labels = [
      'Jakość współpracy i zaangażowanie',
      'Responsywność i kontakt z handlowcem',
      'Efekty współpracy i liczba aktywności',
      'Zadowolenie z wykonanych aktywności',
    ];
    for (const [index, label] of labels.entries()) {
      const stars = scores[index] === 5 ? '5 gwiazdek' : `${scores[index]} gwiazdki`;
      // Mantine's Rating: the arrows preview a star, Enter or Space (or a click on it) chooses.
      within(dialog)
        .getByRole('radio', { name: `${label}: ${stars}` })
        .focus();
      await user.keyboard('{Enter}');
    }
    await waitFor(() => expect(within(dialog).queryByText('Musisz podać wartość')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz ocenę' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Oceń zlecenie' })).toBeNull());
    const post = requests.find((r) => r.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({
      freelancerId: 90,
      orderActivityId: 31,
      text: 'Świetna współpraca',
      categoryOpinions: [
        { category: 'JAKOSC_WSPOLPRACY_I_ZAANGAZOWANIE', score: 5 },
        { category: 'RESPONSYWNOSC_I_KONTAKT_Z_HANDLOWCEM', score: 4 },
        { category: 'EFEKTY_WSPOLPRACY_I_LICZBA_AKTYWNOSCI', score: 4 },
        { category: 'ZADOWOLENIE_Z_WYKONANYCH_AKTYWNOSCI', score: 5 },
      ],
    });
    expect(await screen.findByText('Średnia ocena zlecenia:')).toBeVisible();
    expect(screen.getAllByRole('img', { name: 'Ocena 4,5 na 5' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Oceń zlecenie/ })).toBeNull();
  }, 30_000);

  it("shows 'Konto usunięte' for a realised service whose freelancer deleted the account", async () => {
    setUp({
      orders: [
        order({
          orderStatus: 'REALIZED',
          orderAdminDTO: guardian,
          orderActivities: [
            service({ freelancer: null }),
            service({ id: 32, name: 'Cold calling', freelancer: null, score: 4 }),
          ],
        }),
      ],
    });
    await frameHeading();
    expect(screen.getAllByText('Konto usunięte')).toHaveLength(2);
    expect(screen.queryByText('Freelancer nie został jeszcze przypisany')).toBeNull();
    // Nobody is left to rate or to assign; a score given before stays.
    expect(screen.queryByRole('button', { name: /^Oceń zlecenie/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /freelancera:/ })).toBeNull();
    expect(screen.getByRole('img', { name: 'Ocena 4 na 5' })).toBeVisible();
  });

  it('opens an order’s conversation in place (issue 26)', async () => {
    const { user, requests } = setUp({
      orders: [order({ id: 11, orderStatus: 'VERYFICATION', orderAdminDTO: guardian })],
      extra: {
        'GET /api/orders/11/messages?limit=50': {
          json: {
            order: { id: 11, number: 1, status: 'VERYFICATION', company: 'Firma' },
            canWrite: true,
            items: [],
            hasMore: false,
            readUpTo: null,
            othersReadUpTo: null,
          },
        },
      },
    });
    await frameHeading();
    const toggle = screen.getByRole('button', { name: 'Pokaż rozmowę: zlecenie nr 1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(requests.some((r) => r.url.startsWith('/api/orders/11/messages'))).toBe(false);
    await user.click(toggle);
    expect(
      await screen.findByRole('textbox', { name: 'Treść wiadomości' }, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zwiń rozmowę: zlecenie nr 1' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Otwórz w Wiadomościach' })).toHaveAttribute(
      'href',
      '/messages/11',
    );
  });
});
