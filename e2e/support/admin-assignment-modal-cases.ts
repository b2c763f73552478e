import type { Page } from 'playwright-core';
import { adminModalTitles } from '../../apps/web/src/features/admin-shell/modal-titles.ts';
import { type AdminModalCase, investorWithOrder } from './admin.ts';
import { onboardedFreelancer } from './api.ts';
import { shown } from './profile-modals.ts';
import { seen } from './screen.ts';

/* The admin panel's assignment modals for the modal harness (e2e/specs/every-modal.spec.ts). */

/** The investor's detail (the investor-detail screen renders the buttons that open both modals). */
async function openInvestor(page: Page, investorId: number): Promise<void> {
  await page.goto(`/admin/investors/${investorId}`);
}

/** Clicks the first button named `name` and waits until the modal and its first page are shown. */
async function openModal(page: Page, button: RegExp, title: string, list: string): Promise<void> {
  await seen(page.getByRole('button', { name: button }).first());
  await page.getByRole('button', { name: button }).first().click();
  const dialog = await shown(page, title);
  await seen(dialog.getByRole('list', { name: list, exact: true }));
}

export const adminAssignmentModalCases: AdminModalCase[] = [
  {
    title: adminModalTitles.assignGuardian,
    open: async (page, { app }) => {
      // In verification the order has a guardian: its row shows 'Obecny opiekun' (issue 28's
      // contrast), the other admins' rows 'Przypisz'.
      const { investor } = await investorWithOrder(app, 'VERYFICATION');
      await openInvestor(page, investor.id);
      await openModal(page, /^Zmień opiekuna/, adminModalTitles.assignGuardian, 'Administratorzy');
      const dialog = page.getByRole('dialog', { name: adminModalTitles.assignGuardian });
      await seen(dialog.getByText('Obecny opiekun', { exact: true }));
    },
  },
  {
    title: adminModalTitles.assignFreelancer,
    open: async (page, { app }) => {
      // At least one assignable freelancer, so the list (and a row's reasons) is there to check.
      await onboardedFreelancer(app.baseUrl);
      const { investor } = await investorWithOrder(app, 'VERYFICATION');
      await openInvestor(page, investor.id);
      await openModal(
        page,
        /^Przypisz freelancera/,
        adminModalTitles.assignFreelancer,
        'Freelancerzy',
      );
      // The reasons are checked too (axe, width): open the first row's, wait until unfolded.
      const dialog = page.getByRole('dialog', {
        name: adminModalTitles.assignFreelancer,
        exact: true,
      });
      await dialog
        .getByRole('button', { name: /^Pokaż uzasadnienie/ })
        .first()
        .click();
      const toggle = await seen(dialog.getByRole('button', { name: /^Ukryj uzasadnienie/ }));
      const reasonsId = await toggle.getAttribute('aria-controls');
      await page.waitForFunction((id) => {
        const reasons = id ? document.getElementById(id) : null;
        return (
          reasons !== null &&
          getComputedStyle(reasons).opacity === '1' &&
          reasons.style.height === ''
        );
      }, reasonsId);
    },
  },
  {
    // Stacked above the list: 'Przypisz' on the first freelancer asks before assigning (issue 27).
    title: adminModalTitles.confirmFreelancer,
    open: async (page, { app }) => {
      await onboardedFreelancer(app.baseUrl);
      const { investor } = await investorWithOrder(app, 'VERYFICATION');
      await openInvestor(page, investor.id);
      await openModal(
        page,
        /^Przypisz freelancera/,
        adminModalTitles.assignFreelancer,
        'Freelancerzy',
      );
      const list = page.getByRole('dialog', {
        name: adminModalTitles.assignFreelancer,
        exact: true,
      });
      await list
        .getByRole('button', { name: /^Przypisz / })
        .first()
        .click();
      const dialog = await shown(page, adminModalTitles.confirmFreelancer);
      await seen(dialog.getByRole('list', { name: 'Najważniejsze składniki wyniku' }));
    },
  },
];
