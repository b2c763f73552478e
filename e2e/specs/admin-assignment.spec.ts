import type { Locator, Page } from 'playwright-core';
import { adminModalTitles } from '../../apps/web/src/features/admin-shell/modal-titles.ts';
import { adminSession, investorWithOrder } from '../support/admin.ts';
import { apiCall, onboardedFreelancer } from '../support/api.ts';
import { confirmAssignment, confirmation } from '../support/assignment-confirm.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { acceptWaitingOffers } from '../support/offers.ts';
import { dialogNamed, shown, signIn } from '../support/profile-modals.ts';
import { seen, seenText } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/**
 * The assignment modals (issue 10) on a phone: an admin finds another admin by a Polish-letter
 * search and makes them the order's guardian, then staffs both services from the fit-scored list
 * (the freelancer rated higher in the task's service comes first, and the reasons say why) until
 * the order becomes active.
 */

const phone = { width: 375, height: 812 };

/** Capital letters only, unique per run: names must be letters, uniqueness lives here. */
function uniqueLetters(): string {
  const digits = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  return digits.replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)] ?? 'A').toUpperCase();
}

/** An onboarded freelancer who rates every catalogue service at `level` (B16). */
async function freelancerAtLevel(
  baseUrl: string,
  person: { firstName: string; lastName: string; company: string },
  level: number,
) {
  const freelancer = await onboardedFreelancer(baseUrl, person);
  const catalogue = await apiCall<{ id: number }[]>(baseUrl, 'GET', '/activities', {
    token: freelancer.token,
  });
  await apiCall(baseUrl, 'PATCH', '/freelancer/me/activities', {
    token: freelancer.token,
    body: catalogue.map((activity) => ({ activityId: activity.id, level })),
  });
  return freelancer;
}

/** The accessible names of the list's fit scores, top to bottom. */
async function scores(dialog: Locator): Promise<number[]> {
  const labels = await dialog.getByRole('img', { name: /^Dopasowanie: / }).all();
  const values: number[] = [];
  for (const label of labels) {
    const name = (await label.getAttribute('aria-label')) ?? '';
    values.push(Number(/Dopasowanie: (\d+) na 100/.exec(name)?.[1]));
  }
  return values;
}

/** The reasons panel of the row of `name`, opened with its button. */
async function reasonsOf(dialog: Locator, page: Page, name: string): Promise<Locator> {
  await dialog.getByRole('button', { name: `Pokaż uzasadnienie: ${name}`, exact: true }).click();
  const toggle = await seen(
    dialog.getByRole('button', { name: `Ukryj uzasadnienie: ${name}`, exact: true }),
  );
  const id = await toggle.getAttribute('aria-controls');
  return page.locator(`[id="${id}"]`);
}

