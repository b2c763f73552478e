import { adminModalTitles } from '../../apps/web/src/features/admin-shell/modal-titles.ts';
import type { AdminModalCase } from './admin.ts';
import { adminRow, invitedAdmin, openAccountPage } from './admin-account.ts';
import { samplePicture } from './profile-media-modal-cases.ts';
import { shown } from './profile-modals.ts';

/* The admin panel's account modals for the modal harness (e2e/specs/every-modal.spec.ts). */
export const adminAccountModalCases: AdminModalCase[] = [
  {
    title: adminModalTitles.cropAvatar,
    open: async (page) => {
      await openAccountPage(page);
      const section = page.getByRole('region', { name: 'Zdjęcie profilowe' });
      await section.locator('input[type="file"]').setInputFiles(await samplePicture('png'));
      await shown(page, adminModalTitles.cropAvatar);
    },
  },
  {
    title: adminModalTitles.inviteAdmin,
    open: async (page) => {
      await openAccountPage(page);
      await page.getByRole('button', { name: 'Dodaj administratora', exact: true }).click();
      await shown(page, adminModalTitles.inviteAdmin);
    },
  },
  {
    title: adminModalTitles.removeAdmin,
    open: async (page, { app, admin }) => {
      const other = await invitedAdmin(app, { by: admin });
      await openAccountPage(page);
      const row = await adminRow(page, other.email);
      await row.getByRole('button', { name: /^Usuń/ }).click();
      await shown(page, adminModalTitles.removeAdmin);
    },
  },
];
