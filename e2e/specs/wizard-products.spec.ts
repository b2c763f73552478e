import type { Locator, Page } from 'playwright-core';
import { apiCall } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { dialogNamed, shown } from '../support/profile-modals.ts';
import { seen, storeToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';
import { addProduct, investorAtWizardStep } from '../support/wizard.ts';
import { openProductsStep } from '../support/wizard-product-modal-cases.ts';

/**
 * Step 2 of the service wizard as an investor uses it (spec document 2 sections 2 and 5): the
 * product modal's messages, then a product added for a voivodeship, edited to a city and
 * deleted; after each change a reload shows the saved list.
 */

interface Options {
  subIndustry: string;
  sector: string;
  size: string;
  persona: string;
}

/** The first option of every dictionary, by the names the selects show. */
async function firstOptions(baseUrl: string, token: string): Promise<Options> {
  const [industries, sectors, sizes, persons] = await Promise.all([
    apiCall<{ subIndustries: { name: string }[] }[]>(baseUrl, 'GET', '/industries', { token }),
    apiCall<{ name: string }[]>(baseUrl, 'GET', '/sectors', { token }),
    apiCall<{ description: string }[]>(baseUrl, 'GET', '/company-size', { token }),
    apiCall<{ name: string }[]>(baseUrl, 'GET', '/buyer-person', { token }),
  ]);
  const subIndustry = industries.find((i) => i.subIndustries.length > 0)?.subIndustries[0]?.name;
  const [sector, size, persona] = [sectors[0]?.name, sizes[0]?.description, persons[0]?.name];
  if (!subIndustry || !sector || !size || !persona) throw new Error('a dictionary is empty');
  return { subIndustry, sector, size, persona };
}

async function pick(page: Page, dialog: Locator, label: string, option: string | RegExp) {
  await dialog.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
  await closeDropdown(page, dialog);
}

/**
 * A multi-select (and the city's suggestions) keeps its list open over the next fields: a click
 * on the modal's title closes it (Escape would close the modal once the list is gone).
 */
async function closeDropdown(page: Page, dialog: Locator) {
  await dialog.locator('.mantine-Modal-title').click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function card(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Twoje produkty' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name, exact: true }),
    });
}

test('an investor adds, edits and deletes a product; every change survives a reload', async ({
  app,
  context,
  page,
}) => {
  const investor = await investorAtWizardStep(app.baseUrl, 2);
  const options = await firstOptions(app.baseUrl, investor.token);
  await storeToken(context, investor.token);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openProductsStep(page);
  await expect
    .poll(() => page.getByRole('button', { name: 'Przejdź dalej' }).isDisabled())
    .toBe(true);

  // The messages of an empty form (spec document 2 section 5).
  await page.getByRole('button', { name: 'Dodaj produkt', exact: true }).click();
  let dialog = await shown(page, 'Dodaj produkt');
  await dialog.getByRole('button', { name: 'Dodaj produkt', exact: true }).click();
  for (const message of [
    'Podaj nazwę produktu',
    'Wybierz target',
    'Wybierz personę kupującego',
    'Wybierz kraj',
  ]) {
    await seen(dialog.getByText(message, { exact: true }));
  }
  expect(await dialog.getByText('Wybierz sektor', { exact: true }).count()).toBe(2);

  // Added for a voivodeship.
  const name = 'Program lojalnościowy dla sieci aptek';
  await dialog.getByRole('textbox', { name: 'Nazwa produktu' }).fill(name);
  await pick(page, dialog, 'Branża', options.subIndustry);
  await pick(page, dialog, 'Sektor', options.sector);
  await pick(
    page,
    dialog,
    'Jak duże podmioty są Twoim celem?',
    new RegExp(`^${escaped(options.size)}`),
  );
  await pick(page, dialog, 'Persona kupującego', options.persona);
  await dialog
    .getByRole('textbox', { name: 'Opis produktu' })
    .fill('Aplikacja z punktami i kuponami.');
  await dialog
    .getByRole('radiogroup', { name: 'Obszar sprzedaży' })
    .getByText('Województwo')
    .click();
  await pick(page, dialog, 'Województwo', 'Mazowieckie');
  await dialog.getByRole('button', { name: 'Dodaj produkt', exact: true }).click();
  await dialogNamed(page, 'Dodaj produkt').waitFor({ state: 'detached' });
  await seen(
    card(page, name).getByText('Obszar sprzedaży: Województwo mazowieckie', { exact: true }),
  );

  await page.reload();
  await openProductsStep(page);
  await seen(
    card(page, name).getByText('Obszar sprzedaży: Województwo mazowieckie', { exact: true }),
  );
  await seen(card(page, name).getByText(options.persona));

  // Edited: the area switched to a city.
  await page.getByRole('button', { name: `Edytuj produkt: ${name}` }).click();
  dialog = await shown(page, 'Edytuj produkt');
  await dialog.getByRole('radiogroup', { name: 'Obszar sprzedaży' }).getByText('Miasto').click();
  await dialog.getByRole('combobox', { name: 'Miasto' }).fill('Gdańsk');
  await closeDropdown(page, dialog);
  await dialog.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await dialogNamed(page, 'Edytuj produkt').waitFor({ state: 'detached' });
  await seen(card(page, name).getByText('Obszar sprzedaży: Gdańsk', { exact: true }));

  await page.reload();
  await openProductsStep(page);
  await seen(card(page, name).getByText('Obszar sprzedaży: Gdańsk', { exact: true }));
  expect(
    await card(page, name)
      .getByText('Obszar sprzedaży: Województwo mazowieckie', { exact: true })
      .count(),
  ).toBe(0);

  // Deleted after the confirmation.
  await page.getByRole('button', { name: `Usuń produkt: ${name}` }).click();
  dialog = await shown(page, 'Usunąć produkt?');
  await dialog.getByRole('button', { name: 'Usuń produkt', exact: true }).click();
  await seen(page.getByText('Nie dodano jeszcze żadnego produktu.'));

  await page.reload();
  await openProductsStep(page);
  await seen(page.getByText('Nie dodano jeszcze żadnego produktu.'));
  expect(await page.getByRole('heading', { name, exact: true }).count()).toBe(0);
});

test('the products list at 375 px: long names wrap, no sideways scrolling, axe clean', async ({
  app,
  context,
  page,
}) => {
  const investor = await investorAtWizardStep(app.baseUrl, 2);
  // 50 characters without a space: the card must break it, not widen the page.
  await addProduct(
    app.baseUrl,
    investor.token,
    'Superkompleksowaplatformasprzedażowadlahurtowniabc',
  );
  await addProduct(app.baseUrl, investor.token);
  await storeToken(context, investor.token);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 375, height: 812 });
  await openProductsStep(page);
  await seen(page.getByRole('heading', { name: 'System CRM dla biur rachunkowych' }));
  expect((await horizontalOverflow(page)).overflow).toBe(0);
  const violations = await seriousViolations(page);
  expect(violations.map((v) => `${v.id} on ${v.targets.join(' | ')}`)).toEqual([]);
  // Keyboard: the first card's edit button is reachable and opens its modal with Enter.
  await page.getByRole('button', { name: /^Edytuj produkt: Superkompleksowa/ }).focus();
  await page.keyboard.press('Enter');
  await shown(page, 'Edytuj produkt');
  expect((await horizontalOverflow(page)).overflow).toBe(0);
});
