import type { TrackerCategory } from '@handlowo/contract';
import type { StepHeading } from '../components/onboarding-frame.tsx';

/**
 * Pairs each step's question with its category name (the subtitle). The categories list the
 * steps in order, so `titles` must have one entry per tracker step: keep the two in sync.
 */
export function stepHeadings(
  categories: readonly TrackerCategory[],
  titles: readonly string[],
): StepHeading[] {
  const subtitles = categories.flatMap((category) => category.steps.map(() => category.title));
  if (subtitles.length !== titles.length) {
    throw new Error(`Expected ${subtitles.length} step titles, got ${titles.length}`);
  }
  return titles.map((title, index) => ({ title, subtitle: subtitles[index] ?? '' }));
}
