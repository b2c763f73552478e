import type { Locator, Page } from 'playwright-core';
import { apiCall, logIn, onboardedFreelancer } from '../support/api.ts';
import { registeredInvestor } from '../support/investor.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { atPath, seen, storeToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/**
 * The admin's investor and freelancer tables (issue 10): a Polish-letter search typed in lower
 * case, sorting by Firma both ways, the page size and the pager, 'Szczegóły' and 'Sprawdź profil'.
 * Users are created through the API; a random letter tag keeps this spec's rows apart from the
 * rest of the run's.
 */

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

/** Letters only: names allow nothing else. */
function letterTag(): string {
  const letters = 'bcdfghjklmnprstwz';
  let tag = '';
  for (let i = 0; i < 8; i += 1) tag += letters[Math.floor(Math.random() * letters.length)];
  return `Q${tag}`;
}

/** Network-backed conditions get the context's generous limit, not poll's 1 s default. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });

const searchBox = (page: Page, name: string) => page.getByRole('searchbox', { name });

/** The table's body rows (the first row holds the headers). */
const bodyRows = (table: Locator) => table.locator('tbody').getByRole('row');

const firstCompany = (table: Locator) =>
  bodyRows(table).first().getByRole('cell').nth(1).textContent();

test('an admin searches, sorts and pages the investors and opens one', async ({ page, app }) => {
  const tag = letterTag();
  const lodzka = await registeredInvestor(app.baseUrl, {
    company: 'Łódzka Spółdzielnia',
    firstName: 'Jan',
    lastName: 'Żółkiewski',
  });
  const lodzkaId = (
    await apiCall<{ id: number }>(app.baseUrl, 'GET', '/investor/me', { token: lodzka.token })
  ).id;
  for (const name of ['Gamma', 'Alfa', 'Delta', 'Beta']) {
    await registeredInvestor(app.baseUrl, { company: `${name} ${tag}`, lastName: tag });
  }
  await storeToken(page.context(), await logIn(app.baseUrl, app.adminEmail, app.adminPassword));
  await page.setViewportSize(desktop);
  await page.goto('/admin/investors');

  const table = page.getByRole('table', { name: 'Inwestorzy' });
  await seen(table);
  expect(await page.title()).toBe('Inwestorzy – Panel administratora – Handlowo');

  // Lower case, Polish letters: the search folds both sides.
  await searchBox(page, 'Szukaj inwestora').fill('łódzka');
  await poll(() => new URL(page.url()).searchParams.get('q')).toBe('łódzka');
  const found = bodyRows(table).filter({ hasText: 'Żółkiewski' });
  await seen(found);
  await poll(() => bodyRows(table).filter({ hasNotText: 'Łódzka' }).count()).toBe(0);
  await seen(found.getByText('Telefon nie został podany'));

  // Sorting, page size and paging over this spec's four investors.
  await searchBox(page, 'Szukaj inwestora').fill(tag.toLowerCase());
  await poll(() => new URL(page.url()).searchParams.get('q')).toBe(tag.toLowerCase());
  await poll(() => bodyRows(table).count()).toBe(4);
  const firma = table.getByRole('columnheader', { name: /^Firma/ });
  await firma.getByRole('button', { name: 'Firma' }).click();
  await poll(() => firma.getAttribute('aria-sort')).toBe('ascending');
  await poll(() => firstCompany(table)).toBe(`Alfa ${tag}`);
  await firma.getByRole('button', { name: 'Firma' }).click();
  await poll(() => firma.getAttribute('aria-sort')).toBe('descending');
  await poll(() => firstCompany(table)).toBe(`Gamma ${tag}`);

  await page.getByRole('combobox', { name: 'Wyników na stronie' }).selectOption('3');
  await poll(() => bodyRows(table).count()).toBe(3);
  const pager = page.getByRole('navigation', { name: 'Strony wyników' });
  await pager.getByRole('link', { name: 'Strona 2' }).click();
  await poll(() => pager.getByRole('link', { name: 'Strona 2' }).getAttribute('aria-current')).toBe(
    'page',
  );
  await poll(() => bodyRows(table).count()).toBe(1);
  expect(await firstCompany(table)).toBe(`Alfa ${tag}`);
  // The state is in the URL: a reload shows the same page.
  await page.reload();
  await poll(() => firstCompany(table)).toBe(`Alfa ${tag}`);
  expect(await firma.getAttribute('aria-sort')).toBe('descending');

  // On a phone the rows are cards, and nothing scrolls sideways.
  await page.setViewportSize(phone);
  const cards = page.getByRole('list', { name: 'Inwestorzy' });
  await seen(cards);
  expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });
  await page.setViewportSize(desktop);

  await searchBox(page, 'Szukaj inwestora').fill('Żółkiewski');
  await (await seen(page.getByRole('link', { name: 'Szczegóły: Łódzka Spółdzielnia' }))).click();
  await atPath(page, `/admin/investors/${lodzkaId}`);
});

test("an admin finds a freelancer and opens the profile from 'Sprawdź profil'", async ({
  page,
  app,
}) => {
  const tag = letterTag();
  const freelancer = await onboardedFreelancer(app.baseUrl, {
    firstName: 'Zdzisław',
    lastName: tag,
  });
  const { id } = await apiCall<{ id: number }>(app.baseUrl, 'GET', '/freelancer/me', {
    token: freelancer.token,
  });
  await storeToken(page.context(), await logIn(app.baseUrl, app.adminEmail, app.adminPassword));
  await page.setViewportSize(desktop);
  await page.goto('/admin/freelancers');

  const table = page.getByRole('table', { name: 'Freelancerzy' });
  await seen(table);
  await searchBox(page, 'Szukaj freelancera').fill(tag.toLowerCase());
  await poll(() => new URL(page.url()).searchParams.get('q')).toBe(tag.toLowerCase());
  await poll(() => table.getAttribute('aria-busy')).toBe('false');
  await poll(() => bodyRows(table).count()).toBe(1);
  const row = bodyRows(table).first();
  await seen(row.getByText('3-5 lat'));
  await row.getByRole('link', { name: `Sprawdź profil: Zdzisław ${tag}` }).click();
  await atPath(page, `/freelancer/profile/${id}`);
  await seen(page.getByText(`Zdzisław ${tag}`));
});
