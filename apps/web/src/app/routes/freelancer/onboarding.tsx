import { PageLoader } from '@/components/ui/page-loader.tsx';
import { useUser } from '@/features/auth/index.ts';
import { FreelancerOnboarding } from '@/features/onboarding/freelancer/components/freelancer-onboarding.tsx';

/** /freelancer/onboarding: the ten-step questionnaire (in the public layout of the router). */
export default function FreelancerOnboardingRoute() {
  const { data: user } = useUser();
  return user?.role === 'FREELANCER' ? <FreelancerOnboarding data={user} /> : <PageLoader />;
}
