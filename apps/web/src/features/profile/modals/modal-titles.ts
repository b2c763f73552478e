/**
 * Every modal title of the profile (spec document 2 section 2, "Modals (titles)"). Modals take
 * their title from here, and the browser modal harness checks that each one was opened and
 * passed (axe, 375 px, title). Misspellings corrected per docs/copy.md.
 */
export const profileModalTitles = {
  avatar: 'Edytuj awatar',
  background: 'Edytuj zdjęcie w tle',
  imagePreview: 'Podgląd zdjęcia',
  videoPreview: 'Podgląd wideo',
  crop: 'Przytnij zdjęcie',
  primaryInfo: 'Edytuj dane podstawowe',
  industries: 'Edytuj branże',
  addIndustries: 'Dodaj branże',
  availability: 'Edytuj dostępność',
  workingHours: 'Edytuj dyspozycyjność czasową',
  location: 'Edytuj lokalizację i obszar świadczenia usług',
  languages: 'Edytuj znajomość języków',
  addLanguage: 'Dodaj język',
  sectors: 'Edytuj sektory',
  addSectors: 'Dodaj sektory',
  about: 'Edytuj dane o mnie',
  addVideo: 'Dodaj wideo',
} as const;

export type ProfileModal = keyof typeof profileModalTitles;
