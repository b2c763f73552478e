import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useOnboardingStepper } from '../stepper/onboarding-stepper.tsx';
import { AsyncContent } from './async-content.tsx';
import { type ChoiceOption, OptionCardsField } from './option-cards-field.tsx';
import { SearchableOptions } from './searchable-options.tsx';
import { StepActions } from './step-actions.tsx';
import { StepForm } from './step-form.tsx';

/** The schema of every single-choice step: the `value` of one option card. */
const singleChoiceStepSchema = z.object({ choice: z.string().min(1) });
type SingleChoiceStepValues = z.infer<typeof singleChoiceStepSchema>;

interface SingleChoiceStepProps<T> {
  /** The step's option list. */
  options: UseQueryResult<T[]>;
  /** How one option is shown; its `value` is what `save` receives. */
  view: (option: T) => ChoiceOption;
  /** The saved `value`, pre-selected. */
  saved: string | null;
  save: UseMutationResult<unknown, Error, string>;
  /** Long lists only: a name search, the first ten and 'Rozwiń wszystkie' (specializations). */
  searchPlaceholder?: string;
}

/**
 * The body of every single-choice step of both questionnaires: option cards, 'Dalej' disabled
 * until one is chosen, the chosen `value` saved, then the next step.
 */
export function SingleChoiceStep<T>({
  options,
  view,
  saved,
  save,
  searchPlaceholder,
}: SingleChoiceStepProps<T>) {
  const { next } = useOnboardingStepper();
  const form = useForm<SingleChoiceStepValues>({
    resolver: zodResolver(singleChoiceStepSchema),
    mode: 'onChange',
    defaultValues: { choice: saved ?? '' },
  });

  const onSubmit = form.handleSubmit(({ choice }) => save.mutate(choice, { onSuccess: next }));
  const cards = (choices: readonly ChoiceOption[]) => (
    <OptionCardsField control={form.control} name="choice" options={choices} />
  );

  return (
    <StepForm onSubmit={onSubmit} busy={save.isPending}>
      <AsyncContent query={options}>
        {(list) =>
          searchPlaceholder === undefined ? (
            cards(list.map(view))
          ) : (
            <SearchableOptions
              items={list.map(view)}
              nameOf={(choice) => choice.title}
              searchPlaceholder={searchPlaceholder}
              isSaved={(choice) => choice.value === saved}
            >
              {cards}
            </SearchableOptions>
          )
        }
      </AsyncContent>
      <StepActions
        disabled={!form.formState.isValid}
        submitting={save.isPending}
        error={save.isError ? errorMessageOf(save.error) : null}
      />
    </StepForm>
  );
}
