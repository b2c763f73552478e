import { wizardMessages } from '@handlowo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock.ts';
import { adminQueryKeys } from '../admin-shell/query-keys.ts';
import { AssignGuardianModal } from './assign-guardian-modal.tsx';
import { admin, order, pageOf } from './testing/fixtures.ts';
import { renderModal } from './testing/render-modal.tsx';

const F10 = 'GET /api/admin-panel/admins?page=0&size=10';

function open(props: { current?: ReturnType<typeof admin> } = {}) {
  const onClose = vi.fn();
  const rendered = renderModal(
    <AssignGuardianModal
      opened
      onClose={onClose}
      investorId={40}
      order={order({ orderAdminDTO: props.current ?? null })}
    />,
  );
  return { ...rendered, onClose };
}

describe('AssignGuardianModal', () => {
  it('lists the admins with name and e-mail and marks the current guardian', async () => {
    const current = admin({
      id: 1,
      firstName: 'Adam',
      lastName: 'Główny',
      email: 'admin@handlowo.test',
    });
    mockFetch({ [F10]: { json: pageOf([current, admin()]) } });
    open({ current });

    const dialog = await screen.findByRole('dialog', { name: 'Przypisz opiekuna zlecenia' });
    expect(within(dialog).getByText('Zlecenie nr 2')).toBeInTheDocument();
    const list = await within(dialog).findByRole('list', { name: 'Administratorzy' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Adam Główny');
    expect(first).toHaveTextContent('admin@handlowo.test');
    expect(within(first as HTMLElement).getByText('Obecny opiekun')).toBeInTheDocument();
    expect(within(first as HTMLElement).queryByRole('button', { name: /Przypisz/ })).toBeNull();
    expect(second).toHaveTextContent('ewa.kowalska@handlowo.test');
    expect(within(dialog).getByText('Liczba wyników: 2')).toBeInTheDocument();
  });

  it('puts the focus in the search box when it opens (outside phones)', async () => {
    mockFetch({ [F10]: { json: pageOf([admin()]) } });
    open();
    const box = await screen.findByRole('searchbox', { name: 'Szukaj administratora' });
    await waitFor(() => expect(box).toHaveFocus());
  });

  it('searches with F11 after the typing pauses, and back to F10 when cleared', async () => {
    const requests = mockFetch({
      [F10]: { json: pageOf([admin({ id: 1, firstName: 'Adam', lastName: 'Główny' }), admin()]) },
      'GET /api/admin-panel/admins/search/Kowal%C5%9B?page=0&size=10': { json: pageOf([]) },
      'GET /api/admin-panel/admins/search/Kowal?page=0&size=10': { json: pageOf([admin()]) },
    });
    const { user } = open();
    const box = await screen.findByRole('searchbox', { name: 'Szukaj administratora' });
    await screen.findByText('Adam Główny');

    await user.type(box, 'Kowal');
    await waitFor(() => expect(screen.queryByText('Adam Główny')).toBeNull());
    expect(screen.getByText('Ewa Kowalska')).toBeInTheDocument();
    // One request for the word, not one per letter.
    expect(requests.filter((r) => r.url.includes('/search/'))).toHaveLength(1);

    await user.type(box, 'ś');
    expect(await screen.findByText('Brak wyników dla „Kowalś”')).toBeInTheDocument();

    await user.clear(box);
    expect(await screen.findByText('Adam Główny')).toBeInTheDocument();
  });

  it("'Przypisz' saves F12, refreshes the investor's orders and counters, and closes", async () => {
    const requests = mockFetch({
      [F10]: { json: pageOf([admin()]) },
      'PATCH /api/order/11/admin/5': { status: 204 },
    });
    const { user, onClose, queryClient } = open();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await user.click(await screen.findByRole('button', { name: 'Przypisz Ewa Kowalska' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(requests.some((r) => r.method === 'PATCH' && r.url === '/api/order/11/admin/5')).toBe(
      true,
    );
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toContainEqual(adminQueryKeys.investorOrders(40));
    expect(keys).toContainEqual(adminQueryKeys.stats);
    expect(
      await screen.findByText('Opiekunem zlecenia nr 2 jest teraz Ewa Kowalska'),
    ).toBeInTheDocument();
  });

  it('shows a refusal inside the modal and stays open', async () => {
    mockFetch({
      [F10]: { json: pageOf([admin()]) },
      'PATCH /api/order/11/admin/5': {
        status: 404,
        json: { message: wizardMessages.guardianNotFound, code: 'ADMIN_NOT_FOUND' },
      },
    });
    const { user, onClose } = open();

    await user.click(await screen.findByRole('button', { name: 'Przypisz Ewa Kowalska' }));

    const alert = await screen.findByRole('alert', { name: 'Nie udało się przypisać' });
    expect(alert).toHaveTextContent(wizardMessages.guardianNotFound);
    expect(onClose).not.toHaveBeenCalled();
  });
});
