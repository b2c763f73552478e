import { apiCall, logIn, newUser } from '../support/api.ts';
import {
  control,
  field,
  logInThroughForm,
  registerTemporaryInvestorThroughForm,
  setPasswordThroughForm,
} from '../support/flows.ts';
import { at, atStep, choose, continueButton, dictionary } from '../support/onboarding.ts';
import { setPasswordLink } from '../support/outbox.ts';
import { atPath, seen, seenText } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

interface Option {
  name: string;
  target?: string;
  description: string;
}

test('a visitor answers the investor onboarding, registers and logs in as a real investor', async ({
  page,
  app,
}) => {
  const investor = newUser({ firstName: 'Ewa', lastName: 'Wiśniewska', company: 'Fabryka Okien' });
  const companyEmails = [`sprzedaz.${investor.email}`, `biuro.${investor.email}`];
  const total = 8;

  await page.goto('/investor/start');
  await control(page, 'Nie wiem jak zdefiniować usługę').click();
  await atPath(page, '/investor/onboarding');

  // Steps 1-2 show `target` as the option title, 4-7 show `description` (API.md 3.2).
  await atStep(page, 1, total);
  const destinies = await dictionary<Option>(page, app.baseUrl, '/activity-destiny');
  await choose(page, at(destinies, 0, 'activity destinies').target ?? '');
  await continueButton(page).click();

  await atStep(page, 2, total);
  const stages = await dictionary<Option>(page, app.baseUrl, '/organization-stage');
  await choose(page, at(stages, 0, 'organization stages').target ?? '');
  await continueButton(page).click();

  // 3. A sales department with two company e-mails.
  await atStep(page, 3, total);
  await choose(page, 'Tak');
  await field(page, 'E-mail 1').fill(at(companyEmails, 0, 'company e-mails'));
  await page.getByRole('button', { name: 'Dodaj kolejny e-mail' }).click();
  await field(page, 'E-mail 2').fill(at(companyEmails, 1, 'company e-mails'));
  await continueButton(page).click();

  for (const [step, path] of [
    [4, '/strategies'],
    [5, '/business-type'],
    [6, '/investor-role'],
    [7, '/employee-count-range'],
  ] as const) {
    await atStep(page, step, total);
    const options = await dictionary<Option>(page, app.baseUrl, path);
    await choose(page, at(options, 0, path).description);
    await continueButton(page).click();
  }

  // 8. Company site (required) and description.
  await atStep(page, 8, total);
  await field(page, 'Adres strony internetowej').fill('https://fabryka-okien.example.pl');
  await field(page, 'Opis firmy').fill('Producent okien PCV dla firm budowlanych.');
  await continueButton(page).click();

  await atPath(page, '/investor/onboarding/summary');
  const mail = await registerTemporaryInvestorThroughForm(page, app.dataDir, investor);
  await setPasswordThroughForm(page, setPasswordLink(mail), investor.password);
  await seenText(page, /^Udało się zmienić hasło/);
  await atPath(page, '/login');

  await logInThroughForm(page, investor.email, investor.password);
  await atPath(page, '/investor/start');
  await seen(page.getByRole('heading', { name: 'Czy potrzebujesz pomocy w wyborze usługi?' }));

  const token = await logIn(app.baseUrl, investor.email, investor.password);
  const me = await apiCall<{ isMock: boolean; companyEmails: string | null; firstName: string }>(
    app.baseUrl,
    'GET',
    '/investor/me',
    { token },
  );
  expect(me.isMock).toBe(false);
  expect(me.firstName).toBe(investor.firstName);
  expect(me.companyEmails?.split(',')).toEqual(companyEmails);
});
