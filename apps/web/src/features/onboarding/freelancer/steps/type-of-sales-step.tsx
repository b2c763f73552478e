import type { TypeOfSalesOption } from '@handlowo/contract';
import type { ChoiceOption } from '@/features/onboarding/shared/components/option-cards-field.tsx';
import { SingleChoiceStep } from '@/features/onboarding/shared/components/single-choice-step.tsx';
import { useTypesOfSales } from '../api/get-types-of-sales.ts';
import { useUpdateTypeOfSales } from '../api/update-type-of-sales.ts';
import type { FreelancerStepProps } from '../types.ts';

const typeOfSalesView = (option: TypeOfSalesOption): ChoiceOption => ({
  value: option.typeOfSales,
  title: option.description,
});

/** Step 7: business or private customers (B11, B12). */
export function TypeOfSalesStep({ data }: FreelancerStepProps) {
  const options = useTypesOfSales();
  const save = useUpdateTypeOfSales();
  return (
    <SingleChoiceStep
      options={options}
      view={typeOfSalesView}
      saved={data.typeOfSales}
      save={save}
    />
  );
}
