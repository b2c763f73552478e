import type { Locator, Page } from 'playwright-core';
import { apiCall } from './api.ts';
import { seen, storedToken } from './screen.ts';

/**
 * The onboarding layout of spec document 1 section 2: a back button, a counter 'n / total', the
 * step's title and content. The specs pick options by the texts the dictionaries hold, read
 * through the API, so they do not depend on the seed's wording.
 */

/** Waits for the counter of step `n` (1-based). */
export function atStep(page: Page, n: number, total: number): Promise<Locator> {
  return seen(page.getByText(new RegExp(`^\\s*${n}\\s*/\\s*${total}\\s*$`)));
}

/** The button that saves the step and moves on (the last freelancer step names it otherwise). */
export function continueButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Dalej', exact: true });
}

/** Clicks the option whose visible text is exactly `text` (a card, radio or checkbox). */
export async function choose(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().click();
}

/** GETs a dictionary with the session the page holds (the mock investor included). */
export async function dictionary<T>(page: Page, baseUrl: string, path: string): Promise<T[]> {
  const token = await storedToken(page);
  if (!token) throw new Error(`no session in the page to read ${path}`);
  return apiCall<T[]>(baseUrl, 'GET', path, { token });
}

export function at<T>(items: readonly T[], index: number, what: string): T {
  const item = items.at(index);
  if (item === undefined) throw new Error(`the ${what} list has no item ${index}`);
  return item;
}
