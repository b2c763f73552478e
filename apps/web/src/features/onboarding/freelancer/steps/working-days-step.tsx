import { messages, Weekday, weekday } from '@handlowo/contract';
import { SimpleGrid } from '@mantine/core';
import { z } from 'zod';
import { MultiChoiceStep } from '@/features/onboarding/shared/components/multi-choice-step.tsx';
import { CheckCard } from '@/features/onboarding/shared/components/option-card.tsx';
import { useUpdateWorkingDays } from '../api/update-working-days.ts';
import type { FreelancerStepProps } from '../types.ts';

const workingDaysStepSchema = z.array(Weekday).min(1, messages.workingDaysRequired);

/** Step 3: the days of the week the freelancer works, at least one (B4). */
export function WorkingDaysStep({ data }: FreelancerStepProps) {
  const save = useUpdateWorkingDays();
  return (
    <MultiChoiceStep schema={workingDaysStepSchema} saved={data.workingDays} save={save}>
      {(choice) => (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
          {weekday.keys.map((day) => (
            <CheckCard key={day} title={weekday.labels[day]} {...choice.cardProps(day)} />
          ))}
        </SimpleGrid>
      )}
    </MultiChoiceStep>
  );
}
