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
const appTooltip = 'Aplikacja jest jeszcze w budowie pracujemy nad tym';
const menuTooltip = 'Aplikacja w budowie ta część jeszcze nie istnieje';

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
    await seen(nav.getByRole('button', { name: 'Przyjmij zlecenie' }));
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
    await seen(page.getByRole('button', { name: 'Przyjmij zlecenie' }));
  });
});

describe('disabled items with the keyboard', () => {
  test('Tab stops on a wrapper that shows the tooltip; the item is disabled and Enter stays put', async ({
    page,
    app,
  }) => {
    const freelancer = await onboardedFreelancer(app.baseUrl);
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInThroughForm(page, freelancer.email, freelancer.password);
    await atPath(page, '/freelancer/profile');
    const nav = await seen(navigation(page));

    // The items themselves: disabled links without a target, out of the tab order.
    for (const item of navItems) {
      const link = nav.getByRole('link', { name: item });
      expect(await link.getAttribute('aria-disabled')).toBe('true');
      expect(await link.getAttribute('href')).toBeNull();
      expect(await link.evaluate((element) => (element as HTMLElement).tabIndex)).toBe(-1);
    }

    // Tab from the logo goes through one wrapper per item, in order, then the disabled button's.
    await page.getByRole('link', { name: 'Handlowo – strona główna' }).focus();
    for (const item of navItems) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => ({
        text: document.activeElement?.textContent?.trim() ?? '',
        description: document.activeElement?.getAttribute('aria-describedby') ?? '',
      }));
      expect(focused.text).toBe(item);
      // The wrapper is described by the tooltip's text even before the tooltip opens.
      const description = await page.evaluate(
        (id) => document.getElementById(id)?.textContent ?? '',
        focused.description,
      );
      expect(description).toBe(appTooltip);
      await seen(page.getByRole('tooltip', { name: appTooltip }));

      if (item === 'Produkty') {
        await page.keyboard.press('Enter');
        await page.keyboard.press('Space');
        expect(new URL(page.url()).pathname).toBe('/freelancer/profile');
      }
    }
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
      'Przyjmij zlecenie',
    );
    const takeOrder = page.getByRole('button', { name: 'Przyjmij zlecenie' });
    expect(await takeOrder.isDisabled()).toBe(true);

    // A click on a disabled item does not navigate either.
    await nav.getByRole('link', { name: 'Produkty' }).click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/freelancer/profile');
  });

  test('the user menu reaches its disabled items with the arrows, shows their tooltip and does nothing on Enter', async ({
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
    // Arrow keys from the first item: 'Edycja danych' (disabled for a freelancer), then 'Zmień hasło'.
    for (const name of ['Edycja danych', 'Zmień hasło']) {
      if (name === 'Edycja danych') await editData.focus();
      else await page.keyboard.press('ArrowDown');
      const item = menu.getByRole('menuitem', { name });
      expect(await item.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await item.getAttribute('aria-disabled')).toBe('true');
    }
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await seen(page.getByRole('tooltip', { name: menuTooltip }));
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/freelancer/profile');
    await seen(menu.getByRole('menuitem', { name: 'Wyloguj się' }));
  });
});
