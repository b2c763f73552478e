import { PageLoader } from '@/components/ui/page-loader.tsx';
import { useInvestorMe } from '@/features/onboarding/investor/api/use-investor-me.ts';
import { OnboardingSummary } from '@/features/onboarding/investor/components/onboarding-summary.tsx';

/** /investor/onboarding/summary: thanks, the answers and the temporary investor's registration. */
export default function InvestorOnboardingSummaryRoute() {
  const { data } = useInvestorMe();
  return data ? <OnboardingSummary data={data} /> : <PageLoader />;
}
