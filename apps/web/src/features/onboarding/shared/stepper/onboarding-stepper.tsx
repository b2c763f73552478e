import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

export interface OnboardingStepperValue {
  /** Zero-based index of the current step. */
  step: number;
  total: number;
  isFirst: boolean;
  isLast: boolean;
  /** Goes to the next step; past the last one calls `onComplete` of the provider. */
  next: () => void;
  back: () => void;
}

const OnboardingStepperContext = createContext<OnboardingStepperValue | null>(null);

interface OnboardingStepperProviderProps {
  total: number;
  /** The saved progress (first unanswered step); a finished questionnaire opens its last step. */
  initialStep: number;
  onComplete: () => void;
  children: ReactNode;
}

/**
 * The step index of a questionnaire (spec document 1 section 4): it starts from the server's
 * saved progress, saving a step advances by one and back decrements. The index is local state
 * on purpose: after a refetch the saved progress may be ahead of the step the user went back to.
 */
export function OnboardingStepperProvider({
  total,
  initialStep,
  onComplete,
  children,
}: OnboardingStepperProviderProps) {
  const [step, setStep] = useState(() => Math.min(Math.max(initialStep, 0), total - 1));

  const value = useMemo<OnboardingStepperValue>(
    () => ({
      step,
      total,
      isFirst: step === 0,
      isLast: step === total - 1,
      next: () => {
        if (step >= total - 1) onComplete();
        else setStep(step + 1);
      },
      back: () => setStep((current) => Math.max(current - 1, 0)),
    }),
    [step, total, onComplete],
  );

  return (
    <OnboardingStepperContext.Provider value={value}>{children}</OnboardingStepperContext.Provider>
  );
}

export function useOnboardingStepper(): OnboardingStepperValue {
  const value = useContext(OnboardingStepperContext);
  if (!value) throw new Error('useOnboardingStepper must be used inside OnboardingStepperProvider');
  return value;
}
