import type { Locator } from 'playwright-core';
import {
  accountDataModalTitles,
  downloadFrom,
  exportedData,
  openMyDataFromMenu,
} from '../support/account-data.ts';
import { adminSession } from '../support/admin.ts';
import { apiCall, onboardedFreelancer } from '../support/api.ts';
import { field, logInThroughForm, registerThroughForm } from '../support/flows.ts';
import { newestMailTo } from '../support/outbox.ts';
import { shown } from '../support/profile-modals.ts';
import { atPath, seen, seenText, storedToken, storeToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/**
 * Data rights (issue 12) in the browser: a freelancer downloads their data from 'Moje dane' and
 * deletes their account with the password, then cannot log in and registers again with the same
 * e-mail; an admin downloads a freelancer's data and deletes the account from the table.
 */

const desktop = { width: 1280, height: 900 };
const EXPORT_NAME = /^handlowo-dane-(\d+)-\d{4}-\d{2}-\d{2}\.zip$/;

/** Network-backed conditions get the context's generous limit, not poll's 1 s default. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });

/** Letters only: names allow nothing else (a tag keeps this spec's rows apart). */
function letterTag(): string {
  const letters = 'bcdfghjklmnprstwz';
  let tag = '';
  for (let i = 0; i < 8; i += 1) tag += letters[Math.floor(Math.random() * letters.length)];
  return `Q${tag}`;
}

test('a freelancer downloads their data, deletes the account and can register again', async ({
  page,
  app,
}) => {
  const user = await onboardedFreelancer(app.baseUrl);
  const { id } = await apiCall<{ id: number }>(app.baseUrl, 'GET', '/freelancer/me', {
    token: user.token,
  });
  await page.setViewportSize(desktop);
  // Through the form, not a stored token: an init script would log the deleted user back in.
  await logInThroughForm(page, user.email, user.password);
  await atPath(page, '/freelancer/profile');

  const myData = await openMyDataFromMenu(page);
  const download = await downloadFrom(
    page,
    myData.getByRole('button', { name: 'Pobierz moje dane' }),
  );
  expect(download.suggestedFilename()).toMatch(EXPORT_NAME);
  expect(EXPORT_NAME.exec(download.suggestedFilename())?.[1]).toBe(String(id));
  const { names, data } = await exportedData(download);
  expect(names[0]).toBe('dane.json');
  expect(data.account.email).toBe(user.email);
  expect(data.account.role).toBe('FREELANCER');

  await myData.getByRole('button', { name: 'Usuń konto', exact: true }).click();
  const deletion = await shown(page, accountDataModalTitles.deleteAccount);
  const confirm = deletion.getByRole('button', { name: 'Usuń konto na zawsze' });
  await confirm.click();
  await seen(deletion.getByText('Podaj hasło'));
  await field(deletion, 'Hasło').fill(`${user.password}x`);
  await confirm.click();
  await seen(deletion.getByText('Hasło jest niepoprawne'));

  const deletedAt = Date.now() - 1_000;
  await field(deletion, 'Hasło').fill(user.password);
  await confirm.click();
  await atPath(page, '/login');
  await seenText(
    page,
    'Twoje konto zostało usunięte. Potwierdzenie wysłaliśmy na Twój adres e-mail.',
  );
  await poll(() => page.getByRole('dialog').count()).toBe(0);
  expect(await storedToken(page)).toBeNull();
  const mail = await newestMailTo(app.dataDir, user.email, { after: deletedAt });
  expect(mail.text).toContain(`Twoje konto powiązane z adresem ${user.email} zostało usunięte`);

  // The account is gone: the same login fails like any unknown one.
  await logInThroughForm(page, user.email, user.password);
  await seen(
    page.getByRole('alert').filter({ hasText: 'Niepoprawny login lub hasło. Spróbuj ponownie' }),
  );
  expect(await storedToken(page)).toBeNull();

  // The address is free again.
  await registerThroughForm(page, user);
  await seenText(
    page,
    'Użytkownik został zarejestrowany. Za chwilę przekierujemy Cię na stronę logowania.',
  );
  await atPath(page, '/login');
  await logInThroughForm(page, user.email, user.password);
  await atPath(page, '/freelancer/onboarding/start');
});

test("an admin downloads a freelancer's data and deletes the account from the table", async ({
  page,
  app,
}) => {
  const tag = letterTag();
  const freelancer = await onboardedFreelancer(app.baseUrl, { firstName: 'Jan', lastName: tag });
  const name = `Jan ${tag}`;
  const admin = await adminSession(app);
  await storeToken(page.context(), admin.token);
  await page.setViewportSize(desktop);
  await page.goto(`/admin/freelancers?q=${tag.toLowerCase()}`);

  const table = page.getByRole('table', { name: 'Freelancerzy' });
  const rows = table.locator('tbody').getByRole('row');
  await seen(rows.filter({ hasText: name }));
  await poll(() => rows.count()).toBe(1);
  const more = (row: Locator) => row.getByRole('button', { name: `Więcej akcji: ${name}` });

  await more(rows.first()).click();
  const download = await downloadFrom(
    page,
    page.getByRole('menuitem', { name: `Pobierz dane: ${name}` }),
  );
  expect(download.suggestedFilename()).toMatch(EXPORT_NAME);
  expect((await exportedData(download)).data.account.email).toBe(freelancer.email);

  await more(rows.first()).click();
  await page.getByRole('menuitem', { name: `Usuń konto: ${name}` }).click();
  const dialog = await shown(page, accountDataModalTitles.deleteUser);
  await seen(dialog.getByText(freelancer.email));
  const remove = dialog.getByRole('button', { name: 'Usuń konto', exact: true });
  const confirmation = dialog.getByLabel('Wpisz adres e-mail użytkownika, aby potwierdzić');
  expect(await remove.isDisabled()).toBe(true);
  await confirmation.fill('ktos.inny@handlowo.test');
  expect(await remove.isDisabled()).toBe(true);
  // The comparison ignores case, as the server's does.
  await confirmation.fill(freelancer.email.toUpperCase());
  expect(await remove.isEnabled()).toBe(true);
  await remove.click();

  await seenText(page, 'Konto użytkownika zostało usunięte');
  await dialog.waitFor({ state: 'detached' });
  await poll(() => rows.count()).toBe(0);
  await seenText(page, `Brak wyników dla „${tag.toLowerCase()}”`);
  // The freelancer's session is gone with the account.
  const me = await fetch(`${app.baseUrl}/api/freelancer/me`, {
    headers: { authorization: `Bearer ${freelancer.token}` },
  });
  expect(me.status).toBe(403);
});
