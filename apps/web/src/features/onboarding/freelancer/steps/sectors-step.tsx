import { messages, type Sector } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Input, SimpleGrid } from '@mantine/core';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AsyncContent } from '@/features/onboarding/shared/components/async-content.tsx';
import { CheckCard } from '@/features/onboarding/shared/components/check-card.tsx';
import { SearchableOptions } from '@/features/onboarding/shared/components/searchable-options.tsx';
import { StepActions } from '@/features/onboarding/shared/components/step-actions.tsx';
import { StepForm } from '@/features/onboarding/shared/components/step-form.tsx';
import {
  INITIAL_VISIBLE_ITEMS,
  toggleInOrder,
} from '@/features/onboarding/shared/lib/searchable-list.ts';
import { useOnboardingStepper } from '@/features/onboarding/shared/stepper/onboarding-stepper.tsx';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useSectors } from '../api/get-sectors.ts';
import { useUpdateSectors } from '../api/update-sectors.ts';
import { SelectionSummary } from '../components/selection-summary.tsx';
import type { FreelancerStepProps } from '../types.ts';

/**
 * The spec keeps 'Dalej' enabled here and lets it do nothing while no sector is picked: no call,
 * no step change. We also say why under the list.
 */
const sectorsStepSchema = z.object({
  sectorIds: z.array(z.number()).min(1, messages.sectorsRequired),
});
type SectorsStepValues = z.infer<typeof sectorsStepSchema>;

/** Step 8: sectors from a searchable list of ten plus 'Rozwiń wszystkie' (B13, B14). */
export function SectorsStep({ data }: FreelancerStepProps) {
  const { next } = useOnboardingStepper();
  const sectors = useSectors();
  const save = useUpdateSectors();
  const form = useForm<SectorsStepValues>({
    resolver: zodResolver(sectorsStepSchema),
    defaultValues: { sectorIds: data.sectors.map((sector) => sector.id) },
  });
  const { field, fieldState } = useController({ control: form.control, name: 'sectorIds' });

  const onSubmit = form.handleSubmit(({ sectorIds }) =>
    save.mutate(sectorIds, { onSuccess: next }),
  );

  const savedBeyondFirstPage = (list: Sector[]) =>
    list.some((sector, index) => index >= INITIAL_VISIBLE_ITEMS && field.value.includes(sector.id));
  const namesOf = (list: Sector[]) =>
    field.value.flatMap((id) => list.find((sector) => sector.id === id)?.name ?? []);

  return (
    <StepForm onSubmit={onSubmit} busy={save.isPending}>
      <AsyncContent query={sectors}>
        {(list) => (
          <>
            <SelectionSummary names={namesOf(list)} />
            <SearchableOptions
              items={list}
              nameOf={(sector) => sector.name}
              searchPlaceholder="Wpisz nazwę sektora"
              initiallyExpanded={savedBeyondFirstPage(list)}
            >
              {(visible) => (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {visible.map((sector) => (
                    <CheckCard
                      key={sector.id}
                      title={sector.name}
                      hint={sector.description || undefined}
                      checked={field.value.includes(sector.id)}
                      onChange={() => field.onChange(toggleInOrder(field.value, sector.id))}
                    />
                  ))}
                </SimpleGrid>
              )}
            </SearchableOptions>
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
