import { adminMessages } from '@handlowo/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeToken, type MockResponse, mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';
import { NOTHING_TO_SAVE } from '../lib/account-forms.ts';

// The first render loads the lazy route modules, which takes a while on a busy worker.
configure({ asyncUtilTimeout: 4000 });

const me = { id: 1, email: 'ala@handlowo.pl', firstName: 'Ala', lastName: 'Kot', role: 'ADMIN' };
const other = {
  id: 2,
  email: 'ola@handlowo.pl',
  firstName: 'Ola',
  lastName: 'Lis',
  pictureData: null,
};

function renderEditData(extra: Record<string, MockResponse | (() => MockResponse)> = {}) {
  window.localStorage.setItem('token', fakeToken(['ADMIN']));
  const requests = mockFetch({
    'GET /api/admin-panel/me': { json: me },
    'GET /api/admin-panel/stats': { json: { orderCount: 1, investorCount: 2, freelancerCount: 5 } },
    'GET /api/admin/avatar': {},
    'GET /api/admin/avatar?size=small': {},
    'GET /api/admin-panel/admins?page=0&size=10': {
      json: {
        content: [{ ...me, pictureData: null }, other],
        totalPages: 1,
        totalElements: 2,
        page: 0,
        size: 10,
      },
    },
    ...extra,
  });
  const rendered = renderRoute('/admin/edit-data');
  const saves = () =>
    requests.filter((request) => request.method === 'PATCH').map((request) => request.url);
  return { ...rendered, requests, saves };
}

async function form() {
  return screen.findByRole('form', { name: 'Dane konta' });
}

describe('/admin/edit-data', () => {
  it('shows the permissions fixed as Admin and the current data as hints', async () => {
    renderEditData();
    const account = await form();
    expect(within(account).getByLabelText('Uprawnienia')).toHaveValue('Admin');
    expect(within(account).getByLabelText('Uprawnienia')).toBeDisabled();
    expect(within(account).getByLabelText('Imię')).toHaveAttribute('placeholder', 'Ala');
    expect(within(account).getByLabelText('Imię')).toHaveValue('');
  });

  it('asks for something to change when every field is empty', async () => {
    const { user, saves } = renderEditData();
    await form();
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTHING_TO_SAVE);
    expect(saves()).toEqual([]);
  });

  it('sends only the filled data form, then shows the success text and logs out after 2 s', async () => {
    const { user, requests, router } = renderEditData({
      'PATCH /api/admin/primary-data': {},
    });
    const account = await form();
    await user.type(within(account).getByLabelText('Nazwisko'), 'Nowak');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText(adminMessages.editSuccess)).toBeInTheDocument();
    const patches = requests.filter((request) => request.method === 'PATCH');
    expect(patches.map((request) => request.url)).toEqual(['/api/admin/primary-data']);
    expect(JSON.parse(String(patches[0]?.body))).toEqual({ lastName: 'Nowak' });
    // The password form, left empty, was not validated.
    expect(screen.queryByText('Podaj poprzednie hasło')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 4000 });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('validates the password form as soon as any of its fields is filled', async () => {
    const { user, saves } = renderEditData();
    const account = await form();
    await user.type(within(account).getByLabelText('Nowe hasło'), 'Haslo123!');
    await user.type(within(account).getByLabelText('Powtórz nowe hasło'), 'Inne123!x');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Podaj poprzednie hasło')).toBeInTheDocument();
    expect(screen.getByText('Podane hasła nie są zgodne')).toBeInTheDocument();
    // The empty data form stays unvalidated and nothing is sent.
    expect(screen.queryByText('Podaj email')).toBeNull();
    expect(saves()).toEqual([]);
  });

  it('shows a taken e-mail at its field and does not change the password then', async () => {
    const { user, saves } = renderEditData({
      'PATCH /api/admin/primary-data': { status: 409, json: { message: 'Email taken' } },
    });
    const account = await form();
    await user.type(within(account).getByLabelText('Email'), 'zajety@handlowo.pl');
    await user.type(within(account).getByLabelText('Poprzednie hasło'), 'Stare123!');
    await user.type(within(account).getByLabelText('Nowe hasło'), 'Nowe1234!');
    await user.type(within(account).getByLabelText('Powtórz nowe hasło'), 'Nowe1234!');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(
      await screen.findByText('Użytkownik z takim adresem email już istnieje'),
    ).toBeInTheDocument();
    expect(saves()).toEqual(['/api/admin/primary-data']);
    expect(screen.queryByText(adminMessages.editSuccess)).toBeNull();
  });

  it('shows the server’s message at the old password when it is wrong', async () => {
    const { user, saves } = renderEditData({
      'PATCH /api/admin/password': {
        status: 400,
        json: { message: adminMessages.oldPasswordWrong },
      },
    });
    const account = await form();
    await user.type(within(account).getByLabelText('Poprzednie hasło'), 'Zle12345!');
    await user.type(within(account).getByLabelText('Nowe hasło'), 'Nowe1234!');
    await user.type(within(account).getByLabelText('Powtórz nowe hasło'), 'Nowe1234!');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    const old = within(account).getByLabelText('Poprzednie hasło');
    await waitFor(() => expect(old).toHaveAccessibleDescription(adminMessages.oldPasswordWrong));
    expect(saves()).toEqual(['/api/admin/password']);
  });

  it('says to wait at the old password after too many wrong ones (429)', async () => {
    const { user } = renderEditData({
      'PATCH /api/admin/password': {
        status: 429,
        json: { message: adminMessages.passwordThrottled, code: 'PASSWORD_THROTTLED' },
      },
    });
    const account = await form();
    await user.type(within(account).getByLabelText('Poprzednie hasło'), 'Zle12345!');
    await user.type(within(account).getByLabelText('Nowe hasło'), 'Nowe1234!');
    await user.type(within(account).getByLabelText('Powtórz nowe hasło'), 'Nowe1234!');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    const old = within(account).getByLabelText('Poprzednie hasło');
    await waitFor(() => expect(old).toHaveAccessibleDescription(adminMessages.passwordThrottled));
  });

  it('lists the admins with “Usuń” for the others only', async () => {
    renderEditData();
    const list = await screen.findByRole('list', { name: 'Administratorzy' });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('To Ty')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Usuń: Ola Lis' }),
    ).toBeInTheDocument();
  });

  it('shows the server’s message when the last admin cannot be removed', async () => {
    const { user } = renderEditData({
      'DELETE /api/admin-panel/admins/2': {
        status: 400,
        json: { message: adminMessages.lastAdmin },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Usuń: Ola Lis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usuń administratora' });
    expect(within(dialog).getByText(/ola@handlowo\.pl/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(adminMessages.lastAdmin);
  });

  it('invites an admin and shows a taken e-mail at its field', async () => {
    const { user, requests } = renderEditData({
      'POST /api/admin-panel/admins': { status: 409, json: { message: 'taken' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Dodaj administratora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj administratora' });
    await user.type(within(dialog).getByLabelText('Imię'), 'Ewa');
    await user.type(within(dialog).getByLabelText('Nazwisko'), 'Lis');
    await user.type(within(dialog).getByLabelText('Email'), 'ewa@handlowo.pl');
    await user.click(within(dialog).getByRole('button', { name: 'Wyślij zaproszenie' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
        'Użytkownik z takim adresem email już istnieje',
      ),
    );
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({
      firstName: 'Ewa',
      lastName: 'Lis',
      email: 'ewa@handlowo.pl',
    });
  });
});
