import type { Page } from 'playwright-core';
import { onboardedFreelancer, registerFreelancer } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { control, logInThroughForm } from '../support/flows.ts';
import { atStep } from '../support/onboarding.ts';
import { atPath, seen, seenText } from '../support/screen.ts';
import { describe, expect, test } from '../support/test.ts';

/**
 * axe-core on the screens issue 6 names (screen 4: colour contrast from the theme, the summary's
 * definition list, names that contain the visible label) and the focus after a failed login
 * (screen 6). Each screen is checked at a phone and a desktop width.
 */

const widths = [375, 1280] as const;

async function noSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

describe.each(widths)('at %i px', (width) => {
  test('login, its error, registration with errors, reset and the 404 page', async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    await seen(page.getByRole('heading', { name: 'Zaloguj się' }));
    await noSeriousViolations(page);

    await logInThroughForm(page, 'nikt.taki@handlowo.test', 'Zle-haslo1!');
    await seen(page.getByRole('alert'));
    await noSeriousViolations(page);

    await page.goto('/registration');
    await page.getByRole('button', { name: 'Załóż konto', exact: true }).click();
    await seenText(page, 'Podaj email');
    await noSeriousViolations(page);

    await page.goto('/reset-password');
    await seen(page.getByRole('button', { name: 'Zresetuj hasło' }));
    await noSeriousViolations(page);

    await page.goto('/no-such-page');
    await seen(page.getByRole('heading', { name: 'Strona nie została znaleziona' }));
    await noSeriousViolations(page);
  });

  test('investor start, the questionnaire and the summary of a temporary investor', async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/investor/start');
    await seen(control(page, 'Wiem jakiej usługi potrzebuję'));
    await noSeriousViolations(page);

    await control(page, 'Nie wiem jak zdefiniować usługę').click();
    await atStep(page, 1, 8);
    await noSeriousViolations(page);

    // Leaving while a request runs would count as a failed call and end the session.
    await page.waitForLoadState('networkidle');
    await page.goto('/investor/onboarding/summary');
    await seen(page.getByRole('heading', { name: 'Podsumowanie Twoich potrzeb' }));
    await seen(page.getByRole('term').filter({ hasText: 'Cele sprzedaży' }));
    await noSeriousViolations(page);
  });

  test('the freelancer shell with its user menu open, the onboarding and the admin shell', async ({
    page,
    app,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const newcomer = await registerFreelancer(app.baseUrl);
    await logInThroughForm(page, newcomer.email, newcomer.password);
    await atPath(page, '/freelancer/onboarding/start');
    await control(page, 'Zaczynajmy').click();
    await atStep(page, 1, 10);
    await noSeriousViolations(page);
    await page.getByRole('button', { name: 'Wyloguj', exact: true }).click();

    const freelancer = await onboardedFreelancer(app.baseUrl);
    await logInThroughForm(page, freelancer.email, freelancer.password);
    await atPath(page, '/freelancer/profile');
    await noSeriousViolations(page);
    await page.getByRole('button', { name: /Menu użytkownika/ }).click();
    await seen(page.getByRole('menuitem', { name: 'Wyloguj się' }));
    // Contrast is measured once the menu has faded in (its 300 ms transition).
    await page.waitForFunction(() => {
      const menu = document.querySelector('[role="menu"]');
      return menu !== null && getComputedStyle(menu).opacity === '1';
    });
    await noSeriousViolations(page);
    await page.getByRole('menuitem', { name: 'Wyloguj się' }).click();

    await logInThroughForm(page, app.adminEmail, app.adminPassword);
    await atPath(page, '/admin');
    await noSeriousViolations(page);
  });
});

test('after a failed login the focus is on the error alert, not on <body>', async ({
  page,
  app,
}) => {
  const user = await registerFreelancer(app.baseUrl);
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(user.email);
  await page.getByLabel(/^Hasło/).fill(`${user.password}x`);
  // Submitted with the keyboard, as a screen-reader user would.
  await page.getByLabel(/^Hasło/).press('Enter');
  const alert = await seen(page.getByRole('alert'));
  expect(await alert.textContent()).toContain('Niepoprawny login lub hasło. Spróbuj ponownie');
  const focused = await page.evaluate(() => ({
    role: document.activeElement?.getAttribute('role'),
    text: document.activeElement?.textContent,
  }));
  expect(focused.role).toBe('alert');
  expect(focused.text).toContain('Niepoprawny login lub hasło. Spróbuj ponownie');

  // A second failure moves the focus to the new alert again.
  await page.getByLabel(/^Hasło/).fill(`${user.password}y`);
  await page.getByLabel(/^Hasło/).press('Enter');
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
});
