import { Navigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { titles } from '@/config/titles.ts';
import { AccountDetailsPage } from '@/features/account-settings/components/account-details-page.tsx';
import { useUser } from '@/features/auth/api/get-me.ts';
import { hasInvestorData } from '@/features/auth/types.ts';

/**
 * 'Edycja danych' of freelancers and registered investors (issue 25). Admins keep
 * /admin/edit-data; the temporary investor has no data to edit yet (the guard keeps it on its
 * own screens).
 */
export default function AccountDetailsRoute() {
  const { data: user } = useUser();
  if (user?.role === 'ADMIN') return <Navigate to={paths.admin.editData} replace />;
  const me =
    user?.role === 'FREELANCER'
      ? user
      : user && hasInvestorData(user) && !user.isMock
        ? user
        : null;
  return (
    <>
      <PageTitle title={titles.account.details} />
      {me ? <AccountDetailsPage me={me} /> : <PageLoader />}
    </>
  );
}
