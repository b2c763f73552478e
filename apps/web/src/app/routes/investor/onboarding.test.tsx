import type { InvestorData } from '@handlowo/contract';
import { configure, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  investorData,
  optionLists,
} from '@/features/onboarding/investor/testing/investor-fixtures.ts';
import { fakeToken, mockFetch, type RecordedRequest } from '@/testing/fetch-mock.ts';
import { renderRoute } from '@/testing/render.tsx';

// The first render loads the lazy route modules, which takes a while on a cold worker.
configure({ asyncUtilTimeout: 3000 });

/** GET /investor/me answers the current state; every save updates it. */
function serve(initial: InvestorData) {
  let me = initial;
  const save =
    (field: keyof InvestorData, parse: (body: string) => unknown = (body) => body) =>
    (request: RecordedRequest) => {
      me = { ...me, [field]: parse(String(request.body)) };
      return {};
    };
  return mockFetch({
    ...optionLists,
    'GET /api/investor/me': () => ({ json: me }),
    'PATCH /api/investor/me/activityDestiny': save('activityDestiny'),
    'PATCH /api/investor/me/salesDepartment': save('salesDepartment', JSON.parse),
    'PATCH /api/investor/me/company-emails': save('companyEmails'),
    'PATCH /api/investor/me/companySiteUrl': save('companySiteUrl'),
    'PATCH /api/investor/me/companyDescription': save('companyDescription'),
  });
}

const meLoads = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.url === '/api/investor/me');

const patches = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'PATCH').map((r) => [r.url, r.body]);

describe('/investor/onboarding', () => {
  beforeEach(() => {
    window.localStorage.setItem('token', fakeToken(['INVESTOR']));
  });

  it('keeps "Dalej" disabled until an option is chosen and saves its name', async () => {
    const requests = serve(investorData());
    const { user } = renderRoute('/investor/onboarding');

    expect(await screen.findByText('1 / 8')).toBeInTheDocument();
    const option = await screen.findByRole('radio', { name: /Pozyskanie nowych klientów/ });
    expect(screen.getByText('Chcę rosnąć')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dalej' })).toBeDisabled();

    await user.click(option);
    expect(screen.getByRole('button', { name: 'Dalej' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Dalej' }));

    expect(await screen.findByText('2 / 8')).toBeInTheDocument();
    expect(patches(requests)).toEqual([['/api/investor/me/activityDestiny', 'NEW_CLIENTS']]);
    const [save] = requests.filter((r) => r.method === 'PATCH');
    expect(save?.headers.get('Content-Type')).toContain('text/plain');
  });

  it('shows the saved e-mails plus one empty input for "Tak" and saves flag then e-mails', async () => {
    const requests = serve(
      investorData({
        activityDestiny: 'NEW_CLIENTS',
        organizationStage: 'STARTUP',
        companyEmails: 'anna@firma.pl,piotr@firma.pl',
      }),
    );
    const { user } = renderRoute('/investor/onboarding');

    expect(await screen.findByText('3 / 8')).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail 1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Tak' }));

    expect(screen.getByLabelText('E-mail 1')).toHaveValue('anna@firma.pl');
    expect(screen.getByLabelText('E-mail 2')).toHaveValue('piotr@firma.pl');
    expect(screen.getByLabelText('E-mail 3')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Dodaj kolejny e-mail' }));
    expect(screen.getByLabelText('E-mail 4')).toHaveValue('');

    await user.type(screen.getByLabelText('E-mail 3'), 'zle@');
    expect(await screen.findByText('Podaj poprawny adres email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dalej' })).toBeDisabled();
    await user.type(screen.getByLabelText('E-mail 3'), 'firma.pl');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));

    expect(await screen.findByText('4 / 8')).toBeInTheDocument();
    expect(patches(requests)).toEqual([
      ['/api/investor/me/salesDepartment', 'true'],
      ['/api/investor/me/company-emails', 'anna@firma.pl,piotr@firma.pl,zle@firma.pl'],
    ]);
    // The initial load plus one reload after the step's two saves, not one per save.
    expect(meLoads(requests)).toHaveLength(2);
  });

  it('moves the focus to the next question after "Dalej"', async () => {
    serve(investorData());
    const { user } = renderRoute('/investor/onboarding');

    await user.click(await screen.findByRole('radio', { name: /Pozyskanie nowych klientów/ }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));

    expect(await screen.findByText('2 / 8')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Na jakim etapie rozwoju jest Twoja organizacja?',
      ),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('saves only the flag for "Nie"', async () => {
    const requests = serve(
      investorData({
        activityDestiny: 'NEW_CLIENTS',
        organizationStage: 'STARTUP',
        companyEmails: 'anna@firma.pl',
      }),
    );
    const { user } = renderRoute('/investor/onboarding');

    await user.click(await screen.findByRole('radio', { name: 'Nie' }));
    await user.click(screen.getByRole('button', { name: 'Dalej' }));

    expect(await screen.findByText('4 / 8')).toBeInTheDocument();
    expect(patches(requests)).toEqual([['/api/investor/me/salesDepartment', 'false']]);
  });

  it('requires the web address on the last step and ends on the summary', async () => {
    const requests = serve(
      investorData({
        activityDestiny: 'NEW_CLIENTS',
        organizationStage: 'STARTUP',
        salesDepartment: false,
        goToMarketStrategy: 'OUTBOUND',
        businessType: 'B2B',
        investorRole: 'OWNER',
        employeeCountRange: 'SMALL',
      }),
    );
    const { user, router } = renderRoute('/investor/onboarding');

    const url = await screen.findByLabelText(/Adres strony internetowej/);
    expect(screen.getByText('8 / 8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dalej' })).toBeDisabled();
    await user.type(url, 'x');
    await user.clear(url);
    expect(
      await screen.findByText('Podaj adres URL swojej strony internetowej'),
    ).toBeInTheDocument();

    await user.type(url, 'firma.pl');
    await user.type(screen.getByLabelText('Opis firmy'), 'Hurtownia');
    expect(screen.getByText('9 / 1000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dalej' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/investor/onboarding/summary'),
    );
    expect(patches(requests)).toEqual([
      ['/api/investor/me/companySiteUrl', 'firma.pl'],
      ['/api/investor/me/companyDescription', 'Hurtownia'],
    ]);
    expect(meLoads(requests)).toHaveLength(2);
  });
});
