import { openFromPage } from './profile-detail-modal-cases.ts';
import type { ProfileModalCase } from './profile-modals.ts';

/**
 * The modals of the profile's sales tools and services (issue 8), one case per modal title, for
 * the modal harness. Each opens from the section's owner button (its accessible name is the
 * modal's title); the onboarded freelancer already has one tool, and no services.
 */
const fromPage = (title: string): ProfileModalCase => ({
  title,
  open: (page) => openFromPage(page, title).then(() => {}),
});

export const profileOfferModalCases: ProfileModalCase[] = [
  fromPage('Dodaj narzędzia sprzedażowe'),
  fromPage('Edytuj narzędzia sprzedażowe'),
  fromPage('Dodaj usługę'),
  fromPage('Edytuj usługi'),
];
