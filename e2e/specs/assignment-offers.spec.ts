import type { Locator, Page } from 'playwright-core';
import { adminSession, investorWithOrder } from '../support/admin.ts';
import { apiCall, onboardedFreelancer } from '../support/api.ts';
import { confirmAssignment } from '../support/assignment-confirm.ts';
import { answerOffer } from '../support/offers.ts';
import { phone, shown, signIn } from '../support/profile-modals.ts';
import { seen } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/**
 * An assignment is an offer (issue 25), on a phone: the admin assigns the last service of an
 * order and it stays in Weryfikacja, waiting for the freelancer; the freelancer accepts (the API
 * the workspace's buttons call) and the investor sees the order active. Another freelancer
 * declines with a reason, the admin reads it and assigns someone else.
 */

const WAITING = 'Czeka na akceptację freelancera';
const REASON = 'W marcu prowadzę już dwa projekty, nie dam rady.';

async function selected(page: Page, label: string): Promise<void> {
  const named = page.getByRole('tab', { name: new RegExp(`^${label} \\d+$`) });
  await expect.poll(() => named.getAttribute('aria-selected')).toBe('true');
}

/** The admin assigns `name` to the card's service that has no freelancer yet, by the search. */
async function assignInPanel(page: Page, card: Locator, name: string): Promise<void> {
  await (await seen(card.getByRole('button', { name: /^Przypisz freelancera: / }).first())).click();
  const dialog = await shown(page, 'Przypisz freelancera do usługi');
  await dialog.getByRole('searchbox', { name: 'Szukaj freelancera' }).fill(name);
  await (await seen(dialog.getByRole('button', { name: `Przypisz ${name}`, exact: true }))).click();
  await confirmAssignment(page);
  await dialog.waitFor({ state: 'hidden' });
}

const freelancerId = async (baseUrl: string, token: string) =>
  (await apiCall<{ id: number }>(baseUrl, 'GET', '/freelancer/me', { token })).id;

test('an offer waits for the freelancer; accepted it activates the order, declined it returns', async ({
  page,
  app,
}) => {
  const { baseUrl } = app;
  const stamp = Date.now().toString(36).replace(/\d/g, '');
  const admin = await adminSession(app);
  // Names with a run's letters, so the admin's search finds exactly these people.
  const [first, last, other] = await Promise.all([
    onboardedFreelancer(baseUrl, { firstName: 'Oliwia', lastName: `Pierwsza${stamp}` }),
    onboardedFreelancer(baseUrl, { firstName: 'Leon', lastName: `Ostatni${stamp}` }),
    onboardedFreelancer(baseUrl, { firstName: 'Zofia', lastName: `Zastępcza${stamp}` }),
  ]);
  const lastName = `${last.firstName} ${last.lastName}`;
  const otherName = `${other.firstName} ${other.lastName}`;

  // Arrange: an order in Weryfikacja with two services; the first already accepted.
  const arranged = await investorWithOrder(app, 'VERYFICATION', { services: 2, admin });
  const [firstService, lastService] = arranged.serviceIds;
  if (firstService === undefined || lastService === undefined) throw new Error('no services');
  await apiCall(
    baseUrl,
    'PATCH',
    `/order-activity/${firstService}/freelancer/${await freelancerId(baseUrl, first.token)}`,
    { token: admin.token },
  );
  await answerOffer(baseUrl, first.token, firstService, 'accept');

  // The admin assigns the last service: the order stays in Weryfikacja, the offer waits.
  await signIn(page, admin.token);
  await page.setViewportSize(phone);
  await page.goto(`/admin/investors/${arranged.investor.id}`);
  const card = page.getByRole('article', { name: 'Zlecenie nr 1' });
  await seen(card.getByText('Zaakceptowane', { exact: true }));
  await assignInPanel(page, card, lastName);
  await seen(card.getByText(WAITING, { exact: true }));
  await seen(card.getByText('Przypisane usługi: 2 / 2'));
  await selected(page, 'Weryfikacja');

  // The freelancer accepts (the workspace's button calls this route): the investor's order is
  // active and both services say so.
  await answerOffer(baseUrl, last.token, lastService, 'accept');
  await signIn(page, arranged.investor.token);
  await page.goto('/investor/order');
  await seen(page.getByText('Aktywne', { exact: true }));
  const services = page.getByRole('list', { name: 'Usługi' }).getByRole('listitem');
  await expect.poll(() => services.getByText('Zaakceptowane', { exact: true }).count()).toBe(2);

  // Another order: its freelancer declines with a reason; the admin reads it and re-assigns.
  const second = await investorWithOrder(app, 'VERYFICATION', { services: 1, admin });
  const [declinedService] = second.serviceIds;
  if (declinedService === undefined) throw new Error('no service');
  await apiCall(
    baseUrl,
    'PATCH',
    `/order-activity/${declinedService}/freelancer/${await freelancerId(baseUrl, last.token)}`,
    { token: admin.token },
  );
  await answerOffer(baseUrl, last.token, declinedService, 'decline', REASON);
  await signIn(page, admin.token);
  await page.goto(`/admin/investors/${second.investor.id}`);
  const secondCard = page.getByRole('article', { name: 'Zlecenie nr 1' });
  await seen(secondCard.getByText(`Odrzucone: ${REASON}`, { exact: true }));
  await seen(secondCard.getByText('Freelancer nie został jeszcze przypisany'));
  await seen(
    page.getByText('Żeby zlecenie stało się aktywne, przypisz freelancera do każdej usługi'),
  );
  await assignInPanel(page, secondCard, otherName);
  await seen(secondCard.getByText(WAITING, { exact: true }));
  expect(await secondCard.getByText(/^Odrzucone/).count()).toBe(0);
  await seen(secondCard.getByRole('link', { name: otherName }));
});
