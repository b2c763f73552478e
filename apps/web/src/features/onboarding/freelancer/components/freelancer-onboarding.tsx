import { FREELANCER_CATEGORIES, freelancerProgress } from '@handlowo/contract';
import { type ComponentType, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { OnboardingQuestionnaire } from '@/features/onboarding/shared/components/onboarding-questionnaire.tsx';
import { stepHeadings } from '@/features/onboarding/shared/lib/step-headings.ts';
import { ActivitiesStep } from '../steps/activities-step.tsx';
import { ExperienceStep } from '../steps/experience-step.tsx';
import { IncomeGoalStep } from '../steps/income-goal-step.tsx';
import { IndustriesStep } from '../steps/industries-step.tsx';
import { SalesToolsStep } from '../steps/sales-tools-step.tsx';
import { SectorsStep } from '../steps/sectors-step.tsx';
import { SpecializationStep } from '../steps/specialization-step.tsx';
import { TypeOfSalesStep } from '../steps/type-of-sales-step.tsx';
import { WorkingDaysStep } from '../steps/working-days-step.tsx';
import { WorkingHoursStep } from '../steps/working-hours-step.tsx';
import type { FreelancerStepProps } from '../types.ts';

/** The ten steps in the order of the tracker (FREELANCER_CATEGORIES) and of freelancerProgress. */
const stepComponents: readonly ComponentType<FreelancerStepProps>[] = [
  ExperienceStep,
  SpecializationStep,
  WorkingDaysStep,
  WorkingHoursStep,
  IncomeGoalStep,
  IndustriesStep,
  TypeOfSalesStep,
  SectorsStep,
  ActivitiesStep,
  SalesToolsStep,
];

const headings = stepHeadings(FREELANCER_CATEGORIES, [
  'Jakie masz doświadczenie w sprzedaży?',
  'W jakiej specjalizacji handlowej czujesz się najlepiej?',
  'W które dni tygodnia możesz pracować?',
  'Ile czasu w tygodniu możesz poświęcić na sprzedaż?',
  'Jakich zarobków oczekujesz?',
  'W jakich branżach masz doświadczenie?',
  'Czy oferowałeś swoje produkty firmom czy osobom prywatnym?',
  'W jakich sektorach sprzedajesz?',
  'Jakie usługi sprzedażowe świadczysz i na jakim poziomie?',
  'Z jakich narzędzi sprzedażowych korzystasz?',
]);

interface FreelancerOnboardingProps extends FreelancerStepProps {
  /** The questionnaire's name in the document title (config/titles.ts). */
  pageTitle: string;
}

/**
 * The freelancer questionnaire (/freelancer/onboarding): resumes at the first unanswered step of
 * the saved data and ends on the profile.
 */
export function FreelancerOnboarding({ data, pageTitle }: FreelancerOnboardingProps) {
  const navigate = useNavigate();
  const onComplete = useCallback(() => navigate(paths.freelancer.profile), [navigate]);

  return (
    <OnboardingQuestionnaire
      data={data}
      categories={FREELANCER_CATEGORIES}
      steps={stepComponents}
      headings={headings}
      pageTitle={pageTitle}
      initialStep={freelancerProgress(data)}
      onComplete={onComplete}
    />
  );
}
