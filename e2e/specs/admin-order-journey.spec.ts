import type { Locator, Page } from 'playwright-core';
import { adminSession } from '../support/admin.ts';
import { apiCall, onboardedFreelancer } from '../support/api.ts';
import { confirmAssignment } from '../support/assignment-confirm.ts';
import { seriousViolations } from '../support/axe.ts';
import { registeredInvestor } from '../support/investor.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { acceptWaitingOffers } from '../support/offers.ts';
import { phone, shown, signIn } from '../support/profile-modals.ts';
import { atPath, seen } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';
import { addProduct, addService, choosePipeline } from '../support/wizard.ts';

/**
 * The admin's order journey (issue 10), on a phone: the admin finds an investor by a search with
 * Polish letters, opens the detail, gives order #1 a guardian, assigns each service the
 * freelancer the fit score ranks first, sees the offers wait for the freelancers' answers (issue
 * 25), and after they accept finds the order active, finishes it, rates a service, and finds the
 * review on the freelancer's profile.
 */

const REVIEW = 'Rzetelna praca, świetny kontakt i umówione spotkania z zarządami firm.';
const CATEGORIES = [
  'Jakość współpracy i zaangażowanie',
  'Responsywność i kontakt z handlowcem',
  'Efekty współpracy i liczba aktywności',
  'Zadowolenie z wykonanych aktywności',
];

async function selected(page: Page, label: string, count: number): Promise<void> {
  const named = page.getByRole('tab', { name: `${label} ${count}`, exact: true });
  await expect.poll(() => named.getAttribute('aria-selected')).toBe('true');
}

/**
 * No serious axe finding and no sideways scrolling at 375 px. A toast sliding in or out sticks
 * past the right edge for its transition, so the width is polled until everything rests.
 */
async function phoneClean(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  await expect.poll(async () => (await horizontalOverflow(page)).overflow).toBe(0);
}

/** Clicks `button` and waits until the dialog titled `title` is shown. */
async function openDialog(page: Page, button: Locator, title: string): Promise<Locator> {
  await (await seen(button)).click();
  return shown(page, title);
}

