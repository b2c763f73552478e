import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { SessionTopBar, useUser } from '@/features/auth/index.ts';
import { FreelancerOnboarding } from '@/features/onboarding/freelancer/components/freelancer-onboarding.tsx';

/** /freelancer/onboarding: the ten-step questionnaire in the onboarding layout. */
export default function FreelancerOnboardingRoute() {
  const { data: user } = useUser();
  return (
    <PublicLayout topBar={<SessionTopBar />}>
      {user?.role === 'FREELANCER' ? <FreelancerOnboarding data={user} /> : <PageLoader />}
    </PublicLayout>
  );
}
