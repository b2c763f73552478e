import { SingleChoiceStep } from '@/features/onboarding/shared/components/single-choice-step.tsx';
import { useInvestorRoles } from '../api/get-investor-roles.ts';
import { useUpdateInvestorRole } from '../api/update-investor-role.ts';
import { plainTitled } from '../lib/option-views.ts';
import type { InvestorStepProps } from '../types.ts';

/** Step 6 "Twoja rola" (C11, C12): title = description. */
export function InvestorRoleStep({ data }: InvestorStepProps) {
  const options = useInvestorRoles();
  const save = useUpdateInvestorRole();
  return (
    <SingleChoiceStep options={options} view={plainTitled} saved={data.investorRole} save={save} />
  );
}
