import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { useUser } from '@/features/auth/index.ts';
import { DashboardSkeleton, FreelancerDashboard } from '@/features/freelancer-workspace/index.ts';

/** /freelancer/dashboard: Pulpit, the freelancer's start of the day (issue 25). */
export default function FreelancerDashboardRoute() {
  const { data: user } = useUser();
  return (
    <>
      <PageTitle title={titles.freelancer.dashboard} />
      {user ? <FreelancerDashboard freelancerId={user.id} /> : <DashboardSkeleton />}
    </>
  );
}
