import type { FitReason } from '@handlowo/contract';

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

/** How many reasons the confirmation shows. */
export const FIRST_REASONS = 3;

/** The reasons that gave the most points (the answer's order on a tie): the confirmation's. */
export function firstReasons(reasons: readonly FitReason[], n = FIRST_REASONS): FitReason[] {
  return reasons
    .map((reason, i) => ({ reason, i }))
    .sort((a, b) => b.reason.points - a.reason.points || a.i - b.i)
    .slice(0, n)
    .map(({ reason }) => reason);
}
