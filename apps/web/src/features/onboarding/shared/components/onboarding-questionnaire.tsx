import type { TrackerCategory } from '@handlowo/contract';
import type { ComponentType } from 'react';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { stepTitle } from '@/config/titles.ts';
import { OnboardingStepperProvider, useOnboardingStepper } from '../stepper/onboarding-stepper.tsx';
import { OnboardingFrame, type StepHeading } from './onboarding-frame.tsx';

interface OnboardingQuestionnaireProps<D> {
  /** The saved answers, handed to every step to pre-select them. */
  data: D;
  categories: readonly TrackerCategory[];
  /** One component per step, in the order of the tracker and of the role's progress function. */
  steps: readonly ComponentType<{ data: D }>[];
  /** One per step, from `stepHeadings`. */
  headings: readonly StepHeading[];
  /** The questionnaire's name for the document title, e.g. 'Ankieta freelancera'. */
  pageTitle: string;
  /** The saved progress: the first unanswered step. */
  initialStep: number;
  onComplete: () => void;
}

/** A questionnaire of either role: the stepper, and the current step inside the frame. */
export function OnboardingQuestionnaire<D>({
  initialStep,
  onComplete,
  ...current
}: OnboardingQuestionnaireProps<D>) {
  return (
    <OnboardingStepperProvider
      total={current.steps.length}
      initialStep={initialStep}
      onComplete={onComplete}
    >
      <CurrentStep {...current} />
    </OnboardingStepperProvider>
  );
}

function CurrentStep<D>({
  data,
  categories,
  steps,
  headings,
  pageTitle,
}: Pick<
  OnboardingQuestionnaireProps<D>,
  'data' | 'categories' | 'steps' | 'headings' | 'pageTitle'
>) {
  const { step, total } = useOnboardingStepper();
  const Step = steps[step] ?? steps[0];
  const heading = headings[step] ?? headings[0];
  if (!Step || !heading) return null;
  // The tracker's name of the step ('Dni dostępności'), the category as a fallback.
  const stepName = categories.flatMap((category) => category.steps)[step] ?? heading.subtitle;
  return (
    <OnboardingFrame categories={categories} heading={heading}>
      <PageTitle title={stepTitle(pageTitle, step + 1, total, stepName)} />
      {/* A fresh form per step: answers are read from the latest saved data. */}
      <Step key={step} data={data} />
    </OnboardingFrame>
  );
}
