import { emailVerificationMessages } from '@handlowo/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { englishScreenReaderTexts } from '@/testing/english-labels.ts';
import { fakeToken, type MockResponse, mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';

describe('/login', () => {
  it('validates on change with the contract messages', async () => {
    const { user } = renderRoute('/login');
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'jan@');
    expect(await screen.findByText('Podaj poprawny adres email')).toBeInTheDocument();
    await user.clear(email);
    expect(await screen.findByText('Podaj email')).toBeInTheDocument();
    const password = screen.getByLabelText('Hasło');
    await user.type(password, 'x');
    await user.clear(password);
    expect(await screen.findByText('Podaj hasło')).toBeInTheDocument();
  });

  it('shows the catalogue text in an error banner when the credentials are wrong', async () => {
    window.localStorage.setItem('token', 'old');
    const requests = mockFetch({
      'POST /api/auth/login': { status: 404, json: { message: 'Invalid credentials' } },
    });
    const { user } = renderRoute('/login');
    await user.type(await screen.findByLabelText('Email'), 'jan@firma.pl');
    await user.type(screen.getByLabelText('Hasło'), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Niepoprawny login lub hasło. Spróbuj ponownie',
    );
    // The old token went before the attempt.
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('stores the token, loads the user and lands by role', async () => {
    const token = fakeToken(['ADMIN']);
    mockFetch({
      'POST /api/auth/login': { json: { token } },
      'GET /api/admin-panel/me': {
        json: { id: 3, email: 'ala@handlowo.pl', firstName: 'Ala', lastName: 'Kot', role: 'ADMIN' },
      },
    });
    const { user, router } = renderRoute('/login');
    await user.type(await screen.findByLabelText('Email'), 'ala@handlowo.pl');
    await user.type(screen.getByLabelText('Hasło'), 'x');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    // The admin's screen is a lazy route module: on a loaded machine it takes over a second.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), { timeout: 5000 });
    expect(window.localStorage.getItem('token')).toBe(token);
    expect(await screen.findByText('ala@handlowo.pl')).toBeInTheDocument();
  });

  it.each([
    // The catalogue's texts: no answer and every 5xx are the server error (docs/copy.md).
    [
      'a 503',
      'Wystąpił błąd serwera. Spróbuj później',
      { status: 503, json: { message: 'Baza', code: 'X' } },
    ],
    ['no answer', 'Wystąpił błąd serwera. Spróbuj później', null],
  ])('drops the new token if "me" still fails after %s', async (_, text, answer) => {
    // Fake timers skip the backoff of the retries of "me"; they still advance with real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = mockFetch({
      'POST /api/auth/login': { json: { token: fakeToken(['FREELANCER']) } },
      'GET /api/freelancer/me': (): MockResponse => {
        if (answer === null) throw new TypeError('Failed to fetch');
        return answer;
      },
    });
    const { user, router } = renderRoute('/login');
    await user.type(await screen.findByLabelText('Email'), 'jan@firma.pl');
    await user.type(screen.getByLabelText('Hasło'), 'x');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(3000);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    // Retried like every "me" call, then the spec's rule: a failed login leaves no token.
    expect(requests.filter(({ url }) => url === '/api/freelancer/me')).toHaveLength(3);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  describe('an account that must confirm its e-mail address first (issue 24)', () => {
    const refused = {
      status: 400,
      json: { message: emailVerificationMessages.notVerified, code: 'EMAIL_NOT_VERIFIED' },
    };

    async function logInUnverified() {
      const { user } = renderRoute('/login');
      await user.type(await screen.findByLabelText('Email'), 'jan@firma.pl');
      await user.type(screen.getByLabelText('Hasło'), 'Haslo123!');
      await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Potwierdź adres e-mail, aby się zalogować',
      );
      // The user is told what to do, not the catalogue's 'unknown error'.
      expect(screen.queryByText('Wystąpił nieznany błąd')).not.toBeInTheDocument();
      return user;
    }

    it("offers 'Wyślij ponownie', which asks for a new link for the address typed", async () => {
      const requests = mockFetch({
        'POST /api/auth/login': refused,
        'POST /api/auth/verification-email': { status: 204 },
      });
      const user = await logInUnverified();
      await user.click(screen.getByRole('button', { name: 'Wyślij ponownie' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Jeśli konto o tym adresie czeka na potwierdzenie, wysłaliśmy na nie nowy link.',
      );
      const resend = requests.filter((r) => r.url === '/api/auth/verification-email');
      expect(resend).toHaveLength(1);
      expect(resend[0]?.method).toBe('POST');
      expect(JSON.parse(String(resend[0]?.body))).toEqual({ email: 'jan@firma.pl' });
      // Sent once; the button is gone, and the login form was not submitted again.
      expect(screen.queryByRole('button', { name: 'Wyślij ponownie' })).not.toBeInTheDocument();
      expect(requests.filter((r) => r.url === '/api/auth/login')).toHaveLength(1);
    });

    it('shows the throttle text when too many links were asked for', async () => {
      mockFetch({
        'POST /api/auth/login': refused,
        'POST /api/auth/verification-email': {
          status: 429,
          json: { message: emailVerificationMessages.resendThrottled, code: 'TOO_MANY_REQUESTS' },
        },
      });
      const user = await logInUnverified();
      await user.click(screen.getByRole('button', { name: 'Wyślij ponownie' }));
      expect(
        await screen.findByText(
          'Zbyt wiele próśb o link potwierdzający. Spróbuj ponownie później.',
        ),
      ).toBeInTheDocument();
    });
  });

  it('names the password toggle in Polish, not Mantine’s Toggle password visibility', async () => {
    const { user } = renderRoute('/login');
    const toggle = await screen.findByRole('button', { name: 'Pokaż hasło' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Hasło')).toHaveAttribute('type', 'text');
    expect(englishScreenReaderTexts(document.body)).toEqual([]);
  });

  it('offers the reset link and disabled social buttons', async () => {
    renderRoute('/login');
    expect(await screen.findByRole('link', { name: 'Zapomniałeś hasła?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('button', { name: 'Google' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Facebook' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Załóż konto' })).toHaveAttribute(
      'href',
      '/registration',
    );
  });
});
