import { apiCall, logIn, onboardedFreelancer } from '../support/api.ts';
import { registeredInvestor } from '../support/investor.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { atPath, seen, storeToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';
import { addProduct, addService, choosePipeline } from '../support/wizard.ts';

/**
 * "Moje zlecenie" (issue 9): a registered investor with a stage and two services, whose order the
 * admin has given a guardian (F12) and, on one service, a freelancer (F15). The investor finds
 * both on the page, opens the freelancer's profile read-only, and cannot open another one.
 */

interface Person {
  id: number;
  firstName: string;
  lastName: string;
}

const phone = { width: 375, height: 812 };

async function arrange(baseUrl: string, adminEmail: string, adminPassword: string) {
  const investor = await registeredInvestor(baseUrl);
  const orderId = await choosePipeline(baseUrl, investor.token);
  const served = await addService(baseUrl, investor.token, { taskIndex: 0 });
  await addService(baseUrl, investor.token, { taskIndex: 1 });
  await addProduct(baseUrl, investor.token);

  const [freelancer, other] = await Promise.all([
    onboardedFreelancer(baseUrl, { firstName: 'Tomasz', lastName: 'Sprzedawca' }),
    onboardedFreelancer(baseUrl, { firstName: 'Olga', lastName: 'Obca' }),
  ]);
  const me = (token: string) => apiCall<Person>(baseUrl, 'GET', '/freelancer/me', { token });
  const [freelancerId, otherId] = [(await me(freelancer.token)).id, (await me(other.token)).id];

  const adminToken = await logIn(baseUrl, adminEmail, adminPassword);
  const admin = await apiCall<Person>(baseUrl, 'GET', '/admin-panel/me', { token: adminToken });
  await apiCall(baseUrl, 'PATCH', `/order/${orderId}/admin/${admin.id}`, { token: adminToken });
  await apiCall(baseUrl, 'PATCH', `/order-activity/${served.id}/freelancer/${freelancerId}`, {
    token: adminToken,
  });
  return { investor, admin, freelancerId, otherId };
}

test('an investor follows the order, opens the assigned freelancer and no other', async ({
  page,
  app,
}) => {
  const { investor, admin, freelancerId, otherId } = await arrange(
    app.baseUrl,
    app.adminEmail,
    app.adminPassword,
  );
  await storeToken(page.context(), investor.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/investor/service');

  // Issue 27: the nav leads to 'Moje zlecenia', whose card opens the order's page.
  const nav = page.getByRole('navigation', { name: 'Nawigacja inwestora' });
  await (await seen(nav.getByRole('link', { name: 'Moje zlecenia' }))).click();
  await atPath(page, '/investor/orders');
  await expect
    .poll(() => nav.getByRole('link', { name: 'Moje zlecenia' }).getAttribute('aria-current'))
    .toBe('page');
  await (await seen(page.getByRole('link', { name: 'Zlecenie nr 1' }))).click();
  await seen(page.getByRole('heading', { level: 1, name: 'Moje zlecenie' }));
  expect(await page.title()).toBe('Zlecenie – Moje zlecenia – Handlowo');

  await seen(page.getByRole('heading', { name: 'Zlecenie nr 1' }));
  await seen(page.getByText('Weryfikacja', { exact: true }));
  await seen(page.getByText(`${admin.firstName} ${admin.lastName}`, { exact: true }));
  expect(await page.getByText('Opiekun nie został jeszcze przydzielony').count()).toBe(0);

  const services = page.getByRole('list', { name: 'Usługi' }).getByRole('listitem');
  await seen(services.first());
  expect(await services.count()).toBe(2);
  const assigned = services.filter({ hasText: 'Tomasz Sprzedawca' });
  const open = services.filter({ hasText: 'Handlowiec nie został jeszcze przydzielony' });
  expect(await assigned.count()).toBe(1);
  expect(await open.count()).toBe(1);
  await seen(page.getByText('System CRM dla biur rachunkowych'));

  await assigned.getByRole('link', { name: 'Zobacz profil: Tomasz Sprzedawca' }).click();
  await atPath(page, `/freelancer/profile/${freelancerId}`);
  await seen(page.getByRole('heading', { level: 1, name: 'Profil freelancera' }));
  await seen(page.getByText('Tomasz Sprzedawca · podgląd tylko do odczytu'));
  await seen(page.locator('#reviews').getByText('Brak opinii', { exact: true }));
  // Read-only: no owner or admin control, and the investor's own navigation with a way back.
  expect(await page.getByRole('button', { name: /^(Dodaj|Edytuj|Nagraj)/ }).count()).toBe(0);
  expect(await page.getByText('Przyjmij zlecenie').count()).toBe(0);
  await seen(nav.getByRole('link', { name: 'Moje zlecenia' }));
  await seen(page.getByRole('link', { name: 'Wróć do zlecenia' }));

  // Another freelancer's profile, typed by hand: the server answers 404, the page says so.
  await page.goto(`/freelancer/profile/${otherId}`);
  await seen(page.getByRole('heading', { name: 'Strona nie została znaleziona' }));
  expect(await page.getByText('Olga Obca').count()).toBe(0);
});

test('the page and its navigation fit from 375 px up, with a menu on phones', async ({
  page,
  app,
}) => {
  const { investor } = await arrange(app.baseUrl, app.adminEmail, app.adminPassword);
  await storeToken(page.context(), investor.token);
  await page.setViewportSize(phone);
  await page.goto('/investor/order');
  await seen(page.getByText('Tomasz Sprzedawca', { exact: true }));
  expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });

  // /investor/order shows the current order's page (issue 27); the menu leads to the list.
  await page.getByRole('button', { name: 'Menu inwestora' }).click();
  await seen(page.getByRole('menuitem', { name: 'Moje zlecenia' }));
  await page.getByRole('menuitem', { name: 'Definiowanie usługi' }).click();
  await atPath(page, '/investor/service');
  expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });

  // Tablet, laptop and the width where the links replace the menu (1200 px since issue 27): the
  // greeting gives way, nothing spills.
  await page.goto('/investor/order');
  for (const width of [768, 992, 1100, 1200]) {
    await page.setViewportSize({ width, height: 900 });
    await seen(page.getByText('Tomasz Sprzedawca', { exact: true }));
    expect(await horizontalOverflow(page), `${width} px`).toEqual({ overflow: 0, culprits: [] });
  }
});
