import type { Locator, Page } from 'playwright-core';
import { adminModalTitles } from '../../apps/web/src/features/admin-shell/modal-titles.ts';
import { shown } from './profile-modals.ts';
import { seen } from './screen.ts';

/*
 * 'Przypisz' on a freelancer asks for a confirmation first (issue 27): the specs that assign
 * through the panel pass it here.
 */

/** Waits for the confirmation of `name`'s assignment and returns it, open. */
export async function confirmation(page: Page, name: string): Promise<Locator> {
  const dialog = await shown(page, adminModalTitles.confirmFreelancer);
  await seen(dialog.getByText(name, { exact: true }));
  return dialog;
}

/** Confirms the assignment the confirmation shows and waits until it has closed. */
export async function confirmAssignment(page: Page): Promise<void> {
  const dialog = await shown(page, adminModalTitles.confirmFreelancer);
  await dialog.getByRole('button', { name: 'Potwierdź przypisanie', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}
