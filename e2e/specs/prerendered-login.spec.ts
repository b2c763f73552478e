import type { Page } from 'playwright-core';
import { registerFreelancer } from '../support/api.ts';
import { logInThroughForm } from '../support/flows.ts';
import { seen, storedToken } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/**
 * /login is painted from its prerendered HTML (apps/web/build/prerender.ts) before the JavaScript
 * arrives, then the app takes the same screen over: the first paint must be the real, styled
 * screen, not operable until then, and the takeover must neither flash the loader nor move it.
 */

/** Where the heading, the fields and the submit button sit, rounded to whole pixels. */
async function layoutOf(page: Page) {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    const box = (selector: string) => {
      const element = root?.querySelector(selector);
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return [x, y, width, height].map(Math.round);
    };
    return {
      heading: box('h1, h2'),
      email: box('input[type="email"]'),
      password: box('input[type="password"]'),
      submit: box('button[type="submit"]'),
    };
  });
}

test('paints the styled login screen from the HTML alone, inert until the app runs', async ({
  page,
}) => {
  // No script at all: what a slow phone shows before the JavaScript has arrived.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/login');

  expect(await page.title()).toBe('Logowanie – Handlowo');
  const root = page.locator('#root');
  expect(await root.getAttribute('inert')).not.toBeNull();
  const text = (await root.textContent()) ?? '';
  for (const words of ['Zaloguj się', 'Email', 'Hasło', 'Zapomniałeś hasła?', 'Google']) {
    expect(text).toContain(words);
  }
  // Styled by the stylesheet and Mantine's variables: a filled primary button, not a grey one.
  const submit = page.locator('#root button[type="submit"]');
  const background = await submit.evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(background).not.toMatch(/^rgba?\(0, 0, 0(, 0)?\)$|^rgb\(239, 239, 239\)$/);
  // Inert: a click does not focus the field, so nothing can be typed or submitted yet.
  await page.locator('#root input[type="email"]').click({ force: true });
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('INPUT');
});

test('the app takes the prerendered screen over in place, without the loader, and logs in', async ({
  page,
  context,
  app,
}) => {
  // Records whether the route loader ever replaced the screen during the takeover.
  await context.addInitScript(() => {
    const record = () => {
      if (document.querySelector('#root [role="status"][aria-label="Ładowanie"]')) {
        document.documentElement.dataset.loaderSeen = 'true';
      }
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true });
  });

  // The prerendered layout, read with the scripts held back.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/login');
  const before = await layoutOf(page);
  await page.unroute('**/*.js');

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/login');
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
  await seen(page.getByRole('textbox', { name: 'Email' }));
  expect(await layoutOf(page)).toEqual(before);
  expect(await page.evaluate(() => document.documentElement.dataset.loaderSeen)).toBeUndefined();

  const user = await registerFreelancer(app.baseUrl);
  await logInThroughForm(page, user.email, user.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  expect(await storedToken(page)).not.toBeNull();
  expect(errors).toEqual([]);
});

test('the fields become editable only once they are the app’s own, so nothing typed is lost', async ({
  page,
  context,
  app,
}) => {
  // Marks the e-mail field present at the moment #root stops being inert (a mutation observer
  // runs before the browser does anything else). Were the prerendered field editable before the
  // app replaced it, the field left on the page would carry no mark.
  await context.addInitScript(() => {
    new MutationObserver((records) => {
      const root = records[0]?.target;
      if (!(root instanceof HTMLElement) || root.hasAttribute('inert')) return;
      const email = root.querySelector<HTMLInputElement>('input[type="email"]');
      if (email) email.dataset.editableSince = 'takeover';
    }).observe(document, { attributes: true, attributeFilter: ['inert'], subtree: true });
  });

  const user = await registerFreelancer(app.baseUrl);
  await page.goto('/login');
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
  const email = await seen(page.getByRole('textbox', { name: 'Email' }));
  expect(await email.getAttribute('data-editable-since')).toBe('takeover');
  await email.fill(user.email);
  await page.getByLabel(/^Hasło/).fill(`${user.password}x`);
  await page.getByLabel(/^Hasło/).press('Enter');
  expect(await (await seen(page.getByRole('alert'))).textContent()).toContain(
    'Niepoprawny login lub hasło',
  );
});
