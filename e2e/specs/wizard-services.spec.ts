import { addMonths, format } from 'date-fns';
import { pl } from 'date-fns/locale';
import type { Locator, Page } from 'playwright-core';
import { apiCall } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { dialogNamed, phone, shown, violationsInDialogs } from '../support/profile-modals.ts';
import { seen, storeToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';
import { addService, investorAtWizardStep } from '../support/wizard.ts';
import { openServicesStep } from '../support/wizard-service-modal-cases.ts';

/**
 * Step 1 of the service wizard as an investor uses it (spec document 2 sections 2 and 5): the
 * service modal's messages, then a service added through both tabs, edited and deleted; after
 * each change a reload shows the saved list.
 */

const polish = (date: Date) => format(date, 'd MMMM yyyy', { locale: pl });

function card(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Usługi w zleceniu' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Text as the user reads it: the amount's non-breaking spaces as plain ones. */
async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\u00a0|\u202f/g, ' ');
}

test('an investor adds, edits and deletes a service; every change survives a reload', async ({
  app,
  context,
  page,
}) => {
  const investor = await investorAtWizardStep(app.baseUrl, 1);
  const pipelines = await apiCall<{ id: number; pipelineMainTasks: { name: string }[] }[]>(
    app.baseUrl,
    'GET',
    '/pipeline',
    { token: investor.token },
  );
  const task = pipelines.find((p) => p.id === 1)?.pipelineMainTasks[0]?.name;
  if (!task) throw new Error('stage 1 has no main task');
  await storeToken(context, investor.token);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openServicesStep(page);
  await seen(page.getByText('Nie dodano jeszcze żadnej usługi.'));
  await expect
    .poll(() => page.getByRole('button', { name: 'Przejdź dalej' }).isDisabled())
    .toBe(true);

  // Tab 02 waits for a task; then the messages of empty details (spec document 2 section 5).
  await page.getByRole('button', { name: 'Dodaj usługę', exact: true }).click();
  let dialog = await shown(page, 'Dodaj usługę');
  await dialog.getByRole('button', { name: 'Dalej', exact: true }).click();
  await seen(dialog.getByText('Wybierz usługę', { exact: true }));
  await dialog.getByRole('radio', { name: new RegExp(`^${task}`) }).click();
  await dialog.getByRole('button', { name: 'Dalej', exact: true }).click();
  // Tab 02 opens with nothing red: 'Dalej' no longer submits the form (issue 28).
  await seen(dialog.getByRole('textbox', { name: 'Ilość' }));
  expect(await dialog.locator('[aria-invalid="true"]').count()).toBe(0);
  expect(await dialog.getByText('Podaj ilość', { exact: true }).count()).toBe(0);
  await dialog.getByRole('button', { name: 'Dodaj usługę', exact: true }).click();
  for (const message of [
    'Podaj ilość',
    'Wybierz okres',
    'Data rozpoczęcia wymagana',
    'Podaj dodatkowe informacje',
  ]) {
    await seen(dialog.getByText(message, { exact: true }));
  }
  const amount = dialog.getByRole('textbox', { name: 'Ilość' });
  await amount.fill('0');
  await dialog.getByRole('button', { name: 'Dodaj usługę', exact: true }).click();
  await seen(dialog.getByText('Wartość musi być większa od 0', { exact: true }));

  // Added: 120 pieces for 3 months from the 15th of next month.
  const start = addMonths(new Date(), 1);
  start.setDate(15);
  await amount.fill('120');
  // The chosen period is announced (a checked radio) and marked: its card's border differs.
  const chosen = dialog.getByRole('radio', { name: '3 miesiące' });
  await chosen.click();
  expect(await chosen.getAttribute('aria-checked')).toBe('true');
  const borderOf = (radio: Locator) => radio.evaluate((el) => getComputedStyle(el).borderColor);
  const other = await borderOf(dialog.getByRole('radio', { name: '1 miesiąc' }));
  await expect.poll(() => borderOf(chosen)).not.toBe(other);
  await dialog.getByRole('button', { name: 'Data rozpoczęcia' }).click();
  await page.getByRole('button', { name: 'Następny miesiąc' }).click();
  await page.getByRole('button', { name: polish(start), exact: true }).click();
  const description = 'Telefony do biur rachunkowych z Mazowsza.';
  await dialog.getByRole('textbox', { name: 'Dodatkowe informacje' }).fill(description);
  await seen(dialog.getByText(`${description.length} / 250`));
  await dialog.getByRole('button', { name: 'Dodaj usługę', exact: true }).click();
  await dialogNamed(page, 'Dodaj usługę').waitFor({ state: 'detached' });
  const range = `${polish(start)} – ${polish(addMonths(start, 3))}`;
  await seen(card(page, task).getByText(range));

  await page.reload();
  await openServicesStep(page);
  const saved = await textOf(await seen(card(page, task)));
  for (const part of ['Ilość: 120 szt.', 'Okres: 3 miesiące', `Termin: ${range}`, description]) {
    expect(saved).toContain(part);
  }
  expect(await page.getByRole('button', { name: 'Przejdź dalej' }).isEnabled()).toBe(true);

  // Edited: another amount and period.
  await page.getByRole('button', { name: `Edytuj usługę: ${task}` }).click();
  dialog = await shown(page, 'Edytuj usługę');
  await dialog.getByRole('textbox', { name: 'Ilość' }).fill('250');
  await dialog.getByRole('radio', { name: '6 miesięcy' }).click();
  await dialog.getByRole('button', { name: 'Edytuj usługę', exact: true }).click();
  await dialogNamed(page, 'Edytuj usługę').waitFor({ state: 'detached' });
  await seen(card(page, task).getByText('6 miesięcy'));

  await page.reload();
  await openServicesStep(page);
  const edited = await textOf(await seen(card(page, task)));
  expect(edited).toContain('Ilość: 250 szt.');
  expect(edited).toContain(`Termin: ${polish(start)} – ${polish(addMonths(start, 6))}`);

  // Deleted after the confirmation.
  await page.getByRole('button', { name: `Usuń usługę: ${task}` }).click();
  dialog = await shown(page, 'Usunąć usługę?');
  await dialog.getByRole('button', { name: 'Usuń usługę', exact: true }).click();
  await seen(page.getByText('Nie dodano jeszcze żadnej usługi.'));

  await page.reload();
  await openServicesStep(page);
  await seen(page.getByText('Nie dodano jeszcze żadnej usługi.'));
  expect(await page.getByRole('heading', { name: task, exact: true }).count()).toBe(0);
});

