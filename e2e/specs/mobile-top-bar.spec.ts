import type { Page } from 'playwright-core';
import { registerFreelancer } from '../support/api.ts';
import { control, logInThroughForm } from '../support/flows.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { atStep } from '../support/onboarding.ts';
import { atPath, seen, storedToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/**
 * The top bar of the public and onboarding layouts with a session, on a 375 px phone (issue 6,
 * screen 2): nothing sticks out, 'Wyloguj' is an icon button with that name and works, and the
 * investor's help link is an icon named 'Potrzebujesz pomocy?' (in the investor menu once an
 * investor session has one).
 */

const phone = { width: 375, height: 812 };

async function fitsAndLogsOut(page: Page): Promise<void> {
  expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });
  const logout = await seen(page.getByRole('button', { name: 'Wyloguj', exact: true }));
  const box = await logout.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
  await logout.click();
  await atPath(page, '/login');
  expect(await storedToken(page)).toBeNull();
}

test('a freelancer on the onboarding sees the whole top bar at 375 px and logs out', async ({
  page,
  app,
}) => {
  const user = await registerFreelancer(app.baseUrl, { firstName: 'Maksymilianna' });
  await page.setViewportSize(phone);
  await logInThroughForm(page, user.email, user.password);
  await atPath(page, '/freelancer/onboarding/start');
  expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });
  await control(page, 'Zaczynajmy').click();
  await atStep(page, 1, 10);
  await seen(page.getByText('Witaj, Maksymilianna', { exact: true }));
  await fitsAndLogsOut(page);
});

test('the investor start and onboarding fit 375 px with the help link and logout as icons', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/investor/start');
  const help = await seen(page.getByRole('link', { name: 'Potrzebujesz pomocy?' }));
  expect(await help.textContent()).toBe('');
  expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });

  await control(page, 'Nie wiem jak zdefiniować usługę').click();
  await atPath(page, '/investor/onboarding');
  await atStep(page, 1, 8);
  // With a session the investor navigation's menu holds the help link on a phone.
  await page.getByRole('button', { name: 'Menu inwestora' }).click();
  await seen(page.getByRole('menuitem', { name: 'Potrzebujesz pomocy?' }));
  await page.keyboard.press('Escape');
  await fitsAndLogsOut(page);
});

test('at 1280 px the same bar shows the full texts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/investor/start');
  await control(page, 'Nie wiem jak zdefiniować usługę').click();
  await atStep(page, 1, 8);
  await seen(
    page.getByRole('link', { name: 'Potrzebujesz pomocy?' }).getByText('Potrzebujesz pomocy?'),
  );
  await seen(page.getByRole('button', { name: 'Wyloguj', exact: true }).getByText('Wyloguj'));
});
