import { zodResolver } from '@hookform/resolvers/zod';
import { Input } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessageOf } from '@/lib/api-error.ts';
import { toggleInOrder } from '../lib/searchable-list.ts';
import { useOnboardingStepper } from '../stepper/onboarding-stepper.tsx';
import { StepActions } from './step-actions.tsx';
import { StepForm } from './step-form.tsx';

/** The state of a multiple-choice answer, for the step's cards. */
export interface MultiChoice<V> {
  /** The picked values in the order they were picked (the order that is saved). */
  picked: readonly V[];
  /** The props of the `CheckCard` of `value`: ticked while picked, a click toggles it. */
  cardProps: (value: V) => { checked: boolean; onChange: () => void };
}

interface MultiChoiceStepProps<V> {
  /** The step's schema of the picked values, with its "choose at least one" message. */
  schema: z.ZodType<V[], V[]>;
  /** The saved values, pre-selected. */
  saved: readonly V[];
  save: UseMutationResult<unknown, Error, V[]>;
  /** 'Dalej' unless the step says otherwise. */
  submitLabel?: string;
  children: (choice: MultiChoice<V>) => ReactNode;
}

/**
 * The frame of every multiple-choice freelancer step. The spec keeps 'Dalej' enabled and lets it
 * do nothing while nothing is picked: no call, no step change; the schema's message says why
 * under the list.
 */
export function MultiChoiceStep<V>({
  schema,
  saved,
  save,
  submitLabel,
  children,
}: MultiChoiceStepProps<V>) {
  const { next } = useOnboardingStepper();
  const form = useForm({
    resolver: zodResolver(z.object({ picked: schema })),
    defaultValues: { picked: [...saved] },
  });
  const { field, fieldState } = useController({ control: form.control, name: 'picked' });

  const onSubmit = form.handleSubmit(({ picked }) => save.mutate(picked, { onSuccess: next }));

  const choice: MultiChoice<V> = {
    picked: field.value,
    cardProps: (value) => ({
      checked: field.value.includes(value),
      onChange: () => field.onChange(toggleInOrder(field.value, value)),
    }),
  };

  return (
    <StepForm onSubmit={onSubmit} busy={save.isPending}>
      {children(choice)}
      {fieldState.error ? <Input.Error mt="sm">{fieldState.error.message}</Input.Error> : null}
      <StepActions
        label={submitLabel}
        submitting={save.isPending}
        error={save.isError ? errorMessageOf(save.error) : null}
      />
    </StepForm>
  );
}
