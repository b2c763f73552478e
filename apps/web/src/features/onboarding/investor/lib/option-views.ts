import type { PlainOption, TargetedOption } from '@handlowo/contract';
import type { ChoiceOption } from '@/features/onboarding/shared/components/option-cards-field.tsx';

/**
 * How each investor option list is shown (API.md 3.2): some lists put `target` in the title,
 * others `description`. The summary reuses the titles as the labels of the answers.
 */
export const targetTitled = (option: TargetedOption): ChoiceOption => ({
  value: option.name,
  title: option.target,
  description: option.description,
});

export const descriptionTitled = (option: TargetedOption): ChoiceOption => ({
  value: option.name,
  title: option.description,
  description: option.target,
});

export const plainTitled = (option: PlainOption): ChoiceOption => ({
  value: option.name,
  title: option.description,
});

/** The title of the saved option, or null while unknown (not answered, list not loaded). */
export function labelOf<T>(
  options: readonly T[] | undefined,
  view: (option: T) => ChoiceOption,
  saved: string | null,
): string | null {
  if (saved === null || options === undefined) return null;
  const match = options.map(view).find((option) => option.value === saved);
  return match ? match.title : saved;
}
