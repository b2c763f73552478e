import { configure, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  allAnswers,
  investorData,
  optionLists,
} from '@/features/onboarding/investor/testing/investor-fixtures.ts';
import { fakeToken, mockFetch, type RecordedRequest } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';

// The first render loads the lazy route modules, which takes a while on a cold worker.
configure({ asyncUtilTimeout: 3000 });

const registrations = (requests: RecordedRequest[]) =>
  requests
    .filter((r) => r.method === 'PATCH' && r.url === '/api/register/mock-investor')
    .map((r) => JSON.parse(String(r.body)));

async function fillRequired(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(await screen.findByLabelText('Imię'), 'Anna');
  await user.type(screen.getByLabelText('Nazwisko'), 'Kowalska');
  await user.type(screen.getByLabelText('Firma'), 'Firma Sp. z o.o.');
  await user.type(screen.getByLabelText('Email'), 'anna@firma.pl');
  await user.click(screen.getByLabelText(/warunki korzystania z serwisu/));
  await user.click(screen.getByLabelText(/regulamin serwisu/));
}

describe('/investor/onboarding/summary', () => {
  beforeEach(() => {
    window.localStorage.setItem('token', fakeToken(['INVESTOR']));
  });

  it('summarises the answers by their labels', async () => {
    mockFetch({ ...optionLists, 'GET /api/investor/me': { json: investorData(allAnswers) } });
    renderRoute('/investor/onboarding/summary');

    expect(await screen.findByText('Pozyskanie nowych klientów')).toBeInTheDocument();
    expect(screen.getByText('Startup')).toBeInTheDocument();
    expect(screen.getByText('Tak (anna@firma.pl, piotr@firma.pl)')).toBeInTheDocument();
    expect(screen.getByText('Outbound')).toBeInTheDocument();
    expect(screen.getByText('Właściciel')).toBeInTheDocument();
    expect(screen.getByText('1–10 osób')).toBeInTheDocument();
    expect(screen.queryByText('NEW_CLIENTS')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mamy dla Ciebie specjalistę!' })).toBeVisible();
    // The temporary investor may define the order first and register at the wizard's end.
    expect(screen.getByRole('link', { name: 'Przejdź do definiowania usług' })).toHaveAttribute(
      'href',
      '/investor/service',
    );
  });

  it('shows the validation messages of the registration form', async () => {
    const requests = mockFetch({
      ...optionLists,
      'GET /api/investor/me': { json: investorData() },
    });
    const { user } = renderRoute('/investor/onboarding/summary');

    await user.click(await screen.findByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByText('Podaj imię')).toBeInTheDocument();
    expect(screen.getByText('Podaj nazwisko')).toBeInTheDocument();
    expect(screen.getByText('Podaj nazwę firmy')).toBeInTheDocument();
    expect(screen.getByText('Podaj email')).toBeInTheDocument();
    expect(
      screen.getByText('Aby kontynuować, musisz zaakceptować warunki korzystania z serwisu'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Aby kontynuować, musisz zaakceptować regulamin serwisu'),
    ).toBeInTheDocument();

    const phone = screen.getByLabelText('Telefon (opcjonalnie)');
    expect(phone).toHaveAttribute('placeholder', '+48 ___-___-___');
    await user.type(phone, '1234');
    expect(phone).toHaveValue('+48 123-4');
    await user.tab();
    expect(
      await screen.findByText('Podaj numer telefonu w formacie +48 123-456-789'),
    ).toBeInTheDocument();
    expect(registrations(requests)).toHaveLength(0);
  });

  it('omits an empty phone, sends a complete one, then logs out to /login', async () => {
    const requests = mockFetch({
      ...optionLists,
      'GET /api/investor/me': { json: investorData() },
      'PATCH /api/register/mock-investor': {},
    });
    const { user, router } = renderRoute('/investor/onboarding/summary');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));

    expect(
      await screen.findByText(
        'Rejestracja zakończona sukcesem. Wkrótce otrzymasz e-mail z dalszymi krokami.',
      ),
    ).toBeInTheDocument();
    expect(registrations(requests)).toEqual([
      {
        firstName: 'Anna',
        lastName: 'Kowalska',
        company: 'Firma Sp. z o.o.',
        email: 'anna@firma.pl',
        privacy: true,
        regulations: true,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: 4000,
    });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('sends the phone when complete and shows the catalogue text on failure', async () => {
    const requests = mockFetch({
      ...optionLists,
      'GET /api/investor/me': { json: investorData() },
      'PATCH /api/register/mock-investor': { status: 409, json: { message: 'Email taken' } },
    });
    const { user } = renderRoute('/investor/onboarding/summary');
    await fillRequired(user);
    await user.type(screen.getByLabelText('Telefon (opcjonalnie)'), '600700800');
    expect(screen.getByLabelText('Telefon (opcjonalnie)')).toHaveValue('+48 600-700-800');
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Użytkownik z takim adresem email już istnieje',
    );
    expect(registrations(requests)[0]).toMatchObject({ phone: '+48 600-700-800' });
  });

  it('shows a registered investor the summary without the form', async () => {
    mockFetch({
      ...optionLists,
      'GET /api/investor/me': { json: investorData({ ...allAnswers, isMock: false }) },
    });
    renderRoute('/investor/onboarding/summary');

    expect(await screen.findByText('Pozyskanie nowych klientów')).toBeInTheDocument();
    expect(screen.queryByText('Mamy dla Ciebie specjalistę!')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Załóż konto' })).not.toBeInTheDocument();
  });
});
