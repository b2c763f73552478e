import { wizardMessages } from '@handlowo/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock.ts';
import { adminQueryKeys } from '../admin-shell/query-keys.ts';
import { AssignFreelancerModal } from './assign-freelancer-modal.tsx';
import { freelancer, order, pageOf, service } from './testing/fixtures.ts';
import { renderModal } from './testing/render-modal.tsx';

const F13 = (page = 0) =>
  `GET /api/admin-panel/freelancers/assignable?page=${page}&size=10&orderActivityId=31`;

const best = freelancer();
const weaker = freelancer({
  id: 8,
  firstName: 'Ola',
  lastName: 'Wiśniewska',
  company: null,
  experienceLevel: 'JUNIOR',
  fit: {
    score: 41,
    reasons: [
      {
        factor: 'ACTIVITY_LEVEL',
        label: 'Deklarowany poziom w usłudze',
        points: 3,
        maxPoints: 15,
        detail: 'Umawianie spotkań: poziom 1 z 5',
      },
    ],
    isNew: true,
    isPreferred: false,
  },
});

const CONFIRM = 'Potwierdź przypisanie freelancera';

function open(current: number | null = null) {
  const onClose = vi.fn();
  const assigned =
    current === null
      ? null
      : { id: current, firstName: 'Jan', lastName: 'Nowak', userAvatar: null };
  const rendered = renderModal(
    <AssignFreelancerModal
      opened
      onClose={onClose}
      investorId={40}
      order={order({ orderStatus: 'VERYFICATION' })}
      service={service({ freelancer: assigned })}
    />,
  );
  return { ...rendered, onClose };
}

