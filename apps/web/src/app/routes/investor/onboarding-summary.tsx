import { PageLoader } from '@/components/ui/page-loader.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { useInvestorMe } from '@/features/onboarding/investor/api/use-investor-me.ts';
import { OnboardingSummary } from '@/features/onboarding/investor/components/onboarding-summary.tsx';

/** /investor/onboarding/summary: thanks, the answers and the temporary investor's registration. */
export default function InvestorOnboardingSummaryRoute() {
  const { data } = useInvestorMe();
  return (
    <>
      <PageTitle title={titles.investor.onboardingSummary} />
      {data ? <OnboardingSummary data={data} /> : <PageLoader />}
    </>
  );
}
