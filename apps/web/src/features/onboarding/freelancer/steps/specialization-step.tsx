import type { Specialization } from '@handlowo/contract';
import type { ChoiceOption } from '@/features/onboarding/shared/components/option-cards-field.tsx';
import { SingleChoiceStep } from '@/features/onboarding/shared/components/single-choice-step.tsx';
import { useSpecializations } from '../api/get-specializations.ts';
import { useUpdateSpecialization } from '../api/update-specialization.ts';
import type { FreelancerStepProps } from '../types.ts';

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('pl') + text.slice(1);
}

const specializationView = (item: Specialization): ChoiceOption => ({
  value: String(item.id),
  title: item.name,
  hint: item.description ? capitalise(item.description) : undefined,
});

/** Step 2: one specialization from a searchable list of ten plus 'Rozwiń wszystkie' (B1, B2). */
export function SpecializationStep({ data }: FreelancerStepProps) {
  const specializations = useSpecializations();
  const save = useUpdateSpecialization(data.id);
  return (
    <SingleChoiceStep
      options={specializations}
      view={specializationView}
      saved={data.specialization ? String(data.specialization.id) : null}
      save={save}
      searchPlaceholder="Wpisz nazwę specjalizacji"
    />
  );
}
