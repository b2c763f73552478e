import type { BrowserContext, Locator, Page } from 'playwright-core';

/**
 * Waiting helpers: playwright-core has no auto-retrying `expect`, so each assertion waits for the
 * condition it checks and fails with the page's own timeout.
 */

/** Waits until the first element the locator matches is visible. */
export async function seen(locator: Locator): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible' });
  return locator.first();
}

/** Waits until the page shows the text anywhere. */
export function seenText(page: Page, text: string | RegExp): Promise<Locator> {
  return seen(page.getByText(text));
}

/** Waits until the URL's path is exactly `path`. */
export async function atPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** The `token` entry of localStorage (spec: the only place the session lives). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('token'));
}

/** Stores a session token before any page script runs: the context's pages start logged in. */
export async function storeToken(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
}
