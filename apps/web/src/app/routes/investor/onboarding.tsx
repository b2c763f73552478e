import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { SessionTopBar } from '@/features/auth/index.ts';
import { useInvestorMe } from '@/features/onboarding/investor/api/use-investor-me.ts';
import { InvestorOnboarding } from '@/features/onboarding/investor/components/investor-onboarding.tsx';

/** /investor/onboarding: the eight-step questionnaire in the onboarding layout. */
export default function InvestorOnboardingRoute() {
  const { data } = useInvestorMe();
  return (
    <PublicLayout topBar={<SessionTopBar />}>
      {data ? <InvestorOnboarding data={data} /> : <PageLoader />}
    </PublicLayout>
  );
}
