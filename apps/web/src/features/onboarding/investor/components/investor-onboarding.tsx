import { INVESTOR_CATEGORIES, investorProgress } from '@handlowo/contract';
import { type ComponentType, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { OnboardingQuestionnaire } from '@/features/onboarding/shared/components/onboarding-questionnaire.tsx';
import { stepHeadings } from '@/features/onboarding/shared/lib/step-headings.ts';
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

interface InvestorOnboardingProps extends InvestorStepProps {
  /** The questionnaire's name in the document title (config/titles.ts). */
  pageTitle: string;
}

/**
 * The investor questionnaire (/investor/onboarding): resumes at the first unanswered step and
 * ends on the summary with the registration form.
 */
export function InvestorOnboarding({ data, pageTitle }: InvestorOnboardingProps) {
  const navigate = useNavigate();
  const onComplete = useCallback(() => navigate(paths.investor.onboardingSummary), [navigate]);

  return (
    <OnboardingQuestionnaire
      data={data}
      categories={INVESTOR_CATEGORIES}
      steps={stepComponents}
      headings={headings}
      pageTitle={pageTitle}
      initialStep={investorProgress(data)}
      onComplete={onComplete}
    />
  );
}
