import type { Locator, Page } from 'playwright-core';
import { apiCall } from './api.ts';
import { seriousViolations } from './axe.ts';
import { seen, storeToken } from './screen.ts';

/**
 * What the profile's modal specs share: a harness case per modal, the dialog named by its title,
 * waiting until a modal is really shown, and axe limited to the open dialogs.
 */

/**
 * One modal for the modal harness (e2e/specs/every-modal.spec.ts). `open` starts on the owner's
 * loaded /freelancer/profile with no modal open and returns once the modal titled `title` is
 * shown with its contents (a stacked modal above its parent).
 */
export interface ProfileModalCase {
  title: string;
  open: (page: Page) => Promise<void>;
}

export const PROFILE = '/freelancer/profile';
export const phone = { width: 375, height: 812 };
export const desktop = { width: 1280, height: 900 };

/** The session token stored before any page script runs (the web client reads it at start). */
export async function signIn(page: Page, token: string): Promise<void> {
  await storeToken(page.context(), token);
}

/** Opens the own profile and waits until every block has loaded (no button moves under a click). */
export async function openProfile(page: Page): Promise<void> {
  await page.goto(PROFILE);
  await seen(page.getByRole('button', { name: 'Edytuj dane podstawowe', exact: true }));
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[aria-label="Ładowanie"], .mantine-Skeleton-root, [aria-busy="true"]',
      ),
  );
}

/** The open dialog whose accessible name is `title`. */
export function dialogNamed(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title, exact: true });
}

/** Waits until the modal is visible, its lazy body loaded and its open transition over. */
export async function shown(page: Page, title: string): Promise<Locator> {
  const dialog = dialogNamed(page, title);
  await dialog.waitFor({ state: 'visible' });
  await dialog.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  await dialog.locator('[aria-label="Ładowanie"]').first().waitFor({ state: 'detached' });
  // axe measures contrast as painted: wait until nothing around the dialog is fading.
  await dialog.evaluate(
    (element) =>
      new Promise<void>((done) => {
        const check = () => {
          let node: Element | null = element;
          while (node) {
            if (getComputedStyle(node).opacity !== '1') {
              requestAnimationFrame(check);
              return;
            }
            node = node.parentElement;
          }
          done();
        };
        check();
      }),
  );
  return dialog;
}

/**
 * Serious or critical axe findings on elements inside an open dialog: the page under the modal
 * is the every-screen harness's business.
 */
export function violationsInDialogs(page: Page) {
  return seriousViolations(page, '[role="dialog"]');
}

/**
 * Calls the API as the signed-in owner of the open page (token from the page's storage), for
 * cases that need an item to exist first (an edit modal of one certificate, the gallery). Reload
 * the profile (`openProfile`) afterwards so the page shows it.
 */
export async function ownerApi<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  if (!token) throw new Error('ownerApi: nobody is signed in on this page');
  return apiCall<T>(new URL(page.url()).origin, method, path, { token, body });
}
