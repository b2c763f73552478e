import { Outlet } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { ShellLayout } from '@/components/layouts/shell-layout.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { SessionTopBar, useLogout, useUser } from '@/features/auth/index.ts';

/**
 * The authenticated shell around freelancer and admin screens (always below the guard). An
 * investor reaches only a freelancer's profile here (issue 9): they get the layout of their own
 * screens, with the investor navigation, not the freelancer's navigation and 'Przyjmij zlecenie'.
 */
export default function ShellLayoutRoute() {
  const { data: user } = useUser();
  const logout = useLogout();
  if (!user) return <PageLoader />;
  if (user.role === 'INVESTOR') {
    return (
      <PublicLayout topBar={<SessionTopBar />}>
        <Outlet />
      </PublicLayout>
    );
  }
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
