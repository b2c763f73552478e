/** Points may be fractional (weights × a share); Polish writes them with a comma. */
const pointsFormat = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });

export function formatPoints(points: number): string {
  return pointsFormat.format(points);
}

/** The score's accessible name, read instead of the ring. */
export function fitScoreLabel(score: number): string {
  return `Dopasowanie: ${score} na 100`;
}

/** The ring's colour: a glance tells a good fit from a weak one (the number says it exactly). */
export function fitColor(score: number): string {
  if (score >= 70) return 'teal';
  if (score >= 40) return 'orange';
  return 'red';
}
