import type { Locator, Page } from 'playwright-core';
import type { NewUser } from './api.ts';
import { type Mail, newestMailTo } from './outbox.ts';
import { atPath, seen, seenText } from './screen.ts';

/**
 * Steps through the shared screens of spec document 1 section 2, written once so that a changed
 * label is fixed in one place. Selectors are roles, labels and visible texts only.
 */

/** A clickable control by its visible name, whether the app renders it as a button or a link. */
export function control(page: Page | Locator, name: string | RegExp): Locator {
  const options = { name, exact: typeof name === 'string' };
  return page.getByRole('button', options).or(page.getByRole('link', options));
}

/** Mantine appends a required asterisk to labels, so labels are matched by their start. */
export function field(page: Page | Locator, label: string): Locator {
  return page.getByLabel(new RegExp(`^${escapeRegExp(label)}`));
}

export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await seen(page.getByRole('heading', { name: 'Zaloguj się' }));
  await field(page, 'Email').fill(email);
  await field(page, 'Hasło').fill(password);
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
}

export async function registerThroughForm(page: Page, user: NewUser): Promise<void> {
  await page.goto('/registration');
  await seen(page.getByRole('heading', { name: 'Załóż konto' }));
  await field(page, 'Imię').fill(user.firstName);
  await field(page, 'Nazwisko').fill(user.lastName);
  await field(page, 'Email').fill(user.email);
  await field(page, 'Firma').fill(user.company);
  await field(page, 'Hasło').fill(user.password);
  await field(page, 'Powtórz hasło').fill(user.password);
  await page.getByRole('checkbox', { name: /regulamin serwisu/ }).check();
  await page.getByRole('button', { name: 'Załóż konto', exact: true }).click();
}

/** The set-password screen reached from an e-mailed link. */
export async function setPasswordThroughForm(page: Page, url: string, password: string) {
  await page.goto(url);
  await field(page, 'Nowe hasło').fill(password);
  await field(page, 'Powtórz hasło').fill(password);
  await page.getByRole('button', { name: 'Zmień hasło', exact: true }).click();
}

export async function logOut(page: Page): Promise<void> {
  await control(page, /^Wyloguj/)
    .first()
    .click();
  await atPath(page, '/login');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A8 as a temporary investor does it: fills the "Mamy dla Ciebie specjalistę!" form (on the
 * questionnaire's summary or the wizard's), accepts both consents, sends it, waits for the
 * success text and returns the activation mail with its set-password link.
 */
export async function registerTemporaryInvestorThroughForm(
  page: Page,
  dataDir: string,
  investor: Pick<NewUser, 'firstName' | 'lastName' | 'company' | 'email'>,
): Promise<Mail> {
  await seenText(page, 'Mamy dla Ciebie specjalistę!');
  await field(page, 'Imię').fill(investor.firstName);
  await field(page, 'Nazwisko').fill(investor.lastName);
  await field(page, 'Firma').fill(investor.company);
  await field(page, 'Email').fill(investor.email);
  const registeredAt = Date.now() - 1_000;
  for (const consent of await page.getByRole('checkbox').all()) await consent.check();
  await page.getByRole('button', { name: 'Załóż konto', exact: true }).click();
  await seenText(
    page,
    'Rejestracja zakończona sukcesem. Wkrótce otrzymasz e-mail z dalszymi krokami.',
  );
  return newestMailTo(dataDir, investor.email, { after: registeredAt });
}