describe('AssignFreelancerModal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists freelancers in the server order with the score, its reasons and the profile link', async () => {
    mockFetch({ [F13()]: { json: pageOf([best, weaker]) } });
    const { user } = open(7);

    const dialog = await screen.findByRole('dialog', { name: 'Przypisz freelancera do usługi' });
    expect(within(dialog).getByText('Umawianie spotkań')).toBeInTheDocument();
    const list = await within(dialog).findByRole('list', { name: 'Freelancerzy' });
    // The rows of the list itself (each row's reasons are a list of their own).
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .filter((row) => row.parentElement === list);
    const firstRow = within(first as HTMLElement);
    expect(firstRow.getByRole('img', { name: 'Dopasowanie: 82 na 100' })).toBeInTheDocument();
    expect(firstRow.getByText('Nowak Sprzedaż')).toBeInTheDocument();
    expect(firstRow.getByText('Doświadczenie: 3-5 lat')).toBeInTheDocument();
    expect(firstRow.getByText('Obecny freelancer')).toBeInTheDocument();
    expect(firstRow.queryByRole('button', { name: /^Przypisz/ })).toBeNull();
    expect(firstRow.queryByText('Nowy na platformie')).toBeNull();
    const secondRow = within(second as HTMLElement);
    expect(secondRow.getByRole('img', { name: 'Dopasowanie: 41 na 100' })).toBeInTheDocument();
    // No realised order yet: said beside the name.
    expect(secondRow.getByText('Nowy na platformie')).toBeInTheDocument();
    expect(secondRow.queryByText('Klient prosi o tę samą osobę')).toBeNull();

    const profile = firstRow.getByRole('link', { name: /^Zobacz profil: Jan Nowak/ });
    expect(profile).toHaveAttribute('href', '/freelancer/profile/7');
    expect(profile).toHaveAttribute('target', '_blank');

    // The reasons open from the keyboard and the button says so.
    const toggle = firstRow.getByRole('button', { name: 'Pokaż uzasadnienie: Jan Nowak' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    const opened = firstRow.getByRole('button', { name: 'Ukryj uzasadnienie: Jan Nowak' });
    expect(opened).toHaveAttribute('aria-expanded', 'true');
    const reasons = document.getElementById(opened.getAttribute('aria-controls') ?? '');
    expect(reasons).toHaveTextContent('Deklarowany poziom w usłudze');
    expect(reasons).toHaveTextContent('15 / 15 pkt');
    expect(reasons).toHaveTextContent('Umawianie spotkań: poziom 5 z 5');
    expect(reasons).toHaveTextContent('Obecne obciążenie');
    expect(reasons).toHaveTextContent('3,5 / 5 pkt');
  });

  it("marks the freelancer the client asked for again: 'Klient prosi o tę samą osobę'", async () => {
    const asked = freelancer({
      id: 9,
      firstName: 'Ewa',
      lastName: 'Powrotna',
      fit: { score: 90, reasons: [], isNew: false, isPreferred: true },
    });
    mockFetch({ [F13()]: { json: pageOf([asked, weaker]) } });
    open();

    const list = await screen.findByRole('list', { name: 'Freelancerzy' });
    const [first] = within(list)
      .getAllByRole('listitem')
      .filter((row) => row.parentElement === list);
    expect(within(first as HTMLElement).getByText('Klient prosi o tę samą osobę')).toBeVisible();
    expect(screen.getAllByText('Klient prosi o tę samą osobę')).toHaveLength(1);
  });

  it('searches with F14 for the same service', async () => {
    const requests = mockFetch({
      [F13()]: { json: pageOf([best, weaker]) },
      'GET /api/admin-panel/freelancers/assignable/search/Wi%C5%9Bniew?page=0&size=10&orderActivityId=31':
        { json: pageOf([weaker]) },
    });
    const { user } = open();
    await screen.findByText('Jan Nowak');

    await user.type(screen.getByRole('searchbox', { name: 'Szukaj freelancera' }), 'Wiśniew');

    await waitFor(() => expect(screen.queryByText('Jan Nowak')).toBeNull());
    expect(screen.getByText('Ola Wiśniewska')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.includes('/search/'))).toHaveLength(1);
  });

  it("'Przypisz' asks first: the name, the score and its three weightiest reasons", async () => {
    const requests = mockFetch({ [F13()]: { json: pageOf([best, weaker]) } });
    const { user } = open(8);

    await user.click(await screen.findByRole('button', { name: 'Przypisz Jan Nowak' }));

    const confirm = await screen.findByRole('dialog', { name: CONFIRM });
    expect(confirm).toHaveTextContent('Przypisać Jan Nowak do usługi „Umawianie spotkań”?');
    expect(confirm).toHaveTextContent('Dopasowanie: 82 na 100');
    const reasons = within(confirm).getByRole('list', { name: 'Najważniejsze składniki wyniku' });
    // By points: reviews 22, the level 15, realised orders 8; the load's 3.5 is left out.
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Opinie klientów22 \/ 25 pkt4 opinie, średnia 4,75/),
      expect.stringMatching(/^Deklarowany poziom w usłudze15 \/ 15 pkt/),
      expect.stringMatching(/^Zrealizowane zlecenia8 \/ 10 pkt4 zrealizowane zlecenia$/),
    ]);
    expect(within(confirm).queryByText('Obecne obciążenie')).toBeNull();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it("'Anuluj' in the confirmation assigns nobody and leaves the list open", async () => {
    const requests = mockFetch({ [F13()]: { json: pageOf([best, weaker]) } });
    const { user, onClose } = open();

    await user.click(await screen.findByRole('button', { name: 'Przypisz Ola Wiśniewska' }));
    const confirm = await screen.findByRole('dialog', { name: CONFIRM });
    expect(within(confirm).getByText('Nowy na platformie')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Anuluj' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: CONFIRM })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Przypisz freelancera do usługi' })).toBeVisible();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the confirmation saves F15 for the service, refreshes the orders and closes', async () => {
    const requests = mockFetch({
      [F13()]: { json: pageOf([best, weaker]) },
      'PATCH /api/order-activity/31/freelancer/8': { status: 204 },
    });
    const { user, onClose, queryClient } = open();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await user.click(await screen.findByRole('button', { name: 'Przypisz Ola Wiśniewska' }));
    const confirm = await screen.findByRole('dialog', { name: CONFIRM });
    await user.click(within(confirm).getByRole('button', { name: 'Potwierdź przypisanie' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.url)).toEqual([
      '/api/order-activity/31/freelancer/8',
    ]);
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toContainEqual(adminQueryKeys.investorOrders(40));
    expect(keys).toContainEqual(adminQueryKeys.stats);
  });

  it('shows the refusal of a NEW order in the modal', async () => {
    mockFetch({
      [F13()]: { json: pageOf([best]) },
      'PATCH /api/order-activity/31/freelancer/7': {
        status: 400,
        json: { message: wizardMessages.freelancerBeforeGuardian, code: 'ORDER_NOT_VERIFIED' },
      },
    });
    const { user, onClose } = open();

    await user.click(await screen.findByRole('button', { name: 'Przypisz Jan Nowak' }));
    await user.click(await screen.findByRole('button', { name: 'Potwierdź przypisanie' }));

    expect(await screen.findByRole('alert', { name: 'Nie udało się przypisać' })).toHaveTextContent(
      wizardMessages.freelancerBeforeGuardian,
    );
    // The confirmation closes; the list stays for another choice.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CONFIRM })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
  });

  it("'Pokaż więcej' loads the next page below the first one", async () => {
    const firstPage = Array.from({ length: 10 }, (_, i) =>
      freelancer({ id: 100 + i, firstName: 'Jan', lastName: `Nowak${'a'.repeat(i + 1)}` }),
    );
    const requests = mockFetch({
      [F13(0)]: { json: pageOf(firstPage, 0, 11) },
      [F13(1)]: { json: pageOf([weaker], 1, 11) },
    });
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Pokaż więcej' }));

    expect(await screen.findByText('Ola Wiśniewska')).toBeInTheDocument();
    expect(screen.getByText('Jan Nowaka')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).toBeNull();
    expect(requests.map((r) => r.url)).toEqual([F13(0), F13(1)].map((key) => key.slice(4)));
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly entry: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {}
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    mockFetch({
      [F13(0)]: { json: pageOf([best], 0, 11) },
      [F13(1)]: { json: pageOf([weaker], 1, 11) },
    });
    open();
    await screen.findByText('Jan Nowak');
    expect(screen.queryByText('Ola Wiśniewska')).toBeNull();

    const sentinel = observers.at(-1);
    act(() => {
      sentinel?.callback(
        [{ isIntersecting: true, target: sentinel.target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    });

    expect(await screen.findByText('Ola Wiśniewska')).toBeInTheDocument();
  });
});
