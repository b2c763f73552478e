import type { Page } from 'playwright-core';
import { adminModalTitles } from '../../apps/web/src/features/admin-shell/modal-titles.ts';
import {
  type AdminModalCase,
  type AdminSession,
  type AppLogin,
  type ArrangedStatus,
  investorWithOrder,
} from './admin.ts';
import { shown } from './profile-modals.ts';
import { seen } from './screen.ts';

/*
 * The admin panel's investor modals for the modal harness (e2e/specs/every-modal.spec.ts): an
 * investor whose order #1 is in the status the modal needs, their detail, then the modal.
 */

/** Opens /admin/investors/{id} of a fresh investor with order #1 in `status`, fully loaded. */
export async function openInvestorDetail(
  page: Page,
  context: { app: AppLogin; admin: AdminSession },
  status: ArrangedStatus,
) {
  const arranged = await investorWithOrder(context.app, status, { admin: context.admin });
  await page.goto(`/admin/investors/${arranged.investor.id}`);
  await seen(page.getByRole('heading', { level: 1 }));
  await seen(page.getByRole('article', { name: 'Zlecenie nr 1' }));
  return arranged;
}

async function openFromDetail(
  page: Page,
  context: { app: AppLogin; admin: AdminSession },
  status: ArrangedStatus,
  button: RegExp,
  title: string,
) {
  await openInvestorDetail(page, context, status);
  await (await seen(page.getByRole('button', { name: button }))).click();
  await shown(page, title);
}

export const adminInvestorModalCases: AdminModalCase[] = [
  {
    title: adminModalTitles.productPreview,
    open: (page, context) =>
      openFromDetail(
        page,
        context,
        'NEW',
        /System CRM dla biur rachunkowych/,
        adminModalTitles.productPreview,
      ),
  },
  {
    title: adminModalTitles.finishOrder,
    open: (page, context) =>
      openFromDetail(
        page,
        context,
        'ACTIVE',
        /^Zakończ zlecenie nr 1$/,
        adminModalTitles.finishOrder,
      ),
  },
  {
    title: adminModalTitles.rateOrder,
    open: (page, context) =>
      openFromDetail(page, context, 'REALIZED', /^Oceń zlecenie: /, adminModalTitles.rateOrder),
  },
];
