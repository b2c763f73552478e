/**
 * Every modal title of the profile (spec document 2 section 2, "Modals (titles)"). Modals take
 * their title from here, and the browser modal harness checks that each one was opened and
 * passed (axe, 375 px, title). Misspellings corrected per docs/copy.md.
 */
export const profileModalTitles = {
  avatar: 'Edytuj awatar',
  background: 'Edytuj zdjęcie w tle',
  // The spec's 'Podgląd zdjęcia' and 'Przytnij zdjęcie' are steps of the two above (issue 28).
  videoPreview: 'Podgląd wideo',
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
  /** The about section's video prompt (D20); the videos section's own modal is `addVideo`. */
  aboutVideo: 'Dodaj wideo o sobie',
  // Part 2 (issue 8). A list modal's title is also its section's Edit button label.
  addCertificate: 'Dodaj licencję lub certyfikat',
  editCertificates: 'Edytuj licencje i certyfikaty',
  editCertificate: 'Edytuj licencję lub certyfikat',
  addTools: 'Dodaj narzędzia sprzedażowe',
  editTools: 'Edytuj narzędzia sprzedażowe',
  addVideo: 'Dodaj wideo',
  editVideos: 'Edytuj wideo',
  editVideo: 'Edytuj tytuł wideo',
  addService: 'Dodaj usługę',
  editServices: 'Edytuj usługi',
  addPortfolio: 'Dodaj projekt do portfolio',
  editPortfolio: 'Edytuj portfolio',
  editPortfolioItem: 'Edytuj projekt',
  portfolioGallery: 'Galeria portfolio',
  addExperience: 'Dodaj doświadczenie',
  editExperiences: 'Edytuj doświadczenie',
  editExperience: 'Edytuj stanowisko',
  addEducation: 'Dodaj wykształcenie',
  editEducations: 'Edytuj wykształcenie',
  editEducation: 'Edytuj szkołę lub uczelnię',
} as const;

export type ProfileModal = keyof typeof profileModalTitles;
