import { SingleChoiceStep } from '@/features/onboarding/shared/components/single-choice-step.tsx';
import { useStrategies } from '../api/get-strategies.ts';
import { useUpdateGoToMarketStrategy } from '../api/update-go-to-market-strategy.ts';
import { descriptionTitled } from '../lib/option-views.ts';
import type { InvestorStepProps } from '../types.ts';

/** Step 4 "Strategia" (C7, C8): title = description, text = target. */
export function StrategyStep({ data }: InvestorStepProps) {
  const options = useStrategies();
  const save = useUpdateGoToMarketStrategy();
  return (
    <SingleChoiceStep
      options={options}
      view={descriptionTitled}
      saved={data.goToMarketStrategy}
      save={save}
    />
  );
}
