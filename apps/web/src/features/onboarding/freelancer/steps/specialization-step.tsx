import type { Specialization } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Radio, SimpleGrid } from '@mantine/core';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AsyncContent } from '@/features/onboarding/shared/components/async-content.tsx';
import { OptionCard } from '@/features/onboarding/shared/components/option-card.tsx';
import { SearchableOptions } from '@/features/onboarding/shared/components/searchable-options.tsx';
import { StepActions } from '@/features/onboarding/shared/components/step-actions.tsx';
import { StepForm } from '@/features/onboarding/shared/components/step-form.tsx';
import { INITIAL_VISIBLE_ITEMS } from '@/features/onboarding/shared/lib/searchable-list.ts';
import { useOnboardingStepper } from '@/features/onboarding/shared/stepper/onboarding-stepper.tsx';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useSpecializations } from '../api/get-specializations.ts';
import { useUpdateSpecialization } from '../api/update-specialization.ts';
import type { FreelancerStepProps } from '../types.ts';

const specializationStepSchema = z.object({ specializationId: z.string().min(1) });
type SpecializationStepValues = z.infer<typeof specializationStepSchema>;

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('pl') + text.slice(1);
}

/** Step 2: one specialization from a searchable list of ten plus 'Rozwiń wszystkie' (B1, B2). */
export function SpecializationStep({ data }: FreelancerStepProps) {
  const { next } = useOnboardingStepper();
  const specializations = useSpecializations();
  const save = useUpdateSpecialization();
  const form = useForm<SpecializationStepValues>({
    resolver: zodResolver(specializationStepSchema),
    mode: 'onChange',
    defaultValues: { specializationId: data.specialization ? String(data.specialization.id) : '' },
  });
  const { field } = useController({ control: form.control, name: 'specializationId' });

  const onSubmit = form.handleSubmit(({ specializationId }) =>
    save.mutate(
      { freelancerId: data.id, specializationId: Number(specializationId) },
      { onSuccess: next },
    ),
  );

  const savedBeyondFirstPage = (list: Specialization[]) =>
    list.findIndex((item) => item.id === data.specialization?.id) >= INITIAL_VISIBLE_ITEMS;

  return (
    <StepForm onSubmit={onSubmit} busy={save.isPending}>
      <AsyncContent query={specializations}>
        {(list) => (
          <SearchableOptions
            items={list}
            nameOf={(item) => item.name}
            searchPlaceholder="Wpisz nazwę specjalizacji"
            initiallyExpanded={savedBeyondFirstPage(list)}
          >
            {(visible) => (
              <Radio.Group value={field.value} onChange={field.onChange} name={field.name}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {visible.map((item) => (
                    <OptionCard
                      key={item.id}
                      value={String(item.id)}
                      title={item.name}
                      hint={item.description ? capitalise(item.description) : undefined}
                    />
                  ))}
                </SimpleGrid>
              </Radio.Group>
            )}
          </SearchableOptions>
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
