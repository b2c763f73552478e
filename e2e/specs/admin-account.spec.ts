import { adminMessages } from '../../packages/contract/src/admin/messages.ts';
import { adminSession } from '../support/admin.ts';
import { activeInvitedAdmin, adminRow, openAccountPage } from '../support/admin-account.ts';
import { logIn, newUser } from '../support/api.ts';
import { field, logInThroughForm, setPasswordThroughForm } from '../support/flows.ts';
import { newestMailTo, setPasswordLink } from '../support/outbox.ts';
import { signIn } from '../support/profile-modals.ts';
import { atPath, seen, seenText } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/*
 * /admin/edit-data (issue 10): inviting another admin, who sets a password from the e-mail and
 * logs in, and changing one's own password, which ends the session. The password change uses a
 * freshly invited admin: the run's bootstrap admin keeps its password for the other specs.
 */

test('an admin invites another admin, who sets a password from the e-mail and logs in', async ({
  page,
  app,
  browser,
}) => {
  const admin = await adminSession(app);
  await signIn(page, admin.token);
  await openAccountPage(page);
  const invited = newUser({ firstName: 'Olga', lastName: 'Zaproszona', password: 'Nowy-admin1!' });

  await page.getByRole('button', { name: 'Dodaj administratora', exact: true }).click();
  const dialog = await seen(page.getByRole('dialog', { name: 'Dodaj administratora' }));
  const sentAfter = Date.now() - 1_000;
  await field(dialog, 'Imię').fill(invited.firstName);
  await field(dialog, 'Nazwisko').fill(invited.lastName);
  await field(dialog, 'Email').fill(invited.email);
  await dialog.getByRole('button', { name: 'Wyślij zaproszenie', exact: true }).click();
  await seen(dialog.getByText(`Wysłaliśmy na adres ${invited.email} e-mail z linkiem`));
  await dialog.getByRole('button', { name: 'Gotowe', exact: true }).click();
  const row = await adminRow(page, invited.email);
  await seen(row.getByRole('button', { name: 'Usuń: Olga Zaproszona' }));

  // The same e-mail again: 409 at the field.
  await page.getByRole('button', { name: 'Dodaj administratora', exact: true }).click();
  const again = await seen(page.getByRole('dialog', { name: 'Dodaj administratora' }));
  await field(again, 'Imię').fill('Inna');
  await field(again, 'Nazwisko').fill('Osoba');
  await field(again, 'Email').fill(invited.email);
  await again.getByRole('button', { name: 'Wyślij zaproszenie', exact: true }).click();
  await seen(again.getByText('Użytkownik z takim adresem email już istnieje'));

  // The invited admin, in a browser of their own.
  const mail = await newestMailTo(app.dataDir, invited.email, { after: sentAfter });
  const theirs = await browser.newContext({ baseURL: app.baseUrl, locale: 'pl-PL' });
  theirs.setDefaultTimeout(30_000);
  try {
    const theirPage = await theirs.newPage();
    await setPasswordThroughForm(theirPage, setPasswordLink(mail), invited.password);
    await atPath(theirPage, '/login');
    await logInThroughForm(theirPage, invited.email, invited.password);
    await atPath(theirPage, '/admin');
    await seen(theirPage.getByRole('heading', { name: 'Pulpit', exact: true }));
    await seenText(theirPage, invited.email);
  } finally {
    await theirs.close();
  }
});

test('an admin removes another admin after confirming', async ({ page, app }) => {
  const other = await activeInvitedAdmin(app);
  const admin = await adminSession(app);
  await signIn(page, admin.token);
  await openAccountPage(page);
  const row = await adminRow(page, other.email);
  await row.getByRole('button', { name: /^Usuń/ }).click();
  const dialog = await seen(page.getByRole('dialog', { name: 'Usuń administratora' }));
  await seen(dialog.getByText(other.email, { exact: false }));
  await dialog.getByRole('button', { name: 'Usuń', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect
    .poll(() => page.getByRole('listitem').filter({ hasText: other.email }).count())
    .toBe(0);
  await expect(logIn(app.baseUrl, other.email, other.password)).rejects.toThrow(/40[134]/);
});

test('an admin changes the password, is logged out and logs in with the new one', async ({
  page,
  app,
}) => {
  const admin = await activeInvitedAdmin(app);
  await signIn(page, admin.token);
  await openAccountPage(page);
  const form = page.getByRole('form', { name: 'Dane konta' });
  const newPassword = 'Zmienione-1!';

  // A wrong old password: the server's message at the field, still logged in.
  await field(form, 'Poprzednie hasło').fill('Niepoprawne-1!');
  await field(form, 'Nowe hasło').fill(newPassword);
  await field(form, 'Powtórz nowe hasło').fill(newPassword);
  await form.getByRole('button', { name: 'Zapisz zmiany', exact: true }).click();
  await seen(form.getByText(adminMessages.oldPasswordWrong));
  expect(new URL(page.url()).pathname).toBe('/admin/edit-data');

  await field(form, 'Poprzednie hasło').fill(admin.password);
  await form.getByRole('button', { name: 'Zapisz zmiany', exact: true }).click();
  await seenText(page, adminMessages.editSuccess);
  await atPath(page, '/login');
  await expect(logIn(app.baseUrl, admin.email, admin.password)).rejects.toThrow(/40[14]/);
  await logInThroughForm(page, admin.email, newPassword);
  await atPath(page, '/admin');
});
