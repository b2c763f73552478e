/** The portfolio section's texts (spec document 2 section 2, "Portfolio section"). */
export const portfolioTexts = {
  ownerEmpty: 'Nie dodano jeszcze żadnych projektów do portfolio',
  visitorEmpty: 'Brak projektów w portfolio',
} as const;
