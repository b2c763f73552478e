import { PASSWORD_SPECIALS, passwordHint, registrationMessages } from '@handlowo/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';

describe('/registration', () => {
  it('shows a field message only once the field was touched', async () => {
    const { user } = renderRoute('/registration');
    const firstName = await screen.findByLabelText('Imię');
    await user.type(firstName, 'j');
    expect(screen.queryByText(/Imię musi zaczynać się wielką literą/)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(/Imię musi zaczynać się wielką literą/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Powtórz hasło'));
    await user.tab();
    expect(await screen.findByText('Potwierdź hasło')).toBeInTheDocument();
    expect(screen.queryByText('Podaj email')).not.toBeInTheDocument();
  });

  // Issue 28: the rules were a surprise at the first failure, their special characters unnamed.
  it('states the password rules and the accepted special characters before any failure', async () => {
    renderRoute('/registration');
    // The route's chunk loads first: slow on a loaded machine.
    const password = await screen.findByLabelText('Hasło', {}, { timeout: 10_000 });
    expect(password).toHaveAccessibleDescription(passwordHint);
    const hint = screen.getByText(passwordHint);
    expect(hint).toBeVisible();
    for (const c of PASSWORD_SPECIALS) expect(hint).toHaveTextContent(c);
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('choosing "Inwestor" goes to the investor start', async () => {
    const { user, router } = renderRoute('/registration');
    await user.click(await screen.findByText('Inwestor'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/investor/start'));
    expect(
      await screen.findByRole('heading', { name: 'Czy potrzebujesz pomocy w wyborze usługi?' }),
    ).toBeInTheDocument();
  });

  async function fillIn(user: ReturnType<typeof renderRoute>['user']) {
    await user.type(await screen.findByLabelText('Imię'), 'Jan');
    await user.type(screen.getByLabelText('Nazwisko'), 'Nowak-Kowalski');
    await user.type(screen.getByLabelText('Email'), 'jan@firma.pl');
    await user.type(screen.getByLabelText('Firma'), 'Firma');
    await user.type(screen.getByLabelText('Hasło'), 'Haslo123!');
    await user.type(screen.getByLabelText('Powtórz hasło'), 'Haslo123!');
    await user.click(screen.getByRole('checkbox'));
  }

  it('registers, shows the success text and goes to /login', async () => {
    const requests = mockFetch({
      'POST /api/auth/register/freelancer': {
        status: 201,
        json: {
          id: 1,
          email: 'jan@firma.pl',
          firstName: 'Jan',
          lastName: 'Nowak-Kowalski',
          company: 'Firma',
        },
      },
    });
    const { user, router } = renderRoute('/registration');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(
      await screen.findByText(
        'Użytkownik został zarejestrowany. Za chwilę przekierujemy Cię na stronę logowania.',
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(String(requests[0]?.body))).toMatchObject({
      email: 'jan@firma.pl',
      terms: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 2500 });
  });

  it('shows a server error in a banner', async () => {
    mockFetch({
      'POST /api/auth/register/freelancer': { status: 409, json: { message: 'Email taken' } },
    });
    const { user } = renderRoute('/registration');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Użytkownik z takim adresem email już istnieje',
    );
  });

  it("shows the per-address limit's own text (429, issue 24), not 'unknown error'", async () => {
    mockFetch({
      'POST /api/auth/register/freelancer': {
        status: 429,
        json: { message: registrationMessages.limit, code: 'REGISTRATION_LIMIT' },
      },
    });
    const { user } = renderRoute('/registration');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Z tego adresu sieciowego założono w ostatniej godzinie zbyt wiele kont',
    );
  });
});
