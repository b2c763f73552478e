import { INVESTOR_CATEGORIES, INVESTOR_STEPS, investorProgress } from '@handlowo/contract';
import { type ComponentType, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { OnboardingFrame } from '@/features/onboarding/shared/components/onboarding-frame.tsx';
import { stepHeadings } from '@/features/onboarding/shared/lib/step-headings.ts';
import {
  OnboardingStepperProvider,
  useOnboardingStepper,
} from '@/features/onboarding/shared/stepper/onboarding-stepper.tsx';
import { ActivityDestinyStep } from '../steps/activity-destiny-step.tsx';
import { BusinessTypeStep } from '../steps/business-type-step.tsx';
import { CompanyDetailsStep } from '../steps/company-details-step.tsx';
import { EmployeeCountStep } from '../steps/employee-count-step.tsx';
import { InvestorRoleStep } from '../steps/investor-role-step.tsx';
import { OrganizationStageStep } from '../steps/organization-stage-step.tsx';
import { SalesDepartmentStep } from '../steps/sales-department-step.tsx';
import { StrategyStep } from '../steps/strategy-step.tsx';
import type { InvestorStepProps } from '../types.ts';

/** The eight steps in the order of the tracker (INVESTOR_CATEGORIES) and of investorProgress. */
const stepComponents: readonly ComponentType<InvestorStepProps>[] = [
  ActivityDestinyStep,
  OrganizationStageStep,
  SalesDepartmentStep,
  StrategyStep,
  BusinessTypeStep,
  InvestorRoleStep,
  EmployeeCountStep,
  CompanyDetailsStep,
];

const headings = stepHeadings(INVESTOR_CATEGORIES, [
  'Jaki jest główny cel Twojej sprzedaży?',
  'Na jakim etapie rozwoju jest Twoja organizacja?',
  'Czy w Twojej firmie działa dział sprzedaży?',
  'Jaką strategię wejścia na rynek stosujesz?',
  'Jaki rodzaj biznesu prowadzisz?',
  'Jaka jest Twoja rola w firmie?',
  'Ilu pracowników zatrudnia Twoja firma?',
  'Opowiedz nam o swojej firmie',
]);

function CurrentStep({ data }: InvestorStepProps) {
  const { step } = useOnboardingStepper();
  const Step = stepComponents[step] ?? ActivityDestinyStep;
  const heading = headings[step] ?? headings[0];
  if (!heading) return null;
  return (
    <OnboardingFrame categories={INVESTOR_CATEGORIES} heading={heading}>
      {/* A fresh form per step: answers are read from the latest saved data. */}
      <Step key={step} data={data} />
    </OnboardingFrame>
  );
}

/**
 * The investor questionnaire (/investor/onboarding): resumes at the first unanswered step and
 * ends on the summary with the registration form.
 */
export function InvestorOnboarding({ data }: InvestorStepProps) {
  const navigate = useNavigate();
  const onComplete = useCallback(() => navigate(paths.investor.onboardingSummary), [navigate]);

  return (
    <OnboardingStepperProvider
      total={INVESTOR_STEPS}
      initialStep={investorProgress(data)}
      onComplete={onComplete}
    >
      <CurrentStep data={data} />
    </OnboardingStepperProvider>
  );
}
