import { registerFreelancer } from '../support/api.ts';
import { logInThroughForm } from '../support/flows.ts';
import { seen, storedToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

test('a wrong password shows the error banner and keeps the visitor on /login', async ({
  page,
  app,
}) => {
  const user = await registerFreelancer(app.baseUrl);

  await logInThroughForm(page, user.email, `${user.password}x`);

  await seen(
    page.getByRole('alert').filter({ hasText: 'Niepoprawny login lub hasło. Spróbuj ponownie' }),
  );
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(await storedToken(page)).toBeNull();
});
