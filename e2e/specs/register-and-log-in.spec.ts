import { passwordHint } from '../../packages/contract/src/common/fields.ts';
import { newUser } from '../support/api.ts';
import { control, logInThroughForm, registerThroughForm } from '../support/flows.ts';
import { atPath, seen, seenText } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

test('a visitor registers as a freelancer, logs in and lands on the welcome screen', async ({
  page,
}) => {
  const user = newUser();

  await registerThroughForm(page, user);
  await seenText(
    page,
    'Użytkownik został zarejestrowany. Za chwilę przekierujemy Cię na stronę logowania.',
  );
  await atPath(page, '/login');

  await logInThroughForm(page, user.email, user.password);
  // Onboarding not passed yet: the guard holds the freelancer on the welcome screen.
  await atPath(page, '/freelancer/onboarding/start');
  await seenText(page, `${user.firstName} ${user.lastName}`);
  await seen(control(page, 'Zaczynajmy'));
});

// Issue 28: the rules were first seen as an error, and which special characters count was unsaid.
test('the registration form states the password rules before anything fails', async ({ page }) => {
  await page.goto('/registration');
  const password = page.getByLabel('Hasło', { exact: true });
  await seen(password);
  await seen(page.getByText(passwordHint, { exact: true }));
  // Read with the field (its description), and not an error yet, on the live form: read during
  // the app's swap of the painted page, on a busy CI machine, it once found no description.
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
  const description = () =>
    password.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  await expect.poll(description).toContain(passwordHint);
  expect(await password.getAttribute('aria-invalid')).not.toBe('true');
});
