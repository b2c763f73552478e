import { apiCall } from '../support/api.ts';
import { control } from '../support/flows.ts';
import { atPath, seen, storedToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

test('/investor/start without a session creates a temporary investor who can start onboarding', async ({
  page,
  app,
}) => {
  await page.goto('/investor/start');
  await seen(page.getByRole('heading', { name: 'Czy potrzebujesz pomocy w wyborze usługi?' }));

  await control(page, 'Nie wiem jak zdefiniować usługę').click();
  await atPath(page, '/investor/onboarding');

  const token = await storedToken(page);
  expect(token).toBeTruthy();
  const me = await apiCall<{ isMock: boolean }>(app.baseUrl, 'GET', '/investor/me', {
    token: token ?? '',
  });
  expect(me.isMock).toBe(true);
});