test('on a phone the list and the modal fit and pass axe; the modal works from the keyboard', async ({
  app,
  context,
  page,
}) => {
  const investor = await investorAtWizardStep(app.baseUrl, 1);
  await addService(app.baseUrl, investor.token);
  await storeToken(context, investor.token);
  await page.setViewportSize(phone);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openServicesStep(page);
  await seen(page.getByRole('list', { name: 'Usługi w zleceniu' }));
  expect((await seriousViolations(page)).map((v) => `${v.id} ${v.targets}`)).toEqual([]);
  expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });
  const add = page.getByRole('button', { name: 'Dodaj usługę', exact: true });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = await shown(page, 'Dodaj usługę');
  // The first task card, chosen with the keyboard, then on to tab 02.
  const firstTask = dialog.getByRole('radio').first();
  await firstTask.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => firstTask.getAttribute('aria-checked')).toBe('true');
  await dialog.getByRole('button', { name: 'Dalej', exact: true }).focus();
  await page.keyboard.press('Enter');
  await seen(dialog.getByRole('textbox', { name: 'Ilość' }));
  const problems = async (at: string) => [
    ...(await violationsInDialogs(page)).map((v) => `${at}: axe ${v.impact} ${v.id} ${v.targets}`),
    ...(await horizontalOverflow(page)).culprits.map((c) => `${at}: too wide ${c}`),
  ];
  const failures = await problems('details');
  await dialog.getByRole('button', { name: 'Data rozpoczęcia' }).click();
  await seen(page.getByRole('button', { name: 'Następny miesiąc' }));
  // axe measures contrast as painted: wait until the calendar has faded in.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-dates-dropdown]')).every(
      (dropdown) => getComputedStyle(dropdown).opacity === '1',
    ),
  );
  failures.push(...(await problems('calendar')));
  expect(failures).toEqual([]);
  // Escape closes the calendar first, then the modal; the focus returns to 'Dodaj usługę'.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Następny miesiąc' }).waitFor({ state: 'detached' });
  await page.keyboard.press('Escape');
  await dialogNamed(page, 'Dodaj usługę').waitFor({ state: 'detached' });
  await expect.poll(() => add.evaluate((el) => el === document.activeElement)).toBe(true);
});
