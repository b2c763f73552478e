import { messages, Weekday, weekday } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Input, SimpleGrid } from '@mantine/core';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckCard } from '@/features/onboarding/shared/components/check-card.tsx';
import { StepActions } from '@/features/onboarding/shared/components/step-actions.tsx';
import { StepForm } from '@/features/onboarding/shared/components/step-form.tsx';
import { toggleInOrder } from '@/features/onboarding/shared/lib/searchable-list.ts';
import { useOnboardingStepper } from '@/features/onboarding/shared/stepper/onboarding-stepper.tsx';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useUpdateWorkingDays } from '../api/update-working-days.ts';
import type { FreelancerStepProps } from '../types.ts';

const workingDaysStepSchema = z.object({
  workingDays: z.array(Weekday).min(1, messages.workingDaysRequired),
});
type WorkingDaysStepValues = z.infer<typeof workingDaysStepSchema>;

/** Step 3: the days of the week the freelancer works, at least one (B4). */
export function WorkingDaysStep({ data }: FreelancerStepProps) {
  const { next } = useOnboardingStepper();
  const save = useUpdateWorkingDays();
  const form = useForm<WorkingDaysStepValues>({
    resolver: zodResolver(workingDaysStepSchema),
    defaultValues: { workingDays: data.workingDays },
  });
  const { field, fieldState } = useController({ control: form.control, name: 'workingDays' });

  const onSubmit = form.handleSubmit(({ workingDays }) => {
    // Sent in calendar order whatever order the days were ticked in.
    const ordered = weekday.keys.filter((day) => workingDays.includes(day));
    save.mutate(ordered, { onSuccess: next });
  });

  return (
    <StepForm onSubmit={onSubmit} busy={save.isPending}>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
        {weekday.keys.map((day) => (
          <CheckCard
            key={day}
            title={weekday.labels[day]}
            checked={field.value.includes(day)}
            onChange={() => field.onChange(toggleInOrder(field.value, day))}
          />
        ))}
      </SimpleGrid>
      {fieldState.error ? <Input.Error mt="sm">{fieldState.error.message}</Input.Error> : null}
      <StepActions
        submitting={save.isPending}
        error={save.isError ? errorMessageOf(save.error) : null}
      />
    </StepForm>
  );
}
