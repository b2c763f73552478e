import { messages } from '@handlowo/contract';
import { SimpleGrid } from '@mantine/core';
import { z } from 'zod';
import { AsyncContent } from '@/features/onboarding/shared/components/async-content.tsx';
import { MultiChoiceStep } from '@/features/onboarding/shared/components/multi-choice-step.tsx';
import { CheckCard } from '@/features/onboarding/shared/components/option-card.tsx';
import { SearchableOptions } from '@/features/onboarding/shared/components/searchable-options.tsx';
import { useSectors } from '../api/get-sectors.ts';
import { useUpdateSectors } from '../api/update-sectors.ts';
import { SelectionSummary } from '../components/selection-summary.tsx';
import type { FreelancerStepProps } from '../types.ts';

const sectorsStepSchema = z.array(z.number()).min(1, messages.sectorsRequired);

/** Step 8: sectors from a searchable list of ten plus 'Rozwiń wszystkie' (B13, B14). */
export function SectorsStep({ data }: FreelancerStepProps) {
  const sectors = useSectors();
  const save = useUpdateSectors();
  return (
    <MultiChoiceStep
      schema={sectorsStepSchema}
      saved={data.sectors.map((sector) => sector.id)}
      save={save}
    >
      {(choice) => (
        <AsyncContent query={sectors}>
          {(list) => (
            <>
              <SelectionSummary
                picked={choice.picked}
                items={list}
                nameOf={(sector) => sector.name}
              />
              <SearchableOptions
                items={list}
                nameOf={(sector) => sector.name}
                searchPlaceholder="Wpisz nazwę sektora"
                isSaved={(sector) => choice.picked.includes(sector.id)}
              >
                {(visible) => (
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    {visible.map((sector) => (
                      <CheckCard
                        key={sector.id}
                        title={sector.name}
                        hint={sector.description || undefined}
                        {...choice.cardProps(sector.id)}
                      />
                    ))}
                  </SimpleGrid>
                )}
              </SearchableOptions>
            </>
          )}
        </AsyncContent>
      )}
    </MultiChoiceStep>
  );
}
