import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockResponse, mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';

// The first render loads the lazy route modules, which takes a while on a cold worker.
configure({ asyncUtilTimeout: 3000 });

const SEND_EMAIL = 'POST /api/set-password/send-email';

async function submitEmail(user: ReturnType<typeof renderRoute>['user'], email: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Zresetuj hasło' }));
}

describe('/reset-password', () => {
  it('validates the e-mail on change with the contract messages', async () => {
    const { user } = renderRoute('/reset-password');
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'jan@');
    expect(await screen.findByText('Podaj poprawny adres email')).toBeInTheDocument();
    await user.clear(email);
    expect(await screen.findByText('Podaj email')).toBeInTheDocument();
    expect(screen.queryByText('Podaj poprawny adres email')).not.toBeInTheDocument();
  });

  it('does not send an invalid address', async () => {
    const requests = mockFetch({});
    const { user } = renderRoute('/reset-password');
    await user.click(await screen.findByRole('button', { name: 'Zresetuj hasło' }));
    expect(await screen.findByText('Podaj email')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends {email} and shows the success text', async () => {
    const requests = mockFetch({ [SEND_EMAIL]: { status: 200 } });
    const { user } = renderRoute('/reset-password');
    await submitEmail(user, 'jan@firma.pl');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Jeśli konto o tym adresie istnieje, wysłaliśmy na nie link do ustawienia hasła',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(requests[0]?.body))).toEqual({ email: 'jan@firma.pl' });
  });

  it('still shows "Użytkownik nie istnieje" for 404 "User not found" from an older server', async () => {
    mockFetch({ [SEND_EMAIL]: { status: 404, json: { message: 'User not found' } } });
    const { user } = renderRoute('/reset-password');
    await submitEmail(user, 'nikt@firma.pl');
    expect(await screen.findByRole('alert')).toHaveTextContent('Użytkownik nie istnieje');
    expect(screen.queryByText(/wysłaliśmy na nie link/)).not.toBeInTheDocument();
  });

  it('labels the button "Ładowanie" and disables the form while sending', async () => {
    let answer: (response: MockResponse) => void = () => {};
    mockFetch({
      [SEND_EMAIL]: () =>
        new Promise<MockResponse>((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderRoute('/reset-password');
    await submitEmail(user, 'jan@firma.pl');
    const button = await screen.findByRole('button', { name: 'Ładowanie' });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Zresetuj hasło' })).not.toBeInTheDocument();

    answer({ status: 200 });
    expect(await screen.findByRole('button', { name: 'Zresetuj hasło' })).toBeEnabled();
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });

  it('links back to /login and offers registration in the top bar', async () => {
    renderRoute('/reset-password');
    expect(await screen.findByRole('link', { name: 'Wróć do logowania' })).toHaveAttribute(
      'href',
      '/login',
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Załóż konto' })).toHaveAttribute(
      'href',
      '/registration',
    );
  });
});
