import type { Page } from 'playwright-core';
import { paths } from '../../apps/web/src/config/paths.ts';
import { apiCall, logIn, onboardedFreelancer } from '../support/api.ts';
import { seen, seenText, storeToken } from '../support/screen.ts';
import { describe, expect, test } from '../support/test.ts';

/**
 * The freelancer profile page (issue 7, part 1): the owner's view with its empty states, an
 * admin's read-only view, the not-found cases and the section tab bar. The modals have their own
 * specs.
 */

async function freelancerWithId(baseUrl: string) {
  const freelancer = await onboardedFreelancer(baseUrl, { firstName: 'Marta', lastName: 'Lis' });
  const { id } = await apiCall<{ id: number }>(baseUrl, 'GET', '/freelancer/me', {
    token: freelancer.token,
  });
  return { ...freelancer, id };
}

function notFound(page: Page) {
  return seen(page.getByRole('heading', { name: 'Strona nie została znaleziona' }));
}

describe('the freelancer profile page', () => {
  test('the owner sees their data and the empty states meant for the owner', async ({
    app,
    context,
    page,
  }) => {
    const owner = await freelancerWithId(app.baseUrl);
    await storeToken(context, owner.token);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(paths.freelancer.profile);

    await seen(page.getByRole('heading', { level: 1, name: 'Twój profil' }));
    await seen(page.getByRole('heading', { name: 'Marta Lis' }));
    await seenText(page, '(0 ocen)');
    await seenText(page, '0 pkt');
    await seenText(page, '(0 zleceń)');
    await seenText(page, 'Poniedziałek – Wtorek');
    await seenText(page, 'Osiągnij wyższy poziom widoczności dla klientów');
    await seenText(page, /^\d+ \/ 100%$/);
    await seen(page.getByRole('button', { name: 'Dodaj awatar' }));
    await seenText(page, 'Nie uzupełniono danych o sobie');
    await seen(page.getByRole('button', { name: 'Nagraj krótkie wideo o sobie' }));
    await seenText(page, 'Nie posiadasz żadnych opinii');
    await seen(page.getByRole('button', { name: 'Edytuj dane podstawowe' }));
    await seen(page.getByRole('button', { name: 'Edytuj sektory' }));
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.title()).toBe('Twój profil – Handlowo');
  });

  test('an admin reads the profile by id, without edit buttons, under the admin header', async ({
    app,
    context,
    page,
  }) => {
    const freelancer = await freelancerWithId(app.baseUrl);
    await storeToken(context, await logIn(app.baseUrl, app.adminEmail, app.adminPassword));
    await page.goto(paths.freelancer.profileById.to(freelancer.id));

    await seen(page.getByRole('heading', { level: 1, name: 'Profil freelancera' }));
    await seen(page.getByRole('link', { name: 'Wróć do listy freelancerów' }));
    await seen(page.getByRole('heading', { name: 'Marta Lis' }));
    await seenText(page, 'Nie dodano danych o sobie');
    await seenText(page, 'Brak wideo');
    await seenText(page, 'Brak opinii');
    // The one edit an admin has on someone else's profile: the services (spec section 6, D28).
    expect(await page.getByRole('button', { name: /^Edytuj(?! usługi$)/ }).count()).toBe(0);
    await seen(page.getByRole('button', { name: 'Edytuj usługi', exact: true }));
    expect(await page.getByText('Dodaj awatar').count()).toBe(0);
    expect(await page.getByText(/\/ 100%/).count()).toBe(0);
    expect(await page.title()).toBe('Profil freelancera – Handlowo');
  });

  test("another freelancer opening that profile's id gets the not-found page", async ({
    app,
    context,
    page,
  }) => {
    const [owner, other] = await Promise.all([
      freelancerWithId(app.baseUrl),
      onboardedFreelancer(app.baseUrl),
    ]);
    await storeToken(context, other.token);
    await page.goto(paths.freelancer.profileById.to(owner.id));
    await notFound(page);
    expect(await page.getByText('Marta Lis').count()).toBe(0);
  });

  test('a non-numeric id and an unknown id get the not-found page', async ({
    app,
    context,
    page,
  }) => {
    await storeToken(context, await logIn(app.baseUrl, app.adminEmail, app.adminPassword));
    await page.goto(paths.freelancer.profileById.to('abc'));
    await notFound(page);
    await page.goto(paths.freelancer.profileById.to(2_000_000_000));
    await notFound(page);
  });

  test('the tab bar scrolls to a section; its arrows are disabled at the ends', async ({
    app,
    context,
    page,
  }) => {
    const owner = await freelancerWithId(app.baseUrl);
    await storeToken(context, owner.token);
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(paths.freelancer.profile);

    const tabs = await seen(page.getByRole('navigation', { name: 'Sekcje profilu' }));
    const previous = page.getByRole('button', { name: 'Poprzednia sekcja' });
    const next = page.getByRole('button', { name: 'Następna sekcja' });
    await seenText(page, 'Nie posiadasz żadnych opinii');
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(false);

    const before = await page.evaluate(() => window.scrollY);
    await tabs.getByRole('link', { name: 'Wykształcenie' }).click();
    // The animation lasts 300 ms and leaves the section 50 px below the top bar.
    await page.waitForFunction(() => {
      const top = document.getElementById('education')?.getBoundingClientRect().top ?? -1;
      const bar = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
      return (
        Math.abs(top - bar - 50) <= 2 ||
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1
      );
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    await expect.poll(() => next.isDisabled()).toBe(true);
    await expect.poll(() => previous.isDisabled()).toBe(false);

    // The current tab follows the scroll, which a click starts: polled, as a loaded CI machine
    // renders it a frame or more after the click returns.
    const current = (name: string) => () =>
      tabs.getByRole('link', { name }).getAttribute('aria-current');
    await previous.click();
    await expect.poll(current('Doświadczenie')).toBe('location');
    await tabs.getByRole('link', { name: 'O mnie' }).click();
    await expect.poll(() => previous.isDisabled()).toBe(true);
    await expect.poll(current('O mnie')).toBe('location');
  });
});
