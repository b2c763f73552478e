/** The videos section's texts (spec document 2 section 2, "Videos section"). */
export const videoTexts = {
  ownerEmpty: 'Nie dodano jeszcze żadnych wideo',
  visitorEmpty: 'Nie dodano danych o wideo',
} as const;
