import { SingleChoiceStep } from '@/features/onboarding/shared/components/single-choice-step.tsx';
import { useOrganizationStages } from '../api/get-organization-stages.ts';
import { useUpdateOrganizationStage } from '../api/update-organization-stage.ts';
import { targetTitled } from '../lib/option-views.ts';
import type { InvestorStepProps } from '../types.ts';

/** Step 2 "Etap organizacji" (C3, C4): title = target, text = description. */
export function OrganizationStageStep({ data }: InvestorStepProps) {
  const options = useOrganizationStages();
  const save = useUpdateOrganizationStage();
  return (
    <SingleChoiceStep
      options={options}
      view={targetTitled}
      saved={data.organizationStage}
      save={save}
    />
  );
}
