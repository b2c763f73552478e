import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AsyncContent } from '@/features/onboarding/shared/components/async-content.tsx';
import { OptionCardsField } from '@/features/onboarding/shared/components/option-cards-field.tsx';
import { StepActions } from '@/features/onboarding/shared/components/step-actions.tsx';
import { StepForm } from '@/features/onboarding/shared/components/step-form.tsx';
import { useOnboardingStepper } from '@/features/onboarding/shared/stepper/onboarding-stepper.tsx';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useIncomeGoals } from '../api/get-income-goals.ts';
import { useUpdateIncomeGoal } from '../api/update-income-goal.ts';
import type { FreelancerStepProps } from '../types.ts';

const incomeGoalStepSchema = z.object({ incomeGoal: z.string().min(1) });
type IncomeGoalStepValues = z.infer<typeof incomeGoalStepSchema>;

/** Step 5: the expected weekly earnings (B7, B8). */
export function IncomeGoalStep({ data }: FreelancerStepProps) {
  const { next } = useOnboardingStepper();
  const options = useIncomeGoals();
  const save = useUpdateIncomeGoal();
  const form = useForm<IncomeGoalStepValues>({
    resolver: zodResolver(incomeGoalStepSchema),
    mode: 'onChange',
    defaultValues: { incomeGoal: data.incomeGoal ?? '' },
  });

  const onSubmit = form.handleSubmit(({ incomeGoal }) =>
    save.mutate(incomeGoal, { onSuccess: next }),
  );

  return (
    <StepForm onSubmit={onSubmit} busy={save.isPending}>
      <AsyncContent query={options}>
        {(list) => (
          <OptionCardsField
            control={form.control}
            name="incomeGoal"
            options={list.map((option) => ({
              value: option.incomeGoal,
              title: `${option.range} / tydzień`,
              description: option.description,
            }))}
          />
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
