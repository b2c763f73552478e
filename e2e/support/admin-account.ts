import type { Locator, Page } from 'playwright-core';
import { type AdminSession, type AppLogin, adminSession } from './admin.ts';
import { apiCall, logIn, newUser } from './api.ts';
import { newestMailTo, setPasswordLink } from './outbox.ts';
import { seen } from './screen.ts';

/*
 * Arrange-step helpers of the admin account specs (issue 10): another admin invited through the
 * API, with or without a password set from the e-mailed link, and the account page's admin rows.
 */

export interface InvitedAdmin {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** POST /admin-panel/admins by `by` (the run's bootstrap admin by default). */
export async function invitedAdmin(
  app: AppLogin,
  { by, lastName = 'Zaproszona' }: { by?: AdminSession; lastName?: string } = {},
): Promise<InvitedAdmin> {
  const inviter = by ?? (await adminSession(app));
  const { email } = newUser();
  const body = { email, firstName: 'Ewa', lastName };
  const created = await apiCall<{ id: number }>(app.baseUrl, 'POST', '/admin-panel/admins', {
    token: inviter.token,
    body,
  });
  return { id: created.id, ...body };
}

/**
 * An invited admin who set their password from the e-mail (A6), with a session token: a fresh
 * account whose password a spec may change without touching the bootstrap admin's.
 */
export async function activeInvitedAdmin(
  app: AppLogin & { dataDir: string },
  password = 'Admin-e2e1!',
): Promise<InvitedAdmin & { password: string; token: string }> {
  const startedAt = Date.now() - 1_000;
  const admin = await invitedAdmin(app);
  const mail = await newestMailTo(app.dataDir, admin.email, { after: startedAt });
  const token = new URL(setPasswordLink(mail)).pathname.split('/').pop() ?? '';
  await apiCall(app.baseUrl, 'PATCH', `/set-password/${token}`, { body: password });
  return { ...admin, password, token: await logIn(app.baseUrl, admin.email, password) };
}

/**
 * The account page's row of the admin with this e-mail: 'Pokaż więcej' is clicked until it is
 * listed (the list is paged by last name).
 */
export async function adminRow(page: Page, email: string): Promise<Locator> {
  const list = await seen(page.getByRole('list', { name: 'Administratorzy' }));
  const row = list.getByRole('listitem').filter({ hasText: email });
  const more = page.getByRole('button', { name: 'Pokaż więcej', exact: true });
  for (;;) {
    await page.waitForFunction(
      () => !document.querySelector('button[data-loading="true"]'),
      undefined,
      { timeout: 10_000 },
    );
    if ((await row.count()) > 0) return row.first();
    if ((await more.count()) === 0) throw new Error(`${email} is not on the admin list`);
    await more.click();
  }
}

/** Opens /admin/edit-data and waits for its sections. */
export async function openAccountPage(page: Page): Promise<void> {
  await page.goto('/admin/edit-data');
  await seen(page.getByRole('heading', { name: 'Zdjęcie profilowe', exact: true }));
  await seen(page.getByRole('list', { name: 'Administratorzy' }));
}
