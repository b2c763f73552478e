import type { Page } from 'playwright-core';
import { type AppLogin, adminSession } from '../support/admin.ts';
import { apiCall, onboardedFreelancer } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { answerInvestorQuestionnaire, registeredInvestor } from '../support/investor.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { answerOffer } from '../support/offers.ts';
import { desktop, phone, signIn } from '../support/profile-modals.ts';
import { seen, seenText } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';
import { addProduct, addService, choosePipeline } from '../support/wizard.ts';

/**
 * The admin's order queue (issue 27): a company whose order was realised orders again from the
 * same freelancer ('Zamów ponownie', through the API); the admin finds the new order in the queue
 * on a phone (tab, filter, search), opens the investor's detail on it from the row, and sees the
 * preference note and the questionnaire's answers; then the same on a desktop.
 */

/** No serious axe finding and no sideways scrolling at the page's width. */
async function clean(page: Page): Promise<void> {
  // A list fetching again (the search's debounce, the URL's filters) is dimmed for a moment
  // (opacity 0.6, a 150 ms transition), and axe judged the faded colours once in CI: a finding
  // must last, not be a frame of a fade.
  await expect.poll(() => seriousViolations(page), { timeout: 10_000 }).toEqual([]);
  await expect.poll(async () => (await horizontalOverflow(page)).overflow).toBe(0);
}

/**
 * A new company with the questionnaire answered and order #1 realised by one freelancer, then
 * 'Zamów ponownie' (H1's route): order #2, NEW, asking for the same freelancer.
 */
async function repeatedOrder(app: AppLogin, company: string) {
  const { baseUrl } = app;
  const admin = await adminSession(app);
  const investor = await registeredInvestor(baseUrl, { company });
  await answerInvestorQuestionnaire(baseUrl, investor.token);
  await choosePipeline(baseUrl, investor.token);
  await addService(baseUrl, investor.token, { taskIndex: 0 });
  await addProduct(baseUrl, investor.token);
  const me = await apiCall<{
    id: number;
    orders: { id: number; orderActivities: { id: number }[] }[];
  }>(baseUrl, 'GET', '/investor/me', { token: investor.token });
  const first = me.orders[0];
  const serviceId = first?.orderActivities[0]?.id;
  if (!first || serviceId === undefined) throw new Error('the investor has no service');
  const freelancer = await onboardedFreelancer(baseUrl, {
    firstName: 'Żaneta',
    lastName: 'Ślęzak',
  });
  const { id: freelancerId } = await apiCall<{ id: number }>(baseUrl, 'GET', '/freelancer/me', {
    token: freelancer.token,
  });
  const asAdmin = (path: string, body?: unknown) =>
    apiCall(baseUrl, 'PATCH', path, { token: admin.token, body });
  await asAdmin(`/order/${first.id}/admin/${admin.id}`);
  await asAdmin(`/order-activity/${serviceId}/freelancer/${freelancerId}`);
  await answerOffer(baseUrl, freelancer.token, serviceId, 'accept');
  await asAdmin(`/admin-panel/orders/${first.id}/status`, { orderStatus: 'REALIZED' });
  const repeat = await apiCall<{ id: number; investorOrderNumber: number }>(
    baseUrl,
    'POST',
    `/investor/orders/${first.id}/repeat`,
    { token: investor.token },
  );
  return { admin, investorId: me.id, repeat };
}

test('the admin finds a repeated order in the queue and sees what the client asks for', async ({
  page,
  app,
}) => {
  const company = `Młyn Żytni ${Date.now().toString(36)}`;
  const { admin, investorId, repeat } = await repeatedOrder(app, company);
  expect(repeat.investorOrderNumber).toBe(2);

  // On a phone: the queue, its 'Nowe' tab, 'Moje' (a new order keeps the client's guardian,
  // H1's rule) and a search by the company.
  await page.setViewportSize(phone);
  await signIn(page, admin.token);
  await page.goto('/admin/orders');
  await seen(page.getByRole('heading', { level: 1, name: 'Zlecenia' }));
  // The prerendered page paints first; the title is the screen's once the app took it over.
  await expect.poll(() => page.title()).toBe('Zlecenia – Panel administratora – Handlowo');
  const statuses = page.getByRole('group', { name: 'Status zlecenia' });
  await (await seen(statuses.getByRole('button', { name: /^Nowe/ }))).click();
  await page.getByRole('button', { name: 'Moje' }).click();
  await page.getByRole('searchbox', { name: 'Szukaj zlecenia' }).fill(company.toLowerCase());
  const rowName = `${company}, zlecenie nr 2`;
  const open = page.getByRole('link', { name: `Otwórz: ${rowName}` });
  await seen(open);
  await expect
    .poll(() => page.getByRole('list', { name: 'Zlecenia' }).getByRole('listitem').count())
    .toBe(1);
  await seenText(page, 'Ponowne po nr 1');
  expect(page.url()).toContain('status=NEW');
  expect(page.url()).toContain('guardian=me');
  await clean(page);

  // The row opens the investor's detail on order #2 with the client's preference.
  await open.click();
  await page.waitForURL(
    (url) =>
      url.pathname === `/admin/investors/${investorId}` &&
      url.searchParams.get('order') === String(repeat.id),
  );
  const card = page.getByRole('article', { name: 'Zlecenie nr 2' });
  await seen(card);
  expect(await card.getAttribute('aria-current')).toBe('true');
  expect(await page.getByRole('tab', { name: /^Nowe/ }).getAttribute('aria-selected')).toBe('true');
  await seen(card.getByText('Zamówione ponownie po zleceniu nr 1'));
  await seen(card.getByText(/Klient prosi o tę samą osobę: Żaneta Ślęzak/));

  // The questionnaire's answers, folded until asked for.
  const ankieta = page.getByRole('button', { name: 'Ankieta' });
  expect(await ankieta.getAttribute('aria-expanded')).toBe('false');
  await ankieta.click();
  await seenText(page, 'Ukończone kroki ankiety: 8 z 8');
  await seenText(page, 'https://firma-testowa.example.pl');
  await seen(page.getByRole('heading', { name: 'Biznes / Organizacja' }));
  await clean(page);

  // On a desktop: the same order as a table row, from a shared link of the search.
  await page.setViewportSize(desktop);
  await page.goto(`/admin/orders?status=NEW&q=${encodeURIComponent(company)}`);
  const table = page.getByRole('table', { name: 'Zlecenia' });
  await seen(table.getByRole('link', { name: `Otwórz: ${rowName}` }));
  await clean(page);
  await table.getByRole('link', { name: `Otwórz: ${rowName}` }).click();
  await seen(page.getByRole('article', { name: 'Zlecenie nr 2' }));
  await clean(page);
});
