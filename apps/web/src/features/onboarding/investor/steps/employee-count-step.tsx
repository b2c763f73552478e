import { SingleChoiceStep } from '@/features/onboarding/shared/components/single-choice-step.tsx';
import { useEmployeeCountRanges } from '../api/get-employee-count-ranges.ts';
import { useUpdateEmployeeCountRange } from '../api/update-employee-count-range.ts';
import { plainTitled } from '../lib/option-views.ts';
import type { InvestorStepProps } from '../types.ts';

/** Step 7 "Liczba pracowników" (C13, C14): title = description. */
export function EmployeeCountStep({ data }: InvestorStepProps) {
  const options = useEmployeeCountRanges();
  const save = useUpdateEmployeeCountRange();
  return (
    <SingleChoiceStep
      options={options}
      view={plainTitled}
      saved={data.employeeCountRange}
      save={save}
    />
  );
}
