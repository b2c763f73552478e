import { PageLoader } from '@/components/ui/page-loader.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { titles } from '@/config/titles.ts';
import { EditDataPage } from '@/features/admin-account/components/edit-data-page.tsx';
import { useUser } from '@/features/auth/api/get-me.ts';

/** /admin/edit-data (spec document 2 section 2): the admin's own account. */
export default function AdminEditDataRoute() {
  const { data: user } = useUser();
  return (
    <>
      <PageTitle title={titles.admin.editData} />
      {user?.role === 'ADMIN' ? <EditDataPage me={user} /> : <PageLoader />}
    </>
  );
}
