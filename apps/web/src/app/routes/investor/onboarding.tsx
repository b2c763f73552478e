import { PageLoader } from '@/components/ui/page-loader.tsx';
import { useInvestorMe } from '@/features/onboarding/investor/api/use-investor-me.ts';
import { InvestorOnboarding } from '@/features/onboarding/investor/components/investor-onboarding.tsx';

/** /investor/onboarding: the eight-step questionnaire (in the public layout of the router). */
export default function InvestorOnboardingRoute() {
  const { data } = useInvestorMe();
  return data ? <InvestorOnboarding data={data} /> : <PageLoader />;
}
