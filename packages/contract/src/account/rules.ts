// Zod-free on purpose: the web's first-load chunks import these without pulling zod in.

/** Whether the typed confirmation names the user (the web enables the button with it too). */
export function emailConfirmationMatches(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/** YYYY-MM-DD in Poland: the day a Polish user sees on their calendar ('sv-SE' formats ISO-like). */
const warsawDay = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The file name of an export: `handlowo-dane-{id}-{YYYY-MM-DD}.zip` (the day in Poland). */
export function dataExportFileName(userId: number, at: Date): string {
  return `handlowo-dane-${userId}-${warsawDay.format(at)}.zip`;
}
