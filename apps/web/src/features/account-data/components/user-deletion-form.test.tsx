import { accountMessages } from '@handlowo/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminQueryKeys } from '@/features/admin-shell/query-keys.ts';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { openUserDeletionModal } from '../open-modals.tsx';
import { renderWithManagers } from '../testing/render-managers.tsx';
import type { ManagedUser } from '../types.ts';

configure({ asyncUtilTimeout: 4000 });

const jan: ManagedUser = {
  id: 31,
  role: 'FREELANCER',
  firstName: 'Jan',
  lastName: 'Kowalski',
  email: 'jan.kowalski@handlowo.test',
  company: null,
};

async function open(routes: Parameters<typeof mockFetch>[0] = {}, user: ManagedUser = jan) {
  window.localStorage.setItem('token', fakeToken(['ADMIN']));
  const requests = mockFetch(routes);
  const rendered = renderWithManagers(() => openUserDeletionModal(user));
  const dialog = await screen.findByRole('dialog', { name: 'Usuń konto użytkownika' });
  const field = await within(dialog).findByLabelText(
    'Wpisz adres e-mail użytkownika, aby potwierdzić',
  );
  const submit = within(dialog).getByRole('button', { name: 'Usuń konto' });
  return { ...rendered, requests, dialog, field, submit };
}

describe("'Usuń konto użytkownika'", () => {
  it('names the user and keeps the button disabled until the e-mail matches', async () => {
    const { user, dialog, field, submit } = await open();
    expect(within(dialog).getByText('Usuwasz konto freelancera:')).toBeVisible();
    expect(within(dialog).getByText('Jan Kowalski')).toBeVisible();
    expect(within(dialog).getByText('jan.kowalski@handlowo.test')).toBeVisible();
    expect(submit).toBeDisabled();

    await user.type(field, 'jan.kowalski@handlowo');
    expect(submit).toBeDisabled();
    await user.clear(field);
    // Case and surrounding spaces do not matter (the server compares the same way).
    await user.type(field, '  Jan.Kowalski@Handlowo.test ');
    expect(submit).toBeEnabled();
  });

  it('names an investor by the company too', async () => {
    const { dialog } = await open({}, { ...jan, role: 'INVESTOR', company: 'Łódzka Spółdzielnia' });
    expect(within(dialog).getByText('Usuwasz konto inwestora:')).toBeVisible();
    expect(within(dialog).getByText('Jan Kowalski (Łódzka Spółdzielnia)')).toBeVisible();
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    const { user, dialog, field, submit, requests } = await open({
      'POST /api/admin-panel/users/31/deletion': {
        status: 400,
        json: { message: accountMessages.userActiveService },
      },
    });
    await user.type(field, jan.email);
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      accountMessages.userActiveService,
    );
    const sent = requests.find((r) => r.url === '/api/admin-panel/users/31/deletion');
    expect(JSON.parse(String(sent?.body))).toEqual({ email: jan.email });
  });

  it('on 204 refreshes the lists and the counters, closes and says so', async () => {
    const { user, field, submit, queryClient } = await open({
      'POST /api/admin-panel/users/31/deletion': { status: 204 },
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.type(field, jan.email);
    await user.click(submit);
    expect(await screen.findByText('Konto użytkownika zostało usunięte')).toBeVisible();
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        adminQueryKeys.freelancers,
        adminQueryKeys.investors,
        adminQueryKeys.stats,
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
