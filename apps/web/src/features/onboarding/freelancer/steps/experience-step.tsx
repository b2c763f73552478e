import { ExperienceLevel, experienceLevel, experienceLevelInfo } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { OptionCardsField } from '@/features/onboarding/shared/components/option-cards-field.tsx';
import { StepActions } from '@/features/onboarding/shared/components/step-actions.tsx';
import { StepForm } from '@/features/onboarding/shared/components/step-form.tsx';
import { useOnboardingStepper } from '@/features/onboarding/shared/stepper/onboarding-stepper.tsx';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useUpdateExperienceLevel } from '../api/update-experience-level.ts';
import type { FreelancerStepProps } from '../types.ts';

const experienceStepSchema = z.object({ experienceLevel: ExperienceLevel });
type ExperienceStepValues = z.infer<typeof experienceStepSchema>;

const options = experienceLevel.keys.map((key) => ({
  value: key,
  title: experienceLevel.labels[key],
  description: experienceLevelInfo[key],
}));

/** Step 1: the experience level, one of five fixed keys (B3). */
export function ExperienceStep({ data }: FreelancerStepProps) {
  const { next } = useOnboardingStepper();
  const save = useUpdateExperienceLevel();
  const form = useForm<ExperienceStepValues>({
    resolver: zodResolver(experienceStepSchema),
    mode: 'onChange',
    defaultValues: { experienceLevel: data.experienceLevel ?? undefined },
  });

  const onSubmit = form.handleSubmit(({ experienceLevel }) =>
    save.mutate(experienceLevel, { onSuccess: next }),
  );

  return (
    <StepForm onSubmit={onSubmit} busy={save.isPending}>
      <OptionCardsField control={form.control} name="experienceLevel" options={options} />
      <StepActions
        disabled={!form.formState.isValid}
        submitting={save.isPending}
        error={save.isError ? errorMessageOf(save.error) : null}
      />
    </StepForm>
  );
}
