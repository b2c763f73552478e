import { accountSettingsMessages, errorTexts, messages } from '@handlowo/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emailChangeSent } from '@/features/account-settings/lib/texts.ts';
import { onboardedFreelancer } from '@/features/profile/edit-details/testing/fixtures.ts';
import { fakeToken, type MockResponse, mockFetch } from '@/testing/fetch-mock.ts';
import { registeredInvestorData } from '@/testing/investor-data.ts';
import { renderRoute } from '@/testing/render.tsx';

// The first render loads the lazy route modules, which takes a while on a busy worker.
configure({ asyncUtilTimeout: 4000 });

type Routes = Record<string, MockResponse | (() => MockResponse)>;

function renderAs(role: 'FREELANCER' | 'INVESTOR', extra: Routes = {}) {
  window.localStorage.setItem('token', fakeToken([role]));
  const requests = mockFetch({
    'GET /api/freelancer/me': { json: onboardedFreelancer() },
    'GET /api/investor/me': { json: registeredInvestorData({ phone: '+48 600-700-800' }) },
    ...extra,
  });
  const rendered = renderRoute('/account/details');
  const sent = (method: string, url: string) =>
    requests
      .filter((r) => r.method === method && r.url === url)
      .map((r) => JSON.parse(String(r.body)) as unknown);
  return { ...rendered, sent };
}

const detailsForm = () => screen.findByRole('form', { name: 'Dane podstawowe' });
const emailForm = () => screen.findByRole('form', { name: 'Adres e-mail' });

describe('/account/details', () => {
  it('saves a freelancer’s names and company (no phone field) and says so', async () => {
    const { user, sent } = renderAs('FREELANCER', { 'PATCH /api/account/details': {} });
    const form = await detailsForm();
    expect(within(form).getByLabelText('Imię')).toHaveValue('Jan');
    expect(within(form).getByLabelText(/Firma/)).toHaveValue('Handel Sp');
    expect(within(form).queryByLabelText(/Numer telefonu/)).toBeNull();
    const lastName = within(form).getByLabelText('Nazwisko');
    await user.clear(lastName);
    await user.type(lastName, 'Kowalski');
    await user.click(within(form).getByRole('button', { name: 'Zapisz dane' }));
    expect(await within(form).findByText('Dane zostały zapisane.')).toBeInTheDocument();
    expect(sent('PATCH', '/api/account/details')).toEqual([
      { firstName: 'Jan', lastName: 'Kowalski', company: 'Handel Sp' },
    ]);
  });

  it('shows an investor’s phone and sends an emptied one as none', async () => {
    const { user, sent } = renderAs('INVESTOR', { 'PATCH /api/account/details': {} });
    const form = await detailsForm();
    const phone = within(form).getByLabelText(/Numer telefonu/);
    expect(phone).toHaveValue('+48 600-700-800');
    await user.clear(phone);
    await user.click(within(form).getByRole('button', { name: 'Zapisz dane' }));
    expect(await within(form).findByText('Dane zostały zapisane.')).toBeInTheDocument();
    expect(sent('PATCH', '/api/account/details')).toEqual([
      { firstName: 'Anna', lastName: 'Kowalska', company: 'Firma', phone: null },
    ]);
  });

  it('validates with the contract’s rules before sending anything', async () => {
    const { user, sent } = renderAs('FREELANCER');
    const form = await detailsForm();
    await user.clear(within(form).getByLabelText('Imię'));
    await user.click(within(form).getByRole('button', { name: 'Zapisz dane' }));
    expect(await within(form).findByText(messages.firstNameRequired)).toBeInTheDocument();
    expect(sent('PATCH', '/api/account/details')).toEqual([]);
  });

  it('sends the e-mail change and tells where the link went', async () => {
    const { user, sent } = renderAs('FREELANCER', { 'POST /api/account/email-change': {} });
    const form = await emailForm();
    expect(within(form).getByText('jan@handlowo.pl')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Nowy adres e-mail'), 'nowy@handlowo.pl');
    await user.click(within(form).getByRole('button', { name: 'Zmień adres e-mail' }));
    expect(await within(form).findByText(emailChangeSent('nowy@handlowo.pl'))).toBeInTheDocument();
    expect(sent('POST', '/api/account/email-change')).toEqual([{ email: 'nowy@handlowo.pl' }]);
  });

  it('shows a taken address (409) and the current one (400) at the field', async () => {
    let answer: MockResponse = { status: 409, json: { message: 'taken', code: 'EMAIL_TAKEN' } };
    const { user } = renderAs('FREELANCER', { 'POST /api/account/email-change': () => answer });
    const form = await emailForm();
    const field = within(form).getByLabelText('Nowy adres e-mail');
    await user.type(field, 'zajety@handlowo.pl');
    await user.click(within(form).getByRole('button', { name: 'Zmień adres e-mail' }));
    expect(await within(form).findByText(errorTexts.emailTaken)).toBeInTheDocument();
    answer = {
      status: 400,
      json: { message: accountSettingsMessages.emailUnchanged, code: 'EMAIL_UNCHANGED' },
    };
    await user.click(within(form).getByRole('button', { name: 'Zmień adres e-mail' }));
    expect(
      await within(form).findByText(accountSettingsMessages.emailUnchanged),
    ).toBeInTheDocument();
  });
});
