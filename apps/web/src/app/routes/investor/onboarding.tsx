import { PageLoader } from '@/components/ui/page-loader.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { useInvestorMe } from '@/features/onboarding/investor/api/use-investor-me.ts';
import { InvestorOnboarding } from '@/features/onboarding/investor/components/investor-onboarding.tsx';

/**
 * /investor/onboarding: the eight-step questionnaire (in the public layout of the router). Once
 * loaded, the questionnaire titles the document with its current step.
 */
export default function InvestorOnboardingRoute() {
  const { data } = useInvestorMe();
  if (data) return <InvestorOnboarding data={data} pageTitle={titles.investor.onboarding} />;
  return (
    <>
      <PageTitle title={titles.investor.onboarding} />
      <PageLoader />
    </>
  );
}
