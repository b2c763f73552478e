import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AsyncContent } from '@/features/onboarding/shared/components/async-content.tsx';
import {
  type ChoiceOption,
  OptionCardsField,
} from '@/features/onboarding/shared/components/option-cards-field.tsx';
import { StepActions } from '@/features/onboarding/shared/components/step-actions.tsx';
import { StepForm } from '@/features/onboarding/shared/components/step-form.tsx';
import { useOnboardingStepper } from '@/features/onboarding/shared/stepper/onboarding-stepper.tsx';
import { errorMessageOf } from '@/lib/api-error.ts';

/** The schema of every single-choice investor step: one option `name`. */
const singleChoiceStepSchema = z.object({ choice: z.string().min(1) });
type SingleChoiceStepValues = z.infer<typeof singleChoiceStepSchema>;

interface SingleChoiceStepProps<T> {
  options: UseQueryResult<T[]>;
  view: (option: T) => ChoiceOption;
  /** The saved option `name`, pre-selected. */
  saved: string | null;
  save: UseMutationResult<unknown, Error, string>;
}

/**
 * The body of the investor's single-choice steps: option cards, 'Dalej' disabled until one is
 * chosen, the option `name` saved as a scalar body (API.md C).
 */
export function SingleChoiceStep<T>({ options, view, saved, save }: SingleChoiceStepProps<T>) {
  const { next } = useOnboardingStepper();
  const form = useForm<SingleChoiceStepValues>({
    resolver: zodResolver(singleChoiceStepSchema),
    mode: 'onChange',
    defaultValues: { choice: saved ?? '' },
  });

  const onSubmit = form.handleSubmit(({ choice }) => save.mutate(choice, { onSuccess: next }));

  return (
    <StepForm onSubmit={onSubmit} busy={save.isPending}>
      <AsyncContent query={options}>
        {(list) => (
          <OptionCardsField control={form.control} name="choice" options={list.map(view)} />
        )}
      </AsyncContent>
      <StepActions
        disabled={!form.formState.isValid}
        submitting={save.isPending}
        error={save.isError ? errorMessageOf(save.error) : null}
      />
    </StepForm>
  );
}
