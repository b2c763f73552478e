import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { AssignmentPage } from '@/features/freelancer-workspace/index.ts';

/** Digits only: anything else names no service. */
function parseId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** /freelancer/orders/{orderActivityId}: the brief of one service (issue 25). */
export default function FreelancerOrderDetailsRoute() {
  const { orderActivityId } = useParams();
  const id = parseId(orderActivityId);
  return (
    <>
      <PageTitle title={titles.freelancer.orderById} />
      <AssignmentPage key={id} orderActivityId={id} />
    </>
  );
}
