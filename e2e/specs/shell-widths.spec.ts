import { onboardedFreelancer } from '../support/api.ts';
import { logInThroughForm } from '../support/flows.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { atPath, seen } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/**
 * The freelancer's top bar between the phone and the wide desktop (issue 26: 'Wiadomości' joined
 * it): from the drawer's breakpoint up to 80em the items show their icons only, so nothing
 * sticks out at any width the harness (375 and 1280 px) does not try; the names stay.
 */
test('the freelancer’s top bar fits every width from 992 to 1280 px', async ({ page, app }) => {
  const freelancer = await onboardedFreelancer(app.baseUrl);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInThroughForm(page, freelancer.email, freelancer.password);
  await atPath(page, '/freelancer/profile');
  const nav = page.getByRole('navigation', { name: 'Nawigacja główna' });
  for (const width of [992, 1024, 1100, 1200, 1279, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await seen(nav.getByRole('link', { name: 'Zlecenia' }));
    expect(await horizontalOverflow(page), `${width} px`).toEqual({ overflow: 0, culprits: [] });
  }
  // Wide enough, the labels show again.
  await seen(nav.getByText('Zlecenia', { exact: true }));
});

test('on a 375 px phone every control of the freelancer’s top bar lies inside the bar', async ({
  page,
  app,
}) => {
  const freelancer = await onboardedFreelancer(app.baseUrl);
  await page.setViewportSize({ width: 375, height: 812 });
  await logInThroughForm(page, freelancer.email, freelancer.password);
  await atPath(page, '/freelancer/profile');
  await seen(page.getByRole('link', { name: /^Wiadomości/ }));
  const edges = await page
    .locator('header')
    .first()
    .evaluate((header) => {
      const bar = header.querySelector('.mantine-Container-root') ?? header;
      const inner = bar.getBoundingClientRect();
      const padding = Number.parseFloat(getComputedStyle(bar).paddingRight);
      const rights = Array.from(header.querySelectorAll('a, button')).map(
        (control) => control.getBoundingClientRect().right,
      );
      return { limit: inner.right - padding, rightmost: Math.max(...rights) };
    });
  expect(edges.rightmost).toBeLessThanOrEqual(edges.limit + 0.5);
});
