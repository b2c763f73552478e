import type { Locator, Page } from 'playwright-core';
import { paths } from '../../apps/web/src/config/paths.ts';
import { apiCall, logIn, onboardedFreelancer } from '../support/api.ts';
import { openFromPage, openStacked } from '../support/profile-detail-modal-cases.ts';
import { historySamples } from '../support/profile-history-modal-cases.ts';
import { dialogNamed, openProfile, phone, signIn } from '../support/profile-modals.ts';
import { seen } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/**
 * Certificates, experience and education of the own profile (spec document 2 sections 2–5 and
 * 9, issue 8): on a phone, a freelancer adds, edits and deletes an entry in each section; an
 * ongoing experience is edited to ended and back ('ongoing' pre-checked); the cards read the
 * spec's formats and survive a reload.
 */

/** Picks `option` in the select labelled `label` (label starts with it) inside `scope`. */
async function pick(scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

async function fill(scope: Locator, label: string, value: string): Promise<void> {
  await scope.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
}

async function submit(dialog: Locator, button = 'Zapisz zmiany'): Promise<void> {
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** The list modal of a section, its entry's stacked edit modal opened. */
async function editEntry(page: Page, list: string, entry: string, title: string) {
  const parent = await openFromPage(page, list);
  const dialog = await openStacked(parent, `Edytuj: ${entry}`, title);
  return { parent, dialog };
}

/** Deletes `entry` through the section's list modal (asks first), then closes the list. */
async function deleteEntry(page: Page, list: string, entry: string): Promise<void> {
  const parent = await openFromPage(page, list);
  await parent.getByRole('button', { name: `Usuń: ${entry}`, exact: true }).click();
  const confirm = parent.getByRole('group', { name: `Usunąć „${entry}”?` });
  await expect
    .poll(() =>
      confirm
        .getByRole('button', { name: 'Nie usuwaj' })
        .evaluate((b) => b === document.activeElement),
    )
    .toBe(true);
  await confirm.getByRole('button', { name: 'Tak, usuń', exact: true }).click();
  await seen(parent.getByText('Brak', { exact: true }));
  await submit(parent, 'Gotowe');
}

test('a freelancer adds, edits and deletes a certificate, an experience and an education', async ({
  page,
  app,
}) => {
  const user = await onboardedFreelancer(app.baseUrl);
  await signIn(page, user.token);
  await page.setViewportSize(phone);
  await openProfile(page);

  const certificates = section(page, 'Certyfikaty i licencje');
  const experience = section(page, 'Doświadczenie');
  const education = section(page, 'Wykształcenie');
  // Owner empty states; Edit is hidden on the empty lists.
  await seen(certificates.getByText('Nie dodano jeszcze żadnych certyfikatów i licencji'));
  await seen(experience.getByText('Nie uzupełniono danych o doświadczeniu'));
  await seen(education.getByText('Nie uzupełniono danych o wykształceniu'));
  for (const title of [
    'Edytuj licencje i certyfikaty',
    'Edytuj doświadczenie',
    'Edytuj wykształcenie',
  ]) {
    expect(await page.getByRole('button', { name: title, exact: true }).count()).toBe(0);
  }

  // Certificate: added as a licence with an expiry.
  let dialog = await openFromPage(page, 'Dodaj licencję lub certyfikat');
  await fill(dialog, 'Nazwa', 'Licencja maklerska');
  await fill(dialog, 'Wystawca', 'Komisja Nadzoru Finansowego');
  await dialog.getByText('Licencja', { exact: true }).click();
  // The year pickers hold the current year and list the years ascending (issue 28).
  const startYear = dialog.getByRole('combobox', { name: /^Rok uzyskania/ });
  expect(await startYear.inputValue()).toBe(String(new Date().getFullYear()));
  await startYear.click();
  await seen(page.getByRole('option', { name: '1990', exact: true }));
  const years = (await page.getByRole('option').allTextContents()).map(Number);
  expect(years[0]).toBe(1990);
  expect(years).toEqual([...years].sort((a, b) => a - b));
  await page.getByRole('option', { name: '2024', exact: true }).click();
  await pick(dialog, 'Miesiąc uzyskania', 'Marzec');
  await pick(dialog, 'Miesiąc wygaśnięcia', 'Grudzień');
  await pick(dialog, 'Rok wygaśnięcia', '2027');
  await submit(dialog, 'Dodaj');
  let card = certificates.getByRole('listitem').filter({ hasText: 'Licencja maklerska' });
  await seen(card.getByText('Komisja Nadzoru Finansowego'));
  await seen(card.getByText('Licencja', { exact: true }));
  await seen(card.getByText('Data uzyskania: marzec 2024'));
  await seen(card.getByText('Data wygaśnięcia: grudzień 2027'));

  // Edited: renamed, and without expiry now.
  let edit = await editEntry(
    page,
    'Edytuj licencje i certyfikaty',
    'Licencja maklerska',
    'Edytuj licencję lub certyfikat',
  );
  const name = edit.dialog.getByRole('textbox', { name: /^Nazwa/ });
  await expect.poll(() => name.inputValue()).toBe('Licencja maklerska');
  const noExpiry = edit.dialog.getByRole('checkbox', { name: 'Bez daty ważności' });
  expect(await noExpiry.isChecked()).toBe(false);
  await name.fill('Licencja maklera papierów wartościowych');
  await noExpiry.check();
  expect(await edit.dialog.getByRole('combobox', { name: /^Rok wygaśnięcia/ }).count()).toBe(0);
  await submit(edit.dialog);
  await seen(edit.parent.getByText('Licencja maklera papierów wartościowych', { exact: true }));
  await submit(edit.parent, 'Gotowe');
  card = certificates
    .getByRole('listitem')
    .filter({ hasText: 'Licencja maklera papierów wartościowych' });
  await seen(card.getByText('Bez daty ważności'));

  // Experience: added as ongoing.
  dialog = await openFromPage(page, 'Dodaj doświadczenie');
  await fill(dialog, 'Stanowisko', 'Key Account Manager');
  await fill(dialog, 'Firma', 'Handel Hurt sp. z o.o.');
  expect(await dialog.getByRole('combobox', { name: /^Kraj/ }).inputValue()).toBe('Polska');
  await pick(dialog, 'Województwo', 'Mazowieckie');
  await fill(dialog, 'Miasto', 'Warszawa');
  await pick(dialog, 'Miesiąc rozpoczęcia', 'Marzec');
  await pick(dialog, 'Rok rozpoczęcia', '2021');
  await dialog.getByRole('checkbox', { name: 'Obecnie tu pracuję' }).check();
  await submit(dialog, 'Dodaj');
  card = experience.getByRole('listitem').filter({ hasText: 'Key Account Manager' });
  await seen(card.getByText('Handel Hurt sp. z o.o.'));
  await seen(card.getByText('marzec 2021 – obecnie'));
  await seen(card.getByText('Warszawa, Mazowieckie'));

  // Edited to ended: 'ongoing' is pre-checked; unchecked, an end is chosen.
  edit = await editEntry(page, 'Edytuj doświadczenie', 'Key Account Manager', 'Edytuj stanowisko');
  let ongoing = edit.dialog.getByRole('checkbox', { name: 'Obecnie tu pracuję' });
  expect(await ongoing.isChecked()).toBe(true);
  await ongoing.uncheck();
  // An end before the start is refused with the contract's message.
  await pick(edit.dialog, 'Miesiąc zakończenia', 'Luty');
  await pick(edit.dialog, 'Rok zakończenia', '2021');
  await edit.dialog.getByRole('button', { name: 'Zapisz zmiany', exact: true }).click();
  await seen(
    edit.dialog.getByText('Data zakończenia nie może być wcześniejsza niż data rozpoczęcia'),
  );
  await pick(edit.dialog, 'Miesiąc zakończenia', 'Czerwiec');
  await pick(edit.dialog, 'Rok zakończenia', '2023');
  await submit(edit.dialog);
  await seen(edit.parent.getByText('marzec 2021 – czerwiec 2023', { exact: true }));
  await submit(edit.parent, 'Gotowe');
  await seen(card.getByText('marzec 2021 – czerwiec 2023'));

  // And back to ongoing: not pre-checked now, the end prefilled.
  edit = await editEntry(page, 'Edytuj doświadczenie', 'Key Account Manager', 'Edytuj stanowisko');
  ongoing = edit.dialog.getByRole('checkbox', { name: 'Obecnie tu pracuję' });
  expect(await ongoing.isChecked()).toBe(false);
  expect(
    await edit.dialog.getByRole('combobox', { name: /^Miesiąc zakończenia/ }).inputValue(),
  ).toBe('Czerwiec');
  await ongoing.check();
  await submit(edit.dialog);
  await submit(edit.parent, 'Gotowe');
  await seen(card.getByText('marzec 2021 – obecnie'));

  // Education: added, ended.
  dialog = await openFromPage(page, 'Dodaj wykształcenie');
  await fill(dialog, 'Kierunek', 'Zarządzanie');
  await fill(dialog, 'Szkoła lub uczelnia', 'Uniwersytet Gdański');
  await pick(dialog, 'Województwo', 'Pomorskie');
  await fill(dialog, 'Miasto', 'Sopot');
  await pick(dialog, 'Miesiąc rozpoczęcia', 'Październik');
  await pick(dialog, 'Rok rozpoczęcia', '2015');
  await pick(dialog, 'Miesiąc zakończenia', 'Czerwiec');
  await pick(dialog, 'Rok zakończenia', '2020');
  await submit(dialog, 'Dodaj');
  card = education.getByRole('listitem').filter({ hasText: 'Zarządzanie' });
  await seen(card.getByText('Uniwersytet Gdański'));
  await seen(card.getByText('październik 2015 – czerwiec 2020'));
  await seen(card.getByText('Sopot, Pomorskie'));

  // Edited: another city.
  edit = await editEntry(page, 'Edytuj wykształcenie', 'Zarządzanie', 'Edytuj szkołę lub uczelnię');
  expect(await edit.dialog.getByRole('textbox', { name: /^Miasto/ }).inputValue()).toBe('Sopot');
  await fill(edit.dialog, 'Miasto', 'Gdańsk');
  await submit(edit.dialog);
  await submit(edit.parent, 'Gotowe');
  await seen(card.getByText('Gdańsk, Pomorskie'));

  // Everything is there after a reload.
  await openProfile(page);
  await seen(certificates.getByText('Licencja maklera papierów wartościowych'));
  await seen(experience.getByText('marzec 2021 – obecnie'));
  await seen(education.getByText('Gdańsk, Pomorskie'));

  // Deleted, each after a confirmation: the owner empty states come back, Edit hides.
  await deleteEntry(
    page,
    'Edytuj licencje i certyfikaty',
    'Licencja maklera papierów wartościowych',
  );
  await seen(certificates.getByText('Nie dodano jeszcze żadnych certyfikatów i licencji'));
  await deleteEntry(page, 'Edytuj doświadczenie', 'Key Account Manager');
  await seen(experience.getByText('Nie uzupełniono danych o doświadczeniu'));
  await deleteEntry(page, 'Edytuj wykształcenie', 'Zarządzanie');
  await seen(education.getByText('Nie uzupełniono danych o wykształceniu'));
  for (const title of [
    'Edytuj licencje i certyfikaty',
    'Edytuj doświadczenie',
    'Edytuj wykształcenie',
  ]) {
    expect(await page.getByRole('button', { name: title, exact: true }).count()).toBe(0);
  }
  expect(await dialogNamed(page, 'Edytuj wykształcenie').count()).toBe(0);
});

test('an admin reads the three sections without buttons: visitor empty states, then the cards', async ({
  page,
  app,
}) => {
  const user = await onboardedFreelancer(app.baseUrl);
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    apiCall<{ id: number }>(app.baseUrl, method, path, { token: user.token, body });
  const { id } = await call('GET', '/freelancer/me');
  await signIn(page, await logIn(app.baseUrl, app.adminEmail, app.adminPassword));
  await page.setViewportSize(phone);
  await page.goto(paths.freelancer.profileById.to(id));

  const certificates = section(page, 'Certyfikaty i licencje');
  const experience = section(page, 'Doświadczenie');
  const education = section(page, 'Wykształcenie');
  await seen(certificates.getByText('Nie dodano danych o certyfikatach i licencjach'));
  await seen(experience.getByText('Brak danych o doświadczeniu'));
  await seen(education.getByText('Brak danych o wykształceniu'));

  await call('POST', '/certificate/freelancer', historySamples.certificate);
  await call('POST', '/workExperience/freelancer', historySamples.experience);
  await call('POST', '/freelancer/education', historySamples.education);
  await page.reload();
  await seen(certificates.getByText('Bez daty ważności'));
  await seen(certificates.getByText('Data uzyskania: marzec 2024'));
  await seen(experience.getByText('październik 2019 – obecnie'));
  await seen(experience.getByText('Gdańsk, Pomorskie'));
  await seen(education.getByText('październik 2014 – czerwiec 2019'));
  await seen(education.getByText('Kraków, Małopolskie'));
  for (const region of [certificates, experience, education]) {
    expect(await region.getByRole('button').count()).toBe(0);
  }
});
