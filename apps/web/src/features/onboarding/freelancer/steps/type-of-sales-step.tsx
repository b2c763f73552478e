import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AsyncContent } from '@/features/onboarding/shared/components/async-content.tsx';
import { OptionCardsField } from '@/features/onboarding/shared/components/option-cards-field.tsx';
import { StepActions } from '@/features/onboarding/shared/components/step-actions.tsx';
import { StepForm } from '@/features/onboarding/shared/components/step-form.tsx';
import { useOnboardingStepper } from '@/features/onboarding/shared/stepper/onboarding-stepper.tsx';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useTypesOfSales } from '../api/get-types-of-sales.ts';
import { useUpdateTypeOfSales } from '../api/update-type-of-sales.ts';
import type { FreelancerStepProps } from '../types.ts';

const typeOfSalesStepSchema = z.object({ typeOfSales: z.string().min(1) });
type TypeOfSalesStepValues = z.infer<typeof typeOfSalesStepSchema>;

/** Step 7: business or private customers (B11, B12). */
export function TypeOfSalesStep({ data }: FreelancerStepProps) {
  const { next } = useOnboardingStepper();
  const options = useTypesOfSales();
  const save = useUpdateTypeOfSales();
  const form = useForm<TypeOfSalesStepValues>({
    resolver: zodResolver(typeOfSalesStepSchema),
    mode: 'onChange',
    defaultValues: { typeOfSales: data.typeOfSales ?? '' },
  });

  const onSubmit = form.handleSubmit(({ typeOfSales }) =>
    save.mutate(typeOfSales, { onSuccess: next }),
  );

  return (
    <StepForm onSubmit={onSubmit} busy={save.isPending}>
      <AsyncContent query={options}>
        {(list) => (
          <OptionCardsField
            control={form.control}
            name="typeOfSales"
            options={list.map((option) => ({
              value: option.typeOfSales,
              title: option.description,
            }))}
          />
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
