import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { AssignmentsPage } from '@/features/freelancer-workspace/index.ts';

/** /freelancer/orders: Zlecenia, grouped Oferty / W realizacji / Zakończone (issue 25). */
export default function FreelancerOrdersRoute() {
  return (
    <>
      <PageTitle title={titles.freelancer.orders} />
      <AssignmentsPage />
    </>
  );
}
