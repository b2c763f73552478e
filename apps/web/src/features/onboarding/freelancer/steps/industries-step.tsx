import { messages } from '@handlowo/contract';
import { Stack } from '@mantine/core';
import { z } from 'zod';
import { AsyncContent } from '@/features/onboarding/shared/components/async-content.tsx';
import { MultiChoiceStep } from '@/features/onboarding/shared/components/multi-choice-step.tsx';
import { useIndustries } from '../api/get-industries.ts';
import { useUpdateIndustries } from '../api/update-industries.ts';
import { IndustryGroups } from '../components/industry-groups.tsx';
import { SelectionSummary } from '../components/selection-summary.tsx';
import type { FreelancerStepProps } from '../types.ts';

const industriesStepSchema = z.array(z.number()).min(1, messages.subIndustriesRequired);

/** Step 6: sub-industries grouped by industry, at least one, in the order picked (B9, B10). */
export function IndustriesStep({ data }: FreelancerStepProps) {
  const industries = useIndustries();
  const save = useUpdateIndustries();
  return (
    <MultiChoiceStep
      schema={industriesStepSchema}
      saved={data.subIndustries.map((sub) => sub.id)}
      save={save}
    >
      {(choice) => (
        <AsyncContent query={industries}>
          {(list) => (
            <>
              <SelectionSummary
                picked={choice.picked}
                items={list.flatMap((industry) => industry.subIndustries)}
                nameOf={(sub) => sub.name}
              />
              <Stack gap="lg">
                <IndustryGroups industries={list} headingOrder={2} cardProps={choice.cardProps} />
              </Stack>
            </>
          )}
        </AsyncContent>
      )}
    </MultiChoiceStep>
  );
}
