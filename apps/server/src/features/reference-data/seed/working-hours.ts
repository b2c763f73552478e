/**
 * B5: weekly availability bands. The client shows `description` followed by ' / tydzień', so the
 * description is a bare amount of hours.
 */
export const workingHours: readonly { workingHour: string; description: string }[] = [
  { workingHour: 'UP_TO_10', description: 'do 10 godzin' },
  { workingHour: 'FROM_10_TO_20', description: 'od 10 do 20 godzin' },
  { workingHour: 'FROM_20_TO_30', description: 'od 20 do 30 godzin' },
  { workingHour: 'FROM_30_TO_40', description: 'od 30 do 40 godzin' },
  { workingHour: 'OVER_40', description: 'powyżej 40 godzin' },
];
