import { adminSession, investorWithOrder } from '../support/admin.ts';
import { apiCall, onboardedFreelancer } from '../support/api.ts';
import { atPath, seen, seenText, storeToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/*
 * Issue 25's notifications in the browser: the bell follows what happens elsewhere without a
 * reload (the live stream), the panel and /notifications mark them read, and 'Ustawienia' turns a
 * kind's e-mail off.
 */

test('an investor with the page open sees the guardian’s assignment arrive in the bell (375 px)', async ({
  page,
  context,
  app,
}) => {
  const arranged = await investorWithOrder(app, 'NEW');
  await storeToken(context, arranged.investor.token);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/investor/order');
  await seen(page.getByRole('button', { name: 'Powiadomienia', exact: true }));
  // A mark that a reload would wipe out.
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  const admin = await adminSession(app);
  await apiCall(app.baseUrl, 'PATCH', `/order/${arranged.orderId}/admin/${admin.id}`, {
    token: admin.token,
  });

  const bell = await seen(
    page.getByRole('button', { name: 'Powiadomienia: 1 nieprzeczytane powiadomienie' }),
  );
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);

  await bell.click();
  const panel = page.getByRole('dialog');
  const item = await seen(panel.getByRole('link', { name: /Opiekunem Twojego zlecenia nr 1/ }));
  await seen(panel.getByText(/temu$/));
  await item.click();
  // The link leads to that order's own page (issue 27).
  await atPath(page, `/investor/orders/${arranged.orderId}`);
  await seen(page.getByRole('button', { name: 'Powiadomienia', exact: true }));
});

test('a freelancer reads all on /notifications and turns an e-mail off in Ustawienia', async ({
  page,
  context,
  app,
}) => {
  const freelancer = await onboardedFreelancer(app.baseUrl);
  const { id } = await apiCall<{ id: number }>(app.baseUrl, 'GET', '/freelancer/me', {
    token: freelancer.token,
  });
  const admin = await adminSession(app);
  const arranged = await investorWithOrder(app, 'VERYFICATION', { admin });
  const [serviceId] = arranged.serviceIds;
  await apiCall(app.baseUrl, 'PATCH', `/order-activity/${serviceId}/freelancer/${id}`, {
    token: admin.token,
  });

  await storeToken(context, freelancer.token);
  await page.goto('/notifications');
  await seen(page.getByRole('heading', { name: 'Powiadomienia', level: 1 }));
  const list = page.getByRole('list', { name: 'Wszystkie powiadomienia' });
  await seen(list.getByRole('link', { name: /Masz nową ofertę/ }));
  await seen(page.getByRole('button', { name: /^Powiadomienia: 1 / }));
  await page.getByRole('button', { name: 'Oznacz wszystkie jako przeczytane' }).click();
  await seen(page.getByRole('button', { name: 'Powiadomienia', exact: true }));

  await page.getByRole('button', { name: /Menu użytkownika/ }).click();
  await page.getByRole('menuitem', { name: 'Ustawienia' }).click();
  await atPath(page, '/settings');
  const offers = await seen(page.getByRole('switch', { name: 'E-mail: Nowa oferta zlecenia' }));
  expect(await offers.isChecked()).toBe(true);
  await offers.click();
  expect(await offers.isChecked()).toBe(false);
  await page.getByRole('button', { name: 'Zapisz ustawienia' }).click();
  await seenText(page, 'Ustawienia powiadomień zostały zapisane.');
  const saved = await apiCall<{ kinds: { kind: string; email: boolean }[] }>(
    app.baseUrl,
    'GET',
    '/account/notification-settings',
    { token: freelancer.token },
  );
  expect(saved.kinds.find((k) => k.kind === 'OFFER_RECEIVED')?.email).toBe(false);
});
