import type { IncomeGoalOption } from '@handlowo/contract';
import type { ChoiceOption } from '@/features/onboarding/shared/components/option-cards-field.tsx';
import { SingleChoiceStep } from '@/features/onboarding/shared/components/single-choice-step.tsx';
import { useIncomeGoals } from '../api/get-income-goals.ts';
import { useUpdateIncomeGoal } from '../api/update-income-goal.ts';
import type { FreelancerStepProps } from '../types.ts';

const incomeGoalView = (option: IncomeGoalOption): ChoiceOption => ({
  value: option.incomeGoal,
  title: `${option.range} / tydzień`,
  description: option.description,
});

/** Step 5: the expected weekly earnings (B7, B8). */
export function IncomeGoalStep({ data }: FreelancerStepProps) {
  const options = useIncomeGoals();
  const save = useUpdateIncomeGoal();
  return (
    <SingleChoiceStep options={options} view={incomeGoalView} saved={data.incomeGoal} save={save} />
  );
}
