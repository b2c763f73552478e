import { openFromPage } from './profile-detail-modal-cases.ts';
import { openProfile, ownerApi, type ProfileModalCase } from './profile-modals.ts';

/**
 * The modals of the profile's sales tools and services (issue 8), one case per modal title, for
 * the modal harness. Each opens from the section's owner button (its accessible name is the
 * modal's title); the onboarded freelancer already has one tool, and no services ('Edytuj usługi'
 * gives them two).
 */
const fromPage = (title: string): ProfileModalCase => ({
  title,
  open: (page) => openFromPage(page, title).then(() => {}),
});

export const profileOfferModalCases: ProfileModalCase[] = [
  fromPage('Dodaj narzędzia sprzedażowe'),
  fromPage('Edytuj narzędzia sprzedażowe'),
  fromPage('Dodaj usługę'),
  {
    // Two services first, one at the longest level name, so that the rows and their level
    // selects are there to check: 'Wyższy średniozaawansowany' was cut on a phone (issue 28).
    title: 'Edytuj usługi',
    open: async (page) => {
      const catalogue = await ownerApi<{ id: number }[]>(page, 'GET', '/activities');
      const [first, second] = catalogue;
      if (!first || !second) throw new Error('the service catalogue has fewer than 2 services');
      await ownerApi(page, 'PATCH', '/freelancer/me/activities', [
        { activityId: first.id, level: 4 },
        { activityId: second.id, level: 1 },
      ]);
      await openProfile(page);
      await openFromPage(page, 'Edytuj usługi');
    },
  },
];