test('an admin assigns a guardian by search and staffs the order by fit score until it is active', async ({
  page,
  app,
}) => {
  const { baseUrl } = app;
  const stamp = uniqueLetters();
  const admin = await adminSession(app);
  // A second admin to find: the search ignores case, Polish capitals too ('OPIEKUŃSKA' finds 'Opiekuńska').
  const guardianLastName = `Opiekuńska-${stamp.charAt(0)}${stamp.slice(1).toLowerCase()}`;
  await apiCall(baseUrl, 'POST', '/admin-panel/admins', {
    token: admin.token,
    body: {
      email: `opiekunka.${stamp.toLowerCase()}@handlowo.test`,
      firstName: 'Halina',
      lastName: guardianLastName,
    },
  });
  const company = `Dopasowanie ${stamp}`;
  await freelancerAtLevel(baseUrl, { firstName: 'Piotr', lastName: 'Początkujący', company }, 1);
  await freelancerAtLevel(baseUrl, { firstName: 'Marta', lastName: 'Biegła', company }, 5);
  const { investor, orderId } = await investorWithOrder(app, 'NEW', { services: 2, admin });

  await signIn(page, admin.token);
  await page.setViewportSize(phone);
  await page.goto(`/admin/investors/${investor.id}`);

  // The guardian: search by the last name in capitals, assign.
  await (await seen(page.getByRole('button', { name: /^Przypisz opiekuna/ }))).click();
  const guardianDialog = await shown(page, adminModalTitles.assignGuardian);
  await guardianDialog
    .getByRole('searchbox', { name: 'Szukaj administratora' })
    .fill(`OPIEKUŃSKA-${stamp}`);
  const guardianName = `Halina ${guardianLastName}`;
  const assignGuardian = guardianDialog.getByRole('button', {
    name: `Przypisz ${guardianName}`,
    exact: true,
  });
  await seen(assignGuardian);
  await expect.poll(() => guardianDialog.getByRole('listitem').count()).toBe(1);
  expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });
  await assignGuardian.click();
  await dialogNamed(page, adminModalTitles.assignGuardian).waitFor({ state: 'detached' });
  await seenText(page, `Opiekunem zlecenia nr 1 jest teraz ${guardianName}`);
  await seenText(page, guardianName);

  // Each service: the better-rated freelancer first, the reasons show the level; assign them.
  for (const round of [0, 1]) {
    const assign = page.getByRole('button', { name: /^Przypisz freelancera/ });
    await expect.poll(() => assign.count()).toBe(2 - round);
    await assign.first().click();
    const dialog = await shown(page, adminModalTitles.assignFreelancer);
    await dialog.getByRole('searchbox', { name: 'Szukaj freelancera' }).fill(company);
    // Only the two of this run share the company; the server orders them by the score.
    const rows = dialog.getByText(/^(Marta Biegła|Piotr Początkujący)$/);
    await expect.poll(() => rows.allTextContents()).toEqual(['Marta Biegła', 'Piotr Początkujący']);
    await expect.poll(() => dialog.getByRole('img', { name: /^Dopasowanie: / }).count()).toBe(2);
    const [strong = 0, weak = 0] = await scores(dialog);
    expect(strong).toBeGreaterThan(weak);

    if (round === 0) {
      const strongReasons = await reasonsOf(dialog, page, 'Marta Biegła');
      await expect.poll(() => strongReasons.textContent()).toMatch(/Deklarowany poziom w usłudze/);
      expect(await strongReasons.textContent()).toMatch(/poziom 5 z 5/);
      const weakReasons = await reasonsOf(dialog, page, 'Piotr Początkujący');
      await expect.poll(() => weakReasons.textContent()).toMatch(/poziom 1 z 5/);
      // The guardian's toast may still be sliding out past the right edge: poll until it rests.
      await expect.poll(() => horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });
    }

    await dialog.getByRole('button', { name: 'Przypisz Marta Biegła', exact: true }).click();
    // The confirmation names her and the score's weightiest reasons; both are new on the platform.
    const confirm = await confirmation(page, 'Marta Biegła');
    if (round === 0) {
      await seen(confirm.getByRole('list', { name: 'Najważniejsze składniki wyniku' }));
      await seen(confirm.getByText('Nowy na platformie', { exact: true }));
    }
    await confirmAssignment(page);
    await dialogNamed(page, adminModalTitles.assignFreelancer).waitFor({ state: 'detached' });
  }

  // The last service staffed: every offer waits for its freelancer's answer (issue 25), and once
  // they accept, the order is active (F9).
  await seen(page.getByText('Czeka na akceptację freelancera').first());
  await acceptWaitingOffers(baseUrl, admin.token, investor.id);
  await expect
    .poll(async () => {
      const orders = await apiCall<{ id: number; orderStatus: string }[]>(
        baseUrl,
        'GET',
        `/admin-panel/investors/${investor.id}/orders`,
        { token: admin.token },
      );
      return orders.find((order) => order.id === orderId)?.orderStatus;
    })
    .toBe('ACTIVE');
});
