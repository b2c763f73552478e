import type { Locator, Page } from 'playwright-core';
import { type ProfileModalCase, shown } from './profile-modals.ts';

/**
 * The profile's person-block edit modals (apps/web/src/features/profile/edit-details), one case
 * per modal title, for the modal harness. Each `open` starts on the owner's loaded
 * /freelancer/profile with no modal open and returns once the modal titled `title` is shown and
 * its contents have loaded (a stacked modal above its parent). The harness closes them itself.
 */
/** Clicks an owner edit button (its accessible name is the modal title) and waits for the modal. */
export async function openFromPage(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: title, exact: true }).first().click();
  return shown(page, title);
}

/** Clicks a button inside `parent` that opens the stacked modal `title`. */
export async function openStacked(parent: Locator, button: string, title: string) {
  await parent.getByRole('button', { name: button, exact: true }).click();
  return shown(parent.page(), title);
}

export const profileDetailModalCases: ProfileModalCase[] = [
  {
    title: 'Edytuj dane podstawowe',
    open: (page) => openFromPage(page, 'Edytuj dane podstawowe').then(() => {}),
  },
  { title: 'Edytuj branże', open: (page) => openFromPage(page, 'Edytuj branże').then(() => {}) },
  {
    title: 'Dodaj branże',
    open: async (page) => {
      const parent = await openFromPage(page, 'Edytuj branże');
      await openStacked(parent, 'Dodaj branże', 'Dodaj branże');
    },
  },
  {
    title: 'Edytuj dostępność',
    open: (page) => openFromPage(page, 'Edytuj dostępność').then(() => {}),
  },
  {
    title: 'Edytuj dyspozycyjność czasową',
    open: (page) => openFromPage(page, 'Edytuj dyspozycyjność czasową').then(() => {}),
  },
  {
    title: 'Edytuj lokalizację i obszar świadczenia usług',
    open: (page) =>
      openFromPage(page, 'Edytuj lokalizację i obszar świadczenia usług').then(() => {}),
  },
  {
    title: 'Edytuj znajomość języków',
    open: (page) => openFromPage(page, 'Edytuj znajomość języków').then(() => {}),
  },
  {
    title: 'Dodaj język',
    open: async (page) => {
      const parent = await openFromPage(page, 'Edytuj znajomość języków');
      // The button is enabled once the language list has loaded.
      await parent
        .getByRole('button', { name: 'Dodaj język', exact: true })
        .and(page.locator(':enabled'))
        .waitFor();
      await openStacked(parent, 'Dodaj język', 'Dodaj język');
    },
  },
  { title: 'Edytuj sektory', open: (page) => openFromPage(page, 'Edytuj sektory').then(() => {}) },
  {
    title: 'Dodaj sektory',
    open: async (page) => {
      const parent = await openFromPage(page, 'Edytuj sektory');
      await openStacked(parent, 'Dodaj sektory', 'Dodaj sektory');
    },
  },
];
