import type { Page } from 'playwright-core';
import { investorOrderModalTitles } from '../../apps/web/src/features/investor-order/modal-titles.ts';
import { shown } from './profile-modals.ts';
import { seen } from './screen.ts';

/*
 * The investor's order modals (issue 27) for the modal harness (e2e/specs/every-modal.spec.ts),
 * opened by an investor with a realised order (support/admin.ts `investorWithOrder`) from
 * 'Moje zlecenia'.
 */

export { investorOrderModalTitles };

export const investorOrderModalCases: { title: string; open: (page: Page) => Promise<void> }[] = [
  {
    title: investorOrderModalTitles.repeatOrder,
    open: async (page) => {
      await page.goto('/investor/orders');
      await (await seen(page.getByRole('button', { name: /^Zamów ponownie zlecenie nr/ }))).click();
      await shown(page, investorOrderModalTitles.repeatOrder);
    },
  },
  {
    // The realised order's banner rates its service's freelancer (issue 27).
    title: investorOrderModalTitles.opinion,
    open: async (page) => {
      await page.goto('/investor/order');
      await (await seen(page.getByRole('button', { name: /^Oceń: / }).first())).click();
      await shown(page, investorOrderModalTitles.opinion);
    },
  },
];
