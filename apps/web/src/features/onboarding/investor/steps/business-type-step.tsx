import { SingleChoiceStep } from '@/features/onboarding/shared/components/single-choice-step.tsx';
import { useBusinessTypes } from '../api/get-business-types.ts';
import { useUpdateBusinessType } from '../api/update-business-type.ts';
import { descriptionTitled } from '../lib/option-views.ts';
import type { InvestorStepProps } from '../types.ts';

/** Step 5 "Rodzaj biznesu" (C9, C10): title = description, text = target. */
export function BusinessTypeStep({ data }: InvestorStepProps) {
  const options = useBusinessTypes();
  const save = useUpdateBusinessType();
  return (
    <SingleChoiceStep
      options={options}
      view={descriptionTitled}
      saved={data.businessType}
      save={save}
    />
  );
}
