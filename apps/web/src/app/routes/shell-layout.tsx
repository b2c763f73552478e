import { Outlet } from 'react-router';
import { ShellLayout } from '@/components/layouts/shell-layout.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { useLogout, useUser } from '@/features/auth/index.ts';

/** The authenticated shell around freelancer and admin screens (always below the guard). */
export default function ShellLayoutRoute() {
  const { data: user } = useUser();
  const logout = useLogout();
  if (!user) return <PageLoader />;
  return (
    <ShellLayout
      user={{
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        isAdmin: user.role === 'ADMIN',
      }}
      onLogout={logout}
    >
      <Outlet />
    </ShellLayout>
  );
}
