import { type Industry, messages } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Input, SimpleGrid, Stack, Title } from '@mantine/core';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AsyncContent } from '@/features/onboarding/shared/components/async-content.tsx';
import { CheckCard } from '@/features/onboarding/shared/components/check-card.tsx';
import { StepActions } from '@/features/onboarding/shared/components/step-actions.tsx';
import { StepForm } from '@/features/onboarding/shared/components/step-form.tsx';
import { toggleInOrder } from '@/features/onboarding/shared/lib/searchable-list.ts';
import { useOnboardingStepper } from '@/features/onboarding/shared/stepper/onboarding-stepper.tsx';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useIndustries } from '../api/get-industries.ts';
import { useUpdateIndustries } from '../api/update-industries.ts';
import { SelectionSummary } from '../components/selection-summary.tsx';
import type { FreelancerStepProps } from '../types.ts';

const industriesStepSchema = z.object({
  subIndustryIds: z.array(z.number()).min(1, messages.subIndustriesRequired),
});
type IndustriesStepValues = z.infer<typeof industriesStepSchema>;

function subIndustryNames(industries: Industry[], ids: readonly number[]): string[] {
  const names = new Map(
    industries.flatMap((industry) => industry.subIndustries.map((sub) => [sub.id, sub.name])),
  );
  return ids.flatMap((id) => names.get(id) ?? []);
}

/** Step 6: sub-industries grouped by industry, at least one, in the order picked (B9, B10). */
export function IndustriesStep({ data }: FreelancerStepProps) {
  const { next } = useOnboardingStepper();
  const industries = useIndustries();
  const save = useUpdateIndustries();
  const form = useForm<IndustriesStepValues>({
    resolver: zodResolver(industriesStepSchema),
    defaultValues: { subIndustryIds: data.subIndustries.map((sub) => sub.id) },
  });
  const { field, fieldState } = useController({ control: form.control, name: 'subIndustryIds' });

  const onSubmit = form.handleSubmit(({ subIndustryIds }) =>
    save.mutate(subIndustryIds, { onSuccess: next }),
  );

  return (
    <StepForm onSubmit={onSubmit} busy={save.isPending}>
      <AsyncContent query={industries}>
        {(list) => (
          <>
            <SelectionSummary names={subIndustryNames(list, field.value)} />
            <Stack gap="lg">
              {list.map((industry) => (
                <section key={industry.id} aria-label={industry.name}>
                  <Title order={2} size="h5" mb="xs">
                    {industry.name}
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    {industry.subIndustries.map((sub) => (
                      <CheckCard
                        key={sub.id}
                        title={sub.name}
                        hint={sub.info || undefined}
                        checked={field.value.includes(sub.id)}
                        onChange={() => field.onChange(toggleInOrder(field.value, sub.id))}
                      />
                    ))}
                  </SimpleGrid>
                </section>
              ))}
            </Stack>
          </>
        )}
      </AsyncContent>
      {fieldState.error ? <Input.Error mt="sm">{fieldState.error.message}</Input.Error> : null}
      <StepActions
        submitting={save.isPending}
        error={save.isError ? errorMessageOf(save.error) : null}
      />
    </StepForm>
  );
}
