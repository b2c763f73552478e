import { SingleChoiceStep } from '@/features/onboarding/shared/components/single-choice-step.tsx';
import { useActivityDestinies } from '../api/get-activity-destinies.ts';
import { useUpdateActivityDestiny } from '../api/update-activity-destiny.ts';
import { targetTitled } from '../lib/option-views.ts';
import type { InvestorStepProps } from '../types.ts';

/** Step 1 "Cele sprzedaży" (C1, C2): title = target, text = description. */
export function ActivityDestinyStep({ data }: InvestorStepProps) {
  const options = useActivityDestinies();
  const save = useUpdateActivityDestiny();
  return (
    <SingleChoiceStep
      options={options}
      view={targetTitled}
      saved={data.activityDestiny}
      save={save}
    />
  );
}
