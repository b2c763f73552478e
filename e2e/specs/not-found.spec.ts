import { control } from '../support/flows.ts';
import { atPath, seen } from '../support/screen.ts';
import { test } from '../support/test.ts';

test('an unknown path shows the not-found page whose back button leads to /login', async ({
  page,
}) => {
  await page.goto('/to-nie-istnieje/wcale');

  await seen(page.getByRole('heading', { name: 'Strona nie została znaleziona' }));
  // A fresh tab has no history inside the app, so 'Wróć' falls back to /login.
  await control(page, 'Wróć').click();
  await atPath(page, '/login');
});
