import type { Page } from 'playwright-core';
import { onboardedFreelancer } from '../support/api.ts';
import { logInThroughForm } from '../support/flows.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { atPath, seen, storedToken } from '../support/screen.ts';
import { describe, expect, test } from '../support/test.ts';

/**
 * The authenticated shell on a phone (issue 6, screens 1 and 3): the navigation moves into a
 * drawer behind a burger, the user menu and its 'Wyloguj się' stay reachable, nothing scrolls
 * sideways; the disabled items are out of the keyboard's way but their tooltips are not.
 */

const phone = { width: 375, height: 812 };
const navItems = ['Pulpit', 'Zlecenia', 'Produkty', 'Opiekun', 'Płatności'];
/** The workspace's items (issue 25) and their screens; Płatności stays disabled. */
const workspaceItems = [
  ['Pulpit', '/freelancer/dashboard'],
  ['Zlecenia', '/freelancer/orders'],
  ['Produkty', '/freelancer/products'],
  ['Opiekun', '/freelancer/guardians'],
] as const;
const appTooltip = 'Aplikacja jest jeszcze w budowie pracujemy nad tym';

function navigation(page: Page) {
  return page.getByRole('navigation', { name: 'Nawigacja główna' });
}

/** The user menu's button is inside the viewport, not pushed past its right edge. */
async function userMenuOnScreen(page: Page): Promise<void> {
  const button = await seen(page.getByRole('button', { name: /Menu użytkownika/ }));
  const box = await button.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
}

/** The admin panel's links (their names start with the label; the counters follow). */
const adminNavItems = ['Pulpit', 'Zlecenia', 'Inwestorzy', 'Freelancerzy'];

async function openDrawerAndLogOut(page: Page, role: 'freelancer' | 'admin'): Promise<void> {
  await userMenuOnScreen(page);
  expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });
  expect(await navigation(page).count()).toBe(0);

  const burger = page.getByRole('button', { name: 'Menu nawigacji' });
  expect(await burger.getAttribute('aria-expanded')).toBe('false');
  await burger.click();
  expect(await burger.getAttribute('aria-expanded')).toBe('true');
  const nav = await seen(navigation(page));
  if (role === 'freelancer') {
    for (const item of navItems) await seen(nav.getByRole('link', { name: item }));
    await seen(nav.getByRole('link', { name: 'Przyjmij zlecenie' }));
  } else {
    for (const item of adminNavItems) {
      await seen(nav.getByRole('link', { name: new RegExp(`^${item}`) }));
    }
  }
  expect(await horizontalOverflow(page)).toEqual({ overflow: 0, culprits: [] });

  // Escape closes the drawer and gives the focus back to the burger.
  await page.keyboard.press('Escape');
  await navigation(page).waitFor({ state: 'hidden' });
  expect(await burger.evaluate((element) => element === document.activeElement)).toBe(true);

  await page.getByRole('button', { name: /Menu użytkownika/ }).click();
  await page.getByRole('menuitem', { name: 'Wyloguj się' }).click();
  await atPath(page, '/login');
  expect(await storedToken(page)).toBeNull();
}

describe('the shell at 375 px', () => {
  test('a freelancer opens the navigation from the burger, then logs out from the user menu', async ({
    page,
    app,
  }) => {
    const freelancer = await onboardedFreelancer(app.baseUrl);
    await page.setViewportSize(phone);
    await logInThroughForm(page, freelancer.email, freelancer.password);
    await atPath(page, '/freelancer/profile');
    await openDrawerAndLogOut(page, 'freelancer');
  });

  test('an admin does the same', async ({ page, app }) => {
    await page.setViewportSize(phone);
    await logInThroughForm(page, app.adminEmail, app.adminPassword);
    await atPath(page, '/admin');
    await openDrawerAndLogOut(page, 'admin');
  });
});

describe('the shell at 1280 px', () => {
  test('shows the navigation in the top bar, without a burger', async ({ page, app }) => {
    const freelancer = await onboardedFreelancer(app.baseUrl);
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInThroughForm(page, freelancer.email, freelancer.password);
    const nav = await seen(navigation(page));
    for (const item of navItems) await seen(nav.getByRole('link', { name: item }));
    expect(await page.getByRole('button', { name: 'Menu nawigacji' }).count()).toBe(0);
    await seen(page.getByRole('link', { name: 'Przyjmij zlecenie' }));
  });
});

describe('disabled items with the keyboard', () => {
  test('the workspace items are links; Tab stops on the wrapper of Płatności, which shows the tooltip and stays put', async ({
    page,
    app,
  }) => {
    const freelancer = await onboardedFreelancer(app.baseUrl);
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInThroughForm(page, freelancer.email, freelancer.password);
    await atPath(page, '/freelancer/profile');
    const nav = await seen(navigation(page));

    for (const [item, href] of workspaceItems) {
      expect(await nav.getByRole('link', { name: item }).getAttribute('href')).toBe(href);
    }
    // Płatności: a disabled link without a target, out of the tab order.
    const payments = nav.getByRole('link', { name: 'Płatności' });
    expect(await payments.getAttribute('aria-disabled')).toBe('true');
    expect(await payments.getAttribute('href')).toBeNull();
    expect(await payments.evaluate((element) => (element as HTMLElement).tabIndex)).toBe(-1);

    // Tab from the logo goes through the four links, then Płatności' wrapper, then the button.
    await page.getByRole('link', { name: 'Handlowo – strona główna' }).focus();
    for (const [item] of workspaceItems) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(item);
    }
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({
      text: document.activeElement?.textContent?.trim() ?? '',
      description: document.activeElement?.getAttribute('aria-describedby') ?? '',
    }));
    expect(focused.text).toBe('Płatności');
    // The wrapper is described by the tooltip's text even before the tooltip opens.
    const description = await page.evaluate(
      (id) => document.getElementById(id)?.textContent ?? '',
      focused.description,
    );
    expect(description).toBe(appTooltip);
    await seen(page.getByRole('tooltip', { name: appTooltip }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    expect(new URL(page.url()).pathname).toBe('/freelancer/profile');

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
      'Przyjmij zlecenie',
    );

    // A click on the disabled item does not navigate either; a workspace item does.
    await payments.click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/freelancer/profile');
    await nav.getByRole('link', { name: 'Produkty' }).click();
    await atPath(page, '/freelancer/products');
  });

  test('the user menu works from the keyboard on a phone: the arrows reach Ustawienia, Enter opens it (issue 25)', async ({
    page,
    app,
  }) => {
    const freelancer = await onboardedFreelancer(app.baseUrl);
    await page.setViewportSize(phone);
    await logInThroughForm(page, freelancer.email, freelancer.password);
    await atPath(page, '/freelancer/profile');

    await page.getByRole('button', { name: /Menu użytkownika/ }).focus();
    await page.keyboard.press('Enter');
    const menu = await seen(page.getByRole('menu'));
    const editData = menu.getByRole('menuitem', { name: 'Edycja danych' });
    await editData.waitFor();
    await editData.focus();
    // Every item of the menu works now: none is announced as unavailable.
    for (const name of ['Zmień hasło', 'Ustawienia']) {
      await page.keyboard.press('ArrowDown');
      const item = menu.getByRole('menuitem', { name });
      expect(await item.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await item.getAttribute('aria-disabled')).toBeNull();
    }
    await page.keyboard.press('Enter');
    await atPath(page, '/settings');
    await seen(page.getByRole('heading', { name: 'Ustawienia', level: 1 }));
  });
});
