import { atPath, seen, storedToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

test('a protected path without a token goes to /login', async ({ page }) => {
  await page.goto('/freelancer/profile');
  await atPath(page, '/login');
  await seen(page.getByRole('heading', { name: 'Zaloguj się' }));
});

test('a token the server does not accept is dropped and the visitor goes to /login', async ({
  page,
}) => {
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.setItem('token', 'not-a-jwt'));
  await page.goto('/admin');
  await atPath(page, '/login');
  expect(await storedToken(page)).toBeNull();
});
