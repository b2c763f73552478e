import { accountMessages } from '@handlowo/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToken } from '@/lib/token.ts';
import { fakeToken, mockFetch } from '@/testing/fetch-mock.ts';
import { openMyDataModal } from '../open-modals.tsx';
import { renderWithManagers } from '../testing/render-managers.tsx';

// The bodies are lazy modules: the first render of each waits for its import.
configure({ asyncUtilTimeout: 4000 });

const me = {
  id: 7,
  email: 'anna@handlowo.test',
  firstName: 'Anna',
  lastName: 'Nowak',
  company: 'Handel',
  phone: null,
  isOnboardingPassed: true,
};

function openAsFreelancer(routes: Parameters<typeof mockFetch>[0] = {}) {
  window.localStorage.setItem('token', fakeToken(['FREELANCER']));
  const requests = mockFetch({ 'GET /api/freelancer/me': { json: me }, ...routes });
  const onDeleted = vi.fn();
  const rendered = renderWithManagers(() => openMyDataModal({ onDeleted }));
  return { ...rendered, requests, onDeleted };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });

describe("'Moje dane'", () => {
  it('explains the export by role and links to the privacy policy in a new tab', async () => {
    openAsFreelancer();
    const myData = await dialog('Moje dane');
    expect(
      await within(myData).findByText(
        /usługi, do których Cię przypisano, opinie o Twojej pracy i napisane przez Ciebie wiadomości/,
      ),
    ).toBeVisible();
    expect(within(myData).getByText(/^„dane.json” – wszystkie dane/)).toBeVisible();
    const privacy = within(myData).getByRole('link', { name: /^Polityka prywatności/ });
    expect(privacy).toHaveAttribute('href', '/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
  });

  it("downloads the ZIP under the server's name with the bearer token", async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:dane', revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    window.localStorage.setItem('token', fakeToken(['FREELANCER']));
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === '/api/freelancer/me'
        ? Response.json(me)
        : new Response('PK', {
            headers: {
              'Content-Type': 'application/zip',
              'Content-Disposition': 'attachment; filename="handlowo-dane-7-2026-11-24.zip"',
            },
          }),
    );
    const { user } = renderWithManagers(() => openMyDataModal({ onDeleted: vi.fn() }));
    const myData = await dialog('Moje dane');
    await user.click(await within(myData).findByRole('button', { name: 'Pobierz moje dane' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'handlowo-dane-7-2026-11-24.zip',
    );
    const exportCall = fetch.mock.calls.find(([url]) => url === '/api/account/export');
    expect(new Headers(exportCall?.[1]?.headers).get('Authorization')).toMatch(/^Bearer /);
  });

  it('shows a notification when the download fails', async () => {
    const { user } = openAsFreelancer({ 'GET /api/account/export': { status: 503, json: {} } });
    const myData = await dialog('Moje dane');
    await user.click(await within(myData).findByRole('button', { name: 'Pobierz moje dane' }));
    expect(await screen.findByText('Nie udało się pobrać danych')).toBeVisible();
    expect(screen.getByText('Wystąpił błąd serwera. Spróbuj później')).toBeVisible();
  });
});

describe("'Usuń konto' above 'Moje dane'", () => {
  async function deletionDialog(routes: Parameters<typeof mockFetch>[0] = {}) {
    const rendered = openAsFreelancer(routes);
    const myData = await dialog('Moje dane');
    await rendered.user.click(await within(myData).findByRole('button', { name: 'Usuń konto' }));
    const deletion = await dialog('Usuń konto');
    await within(deletion).findByLabelText(/^Hasło/);
    return { ...rendered, deletion };
  }

  it('stacks on the first dialog, says what goes and what stays, and asks for the password', async () => {
    const { user, deletion, requests } = await deletionDialog();
    // Both dialogs are open: the stacked one above 'Moje dane'.
    expect(screen.getByRole('dialog', { name: 'Moje dane' })).toBeInTheDocument();
    expect(within(deletion).getByText(/cały profil: odpowiedzi z ankiety/)).toBeVisible();
    expect(within(deletion).getByText(/będzie przy nich „Konto usunięte”/)).toBeVisible();

    await user.click(within(deletion).getByRole('button', { name: 'Usuń konto na zawsze' }));
    expect(await within(deletion).findByText('Podaj hasło')).toBeVisible();
    expect(requests.some((r) => r.url === '/api/account/deletion')).toBe(false);
  });

  it('shows a wrong password at the field', async () => {
    const { user, deletion, requests } = await deletionDialog({
      'POST /api/account/deletion': {
        status: 400,
        json: { message: accountMessages.passwordWrong },
      },
    });
    await user.type(within(deletion).getByLabelText(/^Hasło/), 'zle-haslo');
    await user.click(within(deletion).getByRole('button', { name: 'Usuń konto na zawsze' }));
    const field = within(deletion).getByLabelText(/^Hasło/);
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Hasło jest niepoprawne/));
    const sent = requests.find((r) => r.url === '/api/account/deletion');
    expect(JSON.parse(String(sent?.body))).toEqual({ password: 'zle-haslo' });
  });

  it("shows the server's own sentence for the active-service block", async () => {
    const { user, deletion, onDeleted } = await deletionDialog({
      'POST /api/account/deletion': {
        status: 400,
        json: { message: accountMessages.activeService },
      },
    });
    await user.type(within(deletion).getByLabelText(/^Hasło/), 'Haslo-e2e1!');
    await user.click(within(deletion).getByRole('button', { name: 'Usuń konto na zawsze' }));
    expect(await within(deletion).findByRole('alert')).toHaveTextContent(
      accountMessages.activeService,
    );
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('on 204 closes every dialog, ends the session and says so', async () => {
    const { user, deletion, onDeleted } = await deletionDialog({
      'POST /api/account/deletion': { status: 204 },
    });
    await user.type(within(deletion).getByLabelText(/^Hasło/), 'Haslo-e2e1!');
    await user.click(within(deletion).getByRole('button', { name: 'Usuń konto na zawsze' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(
      await screen.findByText(
        'Twoje konto zostało usunięte. Potwierdzenie wysłaliśmy na Twój adres e-mail.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when the session ends elsewhere', async () => {
    openAsFreelancer();
    await dialog('Moje dane');
    window.localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getToken()).toBeNull();
  });
});
