import { newUser } from '../support/api.ts';
import { control, logInThroughForm, registerThroughForm } from '../support/flows.ts';
import { atPath, seen, seenText } from '../support/screen.ts';
import { test } from '../support/test.ts';

test('a visitor registers as a freelancer, logs in and lands on the welcome screen', async ({
  page,
}) => {
  const user = newUser();

  await registerThroughForm(page, user);
  await seenText(
    page,
    'Użytkownik został zarejestrowany. Za chwilę przekierujemy Ci na stronę logowania.',
  );
  await atPath(page, '/login');

  await logInThroughForm(page, user.email, user.password);
  // Onboarding not passed yet: the guard holds the freelancer on the welcome screen.
  await atPath(page, '/freelancer/onboarding/start');
  await seenText(page, `${user.firstName} ${user.lastName}`);
  await seen(control(page, 'Zaczynajmy'));
});
