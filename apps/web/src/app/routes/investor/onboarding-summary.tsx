import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { SessionTopBar } from '@/features/auth/index.ts';
import { useInvestorMe } from '@/features/onboarding/investor/api/use-investor-me.ts';
import { OnboardingSummary } from '@/features/onboarding/investor/components/onboarding-summary.tsx';

/** /investor/onboarding/summary: thanks, the answers and the temporary investor's registration. */
export default function InvestorOnboardingSummaryRoute() {
  const { data } = useInvestorMe();
  return (
    <PublicLayout topBar={<SessionTopBar />}>
      {data ? <OnboardingSummary data={data} /> : <PageLoader />}
    </PublicLayout>
  );
}
