import { accountDataModalTitles, openMyDataFromMenu } from './account-data.ts';
import type { AdminModalCase } from './admin.ts';
import { apiCall, onboardedFreelancer } from './api.ts';
import { type ProfileModalCase, shown } from './profile-modals.ts';

/*
 * The data-rights modals (issue 12) for the modal harness (e2e/specs/every-modal.spec.ts):
 * 'Moje dane' and 'Usuń konto' stacked above it, opened by a freelancer from the user menu of
 * the profile, and the admin's 'Usuń konto użytkownika' from a row of /admin/freelancers.
 */

export const myDataModalCases: ProfileModalCase[] = [
  {
    title: accountDataModalTitles.myData,
    open: async (page) => {
      await openMyDataFromMenu(page);
    },
  },
  {
    title: accountDataModalTitles.deleteAccount,
    open: async (page) => {
      const myData = await openMyDataFromMenu(page);
      await myData.getByRole('button', { name: 'Usuń konto', exact: true }).click();
      await shown(page, accountDataModalTitles.deleteAccount);
    },
  },
];

export const userDeletionModalCases: AdminModalCase[] = [
  {
    title: accountDataModalTitles.deleteUser,
    open: async (page, { app }) => {
      const freelancer = await onboardedFreelancer(app.baseUrl);
      const { firstName, lastName } = await apiCall<{ firstName: string; lastName: string }>(
        app.baseUrl,
        'GET',
        '/freelancer/me',
        { token: freelancer.token },
      );
      // The search takes the e-mail: the list shows this freelancer alone.
      await page.goto(`/admin/freelancers?q=${encodeURIComponent(freelancer.email)}`);
      const name = `${firstName} ${lastName}`;
      await page.getByRole('button', { name: `Więcej akcji: ${name}` }).click();
      await page.getByRole('menuitem', { name: `Usuń konto: ${name}` }).click();
      await shown(page, accountDataModalTitles.deleteUser);
    },
  },
];
