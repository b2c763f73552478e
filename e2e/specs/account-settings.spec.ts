import { logIn, newUser, onboardedFreelancer } from '../support/api.ts';
import { field, logInThroughForm } from '../support/flows.ts';
import { newestMailTo } from '../support/outbox.ts';
import { atPath, seen, seenText, storedToken, storeToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/*
 * Issue 25 (docs/adr/019-account-settings.md): 'Zmień hasło' keeps this browser logged in and
 * logs the others out; 'Edycja danych' changes the e-mail only through the link mailed to it.
 */

const PASSWORD_CHANGED =
  'Hasło zostało zmienione. Na innych urządzeniach i w innych przeglądarkach trzeba zalogować się ponownie.';
const EMAIL_CHANGED = 'Adres e-mail został zmieniony. Od teraz logujesz się nowym adresem.';

/** The first `/account/email-change/{token}` link of the mail, as a path of our origin. */
function emailChangePath(text: string): string {
  const match = /https?:\/\/[^\s"'<>]*\/account\/email-change\/[^\s"'<>/?#]+/.exec(text);
  if (!match) throw new Error(`no e-mail change link in:\n${text.slice(0, 2000)}`);
  return new URL(match[0]).pathname;
}

test('a freelancer changes the password here and is logged out in another browser', async ({
  page,
  browser,
  app,
}) => {
  const freelancer = await onboardedFreelancer(app.baseUrl);
  // The other browser: a session of its own, opened before the change.
  const elsewhere = await browser.newContext({ baseURL: app.baseUrl, locale: 'pl-PL' });
  elsewhere.setDefaultTimeout(30_000);
  try {
    await storeToken(elsewhere, await logIn(app.baseUrl, freelancer.email, freelancer.password));
    const other = await elsewhere.newPage();
    await other.goto('/freelancer/profile');
    await seen(other.getByRole('button', { name: /Menu użytkownika/ }));

    await logInThroughForm(page, freelancer.email, freelancer.password);
    await atPath(page, '/freelancer/profile');
    const before = await storedToken(page);
    await page.getByRole('button', { name: /Menu użytkownika/ }).click();
    await page.getByRole('menuitem', { name: 'Zmień hasło' }).click();
    await atPath(page, '/account/password');
    await field(page, 'Obecne hasło').fill(freelancer.password);
    await field(page, 'Nowe hasło').fill('NoweHaslo-e2e1!');
    await field(page, 'Powtórz nowe hasło').fill('NoweHaslo-e2e1!');
    await page.getByRole('button', { name: 'Zmień hasło', exact: true }).click();
    await seenText(page, PASSWORD_CHANGED);
    expect(await storedToken(page)).not.toBe(before);

    // Here the session goes on, also after a reload.
    await page.goto('/freelancer/profile');
    await seen(page.getByRole('button', { name: /Menu użytkownika/ }));
    await atPath(page, '/freelancer/profile');

    // There, the next request with the old token ends on /login.
    await other.reload();
    await atPath(other, '/login');
    expect(await storedToken(other)).toBeNull();
    expect(await logIn(app.baseUrl, freelancer.email, 'NoweHaslo-e2e1!')).toEqual(
      expect.any(String),
    );
  } finally {
    await elsewhere.close();
  }
});

test('a freelancer changes the e-mail through the link mailed to the new address', async ({
  page,
  app,
}) => {
  const freelancer = await onboardedFreelancer(app.baseUrl);
  const newEmail = newUser().email.replace('anna.', 'nowy.');
  await logInThroughForm(page, freelancer.email, freelancer.password);
  await atPath(page, '/freelancer/profile');
  await page.getByRole('button', { name: /Menu użytkownika/ }).click();
  await page.getByRole('menuitem', { name: 'Edycja danych' }).click();
  await atPath(page, '/account/details');
  await page.waitForFunction((title) => document.title === title, 'Edycja danych – Handlowo');

  const askedAt = Date.now() - 1_000;
  await field(page, 'Nowy adres e-mail').fill(newEmail);
  await page.getByRole('button', { name: 'Zmień adres e-mail', exact: true }).click();
  await seenText(page, `Wysłaliśmy link na ${newEmail}.`);
  const mail = await newestMailTo(app.dataDir, newEmail, {
    after: askedAt,
    containing: '/account/email-change/',
  });
  // Nothing changes before the click: the old address still logs in.
  expect(await logIn(app.baseUrl, freelancer.email, freelancer.password)).toEqual(
    expect.any(String),
  );

  await page.goto(emailChangePath(mail.text));
  await seenText(page, EMAIL_CHANGED);
  await page.waitForFunction(
    (title) => document.title === title,
    'Potwierdzenie nowego adresu e-mail – Handlowo',
  );
  await page.getByRole('link', { name: 'Przejdź do edycji danych' }).click();
  await atPath(page, '/account/details');
  await seenText(page, newEmail);

  const notice = await newestMailTo(app.dataDir, freelancer.email, {
    after: askedAt,
    containing: 'został zmieniony',
  });
  expect(notice.text).toContain(newEmail);
  expect(await logIn(app.baseUrl, newEmail, freelancer.password)).toEqual(expect.any(String));
});
