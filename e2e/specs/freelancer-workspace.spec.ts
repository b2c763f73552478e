import { apiCall } from '../support/api.ts';
import { logInThroughForm } from '../support/flows.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { dialogNamed, shown } from '../support/profile-modals.ts';
import { atPath, seen, seenText, storeToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';
import { offeredFreelancer } from '../support/workspace.ts';
import { workspaceModalTitles } from '../support/workspace-modal-cases.ts';

/**
 * The freelancer's workspace on a phone (issue 25): an admin assigns a freelancer to a service;
 * the freelancer logs in, finds the offer on Pulpit, reads its brief and accepts it. Another
 * declines an offer with a reason through the modal, and the service is no longer theirs.
 */

const phone = { width: 375, height: 812 };

async function noSidewaysScroll(page: Parameters<typeof horizontalOverflow>[0]) {
  expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });
}

test('a freelancer finds the offer on Pulpit, reads the brief and accepts it', async ({
  page,
  app,
}) => {
  const { freelancer, orderActivityId, investorCompany } = await offeredFreelancer(app);
  await page.setViewportSize(phone);
  await logInThroughForm(page, freelancer.email, freelancer.password);
  await atPath(page, '/freelancer/profile');

  await page.getByRole('button', { name: 'Menu nawigacji' }).click();
  const nav = page.getByRole('navigation', { name: 'Nawigacja główna' });
  await (await seen(nav.getByRole('link', { name: 'Pulpit' }))).click();
  await atPath(page, '/freelancer/dashboard');
  await seen(page.getByRole('heading', { name: 'Oferty czekające na odpowiedź (1 oferta)' }));
  await noSidewaysScroll(page);

  // The offer's card: its title links to the brief.
  const card = page.getByRole('article').filter({ hasText: investorCompany });
  await (await seen(card.getByRole('link'))).click();
  await atPath(page, `/freelancer/orders/${orderActivityId}`);
  await seen(page.getByRole('heading', { name: 'Firma inwestora' }));
  await seen(page.getByRole('heading', { name: 'Produkty' }));
  await seen(page.getByRole('link', { name: /@/ }));
  await noSidewaysScroll(page);

  await page.getByRole('button', { name: 'Przyjmij zlecenie' }).click();
  await seenText(page, /Przyjęto zlecenie/);
  await seen(page.getByText('W realizacji', { exact: true }));
  expect(await page.getByRole('button', { name: 'Przyjmij zlecenie' }).count()).toBe(0);

  const accepted = await apiCall<{ orderActivityId: number }[]>(
    app.baseUrl,
    'GET',
    '/freelancer/me/assignments?state=ACCEPTED',
    { token: freelancer.token },
  );
  expect(accepted.map((a) => a.orderActivityId)).toEqual([orderActivityId]);
});

test('another freelancer declines an offer with a reason through the modal', async ({
  page,
  app,
}) => {
  const { freelancer, orderActivityId } = await offeredFreelancer(app);
  await storeToken(page.context(), freelancer.token);
  await page.setViewportSize(phone);
  await page.goto('/freelancer/dashboard');

  await (await seen(page.getByRole('button', { name: 'Odrzuć', exact: true }))).click();
  const dialog = await shown(page, workspaceModalTitles.declineOffer);
  await dialog
    .getByLabel('Powód odrzucenia (opcjonalnie)')
    .fill('Brak wolnych terminów w styczniu');
  await seen(dialog.getByText('32 / 500'));
  await noSidewaysScroll(page);
  await dialog.getByRole('button', { name: 'Odrzuć zlecenie' }).click();
  await dialogNamed(page, workspaceModalTitles.declineOffer).waitFor({ state: 'hidden' });
  await seenText(page, 'Nie masz ofert czekających na odpowiedź.');

  // The service is no longer theirs: not listed, and its brief is not found.
  const mine = await apiCall<unknown[]>(app.baseUrl, 'GET', '/freelancer/me/assignments', {
    token: freelancer.token,
  });
  expect(mine).toEqual([]);
  await page.goto(`/freelancer/orders/${orderActivityId}`);
  await seenText(page, 'Nie znaleziono zlecenia. Mogło zostać przydzielone komuś innemu.');
});
