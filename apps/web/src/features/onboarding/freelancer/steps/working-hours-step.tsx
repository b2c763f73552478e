import type { WorkingHourOption } from '@handlowo/contract';
import type { ChoiceOption } from '@/features/onboarding/shared/components/option-cards-field.tsx';
import { SingleChoiceStep } from '@/features/onboarding/shared/components/single-choice-step.tsx';
import { useWorkingHours } from '../api/get-working-hours.ts';
import { useUpdateWorkingHours } from '../api/update-working-hours.ts';
import type { FreelancerStepProps } from '../types.ts';

const workingHourView = (option: WorkingHourOption): ChoiceOption => ({
  value: option.workingHour,
  title: `${option.description} / tydzień`,
});

/** Step 4: weekly availability in hours (B5, B6). */
export function WorkingHoursStep({ data }: FreelancerStepProps) {
  const options = useWorkingHours();
  const save = useUpdateWorkingHours();
  return (
    <SingleChoiceStep
      options={options}
      view={workingHourView}
      saved={data.workingHours}
      save={save}
    />
  );
}