test('an admin takes an order from new to rated and the review reaches the freelancer', async ({
  page,
  app,
}) => {
  const { baseUrl } = app;
  // Arrange: a registered investor with a stage, two services and a product; two freelancers.
  const stamp = Date.now().toString(36);
  const company = `Przędzalnia Łąkowa ${stamp}`;
  const investor = await registeredInvestor(baseUrl, { lastName: 'Źdźbło', company });
  await choosePipeline(baseUrl, investor.token);
  await addService(baseUrl, investor.token, { taskIndex: 0 });
  await addService(baseUrl, investor.token, { taskIndex: 1 });
  await addProduct(baseUrl, investor.token);
  await Promise.all([
    onboardedFreelancer(baseUrl, { firstName: 'Żaneta', lastName: 'Wójcik' }),
    onboardedFreelancer(baseUrl, { firstName: 'Jędrzej', lastName: 'Śliwa' }),
  ]);
  const admin = await adminSession(app);
  const me = await apiCall<{ firstName: string; lastName: string }>(
    baseUrl,
    'GET',
    '/admin-panel/me',
    { token: admin.token },
  );
  await signIn(page, admin.token);
  await page.setViewportSize(phone);

  // The investors table: a lower-case search with Polish letters finds the company.
  await page.goto('/admin/investors');
  const search = await seen(page.getByRole('searchbox', { name: 'Szukaj inwestora' }));
  await search.fill('przędzalnia łąkowa');
  // The search applies after its delay; the unfiltered first page may already show the row.
  await seen(page.getByText('Znaleziono 1 wynik', { exact: true }));
  // 'Szczegóły' says whose row it is to screen readers (the company).
  const details = page.getByRole('link', { name: new RegExp(`^Szczegóły\\W+${company}$`) });
  await (await seen(details)).click();

  // The detail: the frame and order #1 in Nowe with the guardian hint.
  await seen(page.getByRole('heading', { level: 1, name: 'Anna Źdźbło' }));
  expect(new URL(page.url()).pathname).toMatch(/^\/admin\/investors\/\d+$/);
  await seen(page.getByText(company, { exact: true }));
  await seen(page.getByText('1 zlecenie', { exact: true }));
  await selected(page, 'Nowe', 1);
  const card = page.getByRole('article', { name: 'Zlecenie nr 1' });
  await seen(card.getByText('Żeby zlecenie trafiło do weryfikacji, przypisz opiekuna zlecenia'));
  await seen(card.getByText('Przypisane usługi: 0 / 2'));
  expect(
    await card
      .getByRole('button', { name: /^Przypisz freelancera: / })
      .first()
      .isDisabled(),
  ).toBe(true);
  await phoneClean(page);

  // The guardian: the signed-in admin, chosen in the modal. The order moves to Weryfikacja.
  const guardianDialog = await openDialog(
    page,
    card.getByRole('button', { name: 'Przypisz opiekuna: zlecenie nr 1' }),
    'Przypisz opiekuna zlecenia',
  );
  const adminName = `${me.firstName} ${me.lastName}`;
  await (await seen(guardianDialog.getByRole('button', { name: `Przypisz ${adminName}` }))).click();
  await guardianDialog.waitFor({ state: 'hidden' });
  await selected(page, 'Weryfikacja', 1);
  await seen(card.getByText(adminName, { exact: true }));
  await seen(card.getByRole('button', { name: 'Zmień opiekuna: zlecenie nr 1' }));

  // Each service gets the freelancer ranked first by the fit score.
  for (let assigned = 0; assigned < 2; assigned += 1) {
    const dialog = await openDialog(
      page,
      card.getByRole('button', { name: /^Przypisz freelancera: / }).first(),
      'Przypisz freelancera do usługi',
    );
    const rows = dialog.getByRole('list', { name: 'Freelancerzy' }).getByRole('listitem');
    await seen(rows.first());
    const scores = await rows
      .getByRole('img', { name: /^Dopasowanie: \d+ na 100$/ })
      .evaluateAll((images) =>
        images.map((image) => Number(/\d+/.exec(image.getAttribute('aria-label') ?? '')?.[0])),
      );
    expect(scores.length).toBeGreaterThan(0);
    expect(scores[0]).toBe(Math.max(...scores));
    await rows
      .first()
      .getByRole('button', { name: /^Przypisz / })
      .click();
    await confirmAssignment(page);
    await dialog.waitFor({ state: 'hidden' });
    if (assigned === 0) await seen(card.getByText('Przypisane usługi: 1 / 2'));
  }

  // Every service has a freelancer, each offer waits for its answer (issue 25): still Weryfikacja.
  await seen(card.getByText('Przypisane usługi: 2 / 2'));
  await expect
    .poll(() => card.getByText('Czeka na akceptację freelancera', { exact: true }).count())
    .toBe(2);
  await selected(page, 'Weryfikacja', 1);
  // The freelancers accept; the admin's next look shows the order active.
  const investorId = Number(new URL(page.url()).pathname.split('/').pop());
  await acceptWaitingOffers(baseUrl, admin.token, investorId);
  await page.reload();
  await selected(page, 'Aktywne', 1);
  expect(await card.getByText('Zaakceptowane', { exact: true }).count()).toBe(2);
  await seen(card.getByText('Przypisane usługi: 2 / 2'));
  await phoneClean(page);

  // 'Zakończ zlecenie' after confirming: the order is in Zrealizowane.
  const finish = await openDialog(
    page,
    card.getByRole('button', { name: 'Zakończ zlecenie nr 1' }),
    'Zakończ zlecenie',
  );
  await finish.getByRole('button', { name: 'Zakończ zlecenie', exact: true }).click();
  await finish.waitFor({ state: 'hidden' });
  await selected(page, 'Zrealizowane', 1);
  await seen(card.getByText('Zlecenie nie zostało jeszcze ocenione'));

  // 'Oceń zlecenie' on the first service: four categories in stars and the text.
  const service = card.getByRole('list', { name: 'Usługi' }).getByRole('listitem').first();
  const profileHref = await (await seen(service.getByRole('link'))).getAttribute('href');
  expect(profileHref).toMatch(/^\/freelancer\/profile\/\d+$/);
  const rate = await openDialog(
    page,
    service.getByRole('button', { name: /^Oceń zlecenie: / }),
    'Oceń zlecenie',
  );
  await rate.getByRole('button', { name: 'Zapisz ocenę' }).click();
  await seen(rate.getByText('Musisz podać wartość'));
  await seen(rate.getByText('Podaj dodatkowe informacje'));
  for (const [index, category] of CATEGORIES.entries()) {
    const stars = index === 1 ? '4 gwiazdki' : '5 gwiazdek';
    // Mantine's Rating: Enter chooses the focused star (a click on the star does the same).
    await rate.getByRole('radio', { name: `${category}: ${stars}` }).press('Enter');
  }
  await rate.getByRole('textbox', { name: /^Dodatkowe informacje/ }).fill(REVIEW);
  await expect.poll(() => rate.getByText('Musisz podać wartość').count()).toBe(0);
  await rate.getByRole('button', { name: 'Zapisz ocenę' }).click();
  await rate.waitFor({ state: 'hidden' });
  await seen(service.getByRole('img', { name: 'Ocena 4,8 na 5' }));
  expect(await service.getByRole('button', { name: /^Oceń zlecenie/ }).count()).toBe(0);
  await seen(card.getByText('Średnia ocena zlecenia:'));
  expect(await card.getByRole('button', { name: /^Oceń zlecenie/ }).count()).toBe(1);
  await phoneClean(page);

  // The freelancer's profile, as the admin sees it, shows the review.
  await service.getByRole('link').click();
  await atPath(page, profileHref ?? '');
  await seen(page.getByText(REVIEW));
});
