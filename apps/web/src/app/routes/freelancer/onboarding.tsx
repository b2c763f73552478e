import { PageLoader } from '@/components/ui/page-loader.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { useUser } from '@/features/auth/api/get-me.ts';
import { FreelancerOnboarding } from '@/features/onboarding/freelancer/components/freelancer-onboarding.tsx';

/**
 * /freelancer/onboarding: the ten-step questionnaire (in the public layout of the router). Once
 * loaded, the questionnaire titles the document with its current step.
 */
export default function FreelancerOnboardingRoute() {
  const { data: user } = useUser();
  if (user?.role === 'FREELANCER') {
    return <FreelancerOnboarding data={user} pageTitle={titles.freelancer.onboarding} />;
  }
  return (
    <>
      <PageTitle title={titles.freelancer.onboarding} />
      <PageLoader />
    </>
  );
}
