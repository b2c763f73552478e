import type { Page } from 'playwright-core';
import { workspaceModalTitles } from '../../apps/web/src/features/freelancer-workspace/modal-titles.ts';
import { shown } from './profile-modals.ts';
import { seen } from './screen.ts';

/*
 * The workspace's modals (issue 25) for the modal harness (e2e/specs/every-modal.spec.ts),
 * opened by a freelancer with an offer waiting (support/workspace.ts) from Pulpit.
 */

export { workspaceModalTitles };

export const workspaceModalCases: { title: string; open: (page: Page) => Promise<void> }[] = [
  {
    title: workspaceModalTitles.declineOffer,
    open: async (page) => {
      await page.goto('/freelancer/dashboard');
      await (await seen(page.getByRole('button', { name: 'Odrzuć', exact: true }))).click();
      await shown(page, workspaceModalTitles.declineOffer);
    },
  },
];
