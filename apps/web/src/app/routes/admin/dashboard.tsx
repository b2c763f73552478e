import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { AdminOverview } from '@/features/admin-shell/components/admin-overview.tsx';

/** /admin "Pulpit": the counters and the ways to the tables and the account. */
export default function AdminDashboardRoute() {
  return (
    <>
      <PageTitle title={titles.admin.root} />
      <AdminOverview />
    </>
  );
}
