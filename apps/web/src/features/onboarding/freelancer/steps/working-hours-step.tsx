import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AsyncContent } from '@/features/onboarding/shared/components/async-content.tsx';
import { OptionCardsField } from '@/features/onboarding/shared/components/option-cards-field.tsx';
import { StepActions } from '@/features/onboarding/shared/components/step-actions.tsx';
import { StepForm } from '@/features/onboarding/shared/components/step-form.tsx';
import { useOnboardingStepper } from '@/features/onboarding/shared/stepper/onboarding-stepper.tsx';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useWorkingHours } from '../api/get-working-hours.ts';
import { useUpdateWorkingHours } from '../api/update-working-hours.ts';
import type { FreelancerStepProps } from '../types.ts';

const workingHoursStepSchema = z.object({ workingHour: z.string().min(1) });
type WorkingHoursStepValues = z.infer<typeof workingHoursStepSchema>;

/** Step 4: weekly availability in hours (B5, B6). */
export function WorkingHoursStep({ data }: FreelancerStepProps) {
  const { next } = useOnboardingStepper();
  const options = useWorkingHours();
  const save = useUpdateWorkingHours();
  const form = useForm<WorkingHoursStepValues>({
    resolver: zodResolver(workingHoursStepSchema),
    mode: 'onChange',
    defaultValues: { workingHour: data.workingHours ?? '' },
  });

  const onSubmit = form.handleSubmit(({ workingHour }) =>
    save.mutate(workingHour, { onSuccess: next }),
  );

  return (
    <StepForm onSubmit={onSubmit} busy={save.isPending}>
      <AsyncContent query={options}>
        {(list) => (
          <OptionCardsField
            control={form.control}
            name="workingHour"
            options={list.map((option) => ({
              value: option.workingHour,
              title: `${option.description} / tydzień`,
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
