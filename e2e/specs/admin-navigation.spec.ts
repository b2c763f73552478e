import type { Locator, Page } from 'playwright-core';
import { adminSession } from '../support/admin.ts';
import { apiCall, onboardedFreelancer } from '../support/api.ts';
import { signIn } from '../support/profile-modals.ts';
import { atPath, seen } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/*
 * The admin panel's navigation (spec document 2 section 2): four links with the F1 counters,
 * the current one marked, Pulpit and Zlecenia disabled; on phones inside the drawer.
 */

interface Stats {
  orderCount: number;
  investorCount: number;
  freelancerCount: number;
}

function navigation(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Nawigacja główna' });
}

function navLink(page: Page, label: string): Locator {
  return navigation(page).getByRole('link', { name: new RegExp(`^${label}`) });
}

test('the links show the counters and the current screen, the disabled one never', async ({
  page,
  app,
}) => {
  const admin = await adminSession(app);
  const freelancer = await onboardedFreelancer(app.baseUrl);
  const { id: freelancerId } = await apiCall<{ id: number }>(app.baseUrl, 'GET', '/freelancer/me', {
    token: freelancer.token,
  });
  const stats = () =>
    apiCall<Stats>(app.baseUrl, 'GET', '/admin-panel/stats', { token: admin.token });
  await signIn(page, admin.token);
  await page.goto('/admin/investors');

  const investors = await seen(navLink(page, 'Inwestorzy'));
  const counts = await stats();
  await expect.poll(() => investors.textContent()).toBe(`Inwestorzy${counts.investorCount}`);
  expect(await navLink(page, 'Freelancerzy').textContent()).toBe(
    `Freelancerzy${counts.freelancerCount}`,
  );
  expect(await navLink(page, 'Zlecenia').textContent()).toBe(`Zlecenia${counts.orderCount}`);
  expect(await investors.getAttribute('aria-current')).toBe('page');
  expect(await navLink(page, 'Freelancerzy').getAttribute('aria-current')).toBeNull();
  // Pulpit stays the spec's disabled item; Zlecenia is the order queue since issue 27.
  expect(await navLink(page, 'Pulpit').getAttribute('aria-disabled')).toBe('true');
  expect(await navLink(page, 'Pulpit').getAttribute('href')).toBeNull();
  expect(await navLink(page, 'Zlecenia').getAttribute('href')).toBe('/admin/orders');
  expect(await navLink(page, 'Zlecenia').getAttribute('aria-disabled')).toBeNull();

  await navLink(page, 'Freelancerzy').click();
  await atPath(page, '/admin/freelancers');
  await expect.poll(() => navLink(page, 'Freelancerzy').getAttribute('aria-current')).toBe('page');
  expect(await navLink(page, 'Inwestorzy').getAttribute('aria-current')).toBeNull();

  // A freelancer's profile viewed by the admin keeps the admin navigation, Freelancerzy current.
  await page.goto(`/freelancer/profile/${freelancerId}`);
  await expect.poll(() => navLink(page, 'Freelancerzy').getAttribute('aria-current')).toBe('page');

  // On the overview (a disabled link) nothing is current; on the queue, Zlecenia.
  await page.goto('/admin');
  await seen(navLink(page, 'Inwestorzy'));
  expect(await navigation(page).locator('[aria-current="page"]').count()).toBe(0);
  await page.goto('/admin/orders');
  await expect.poll(() => navLink(page, 'Zlecenia').getAttribute('aria-current')).toBe('page');
  expect(await navigation(page).locator('[aria-current="page"]').count()).toBe(1);
});

test('on a phone the admin navigation is in the drawer', async ({ page, app }) => {
  const admin = await adminSession(app);
  await signIn(page, admin.token);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin');
  await seen(page.getByRole('heading', { name: 'Pulpit', exact: true }));
  expect(await navigation(page).count()).toBe(0);

  await page.getByRole('button', { name: 'Menu nawigacji' }).click();
  const investors = await seen(navLink(page, 'Inwestorzy'));
  await investors.click();
  await atPath(page, '/admin/investors');
  // The drawer closes on navigation.
  await expect.poll(() => navigation(page).count()).toBe(0);
});
