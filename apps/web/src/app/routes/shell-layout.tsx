import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { ShellLayout, type ShellNavigation } from '@/components/layouts/shell-layout.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { useUser } from '@/features/auth/api/get-me.ts';
import { SessionTopBar } from '@/features/auth/components/session-top-bar.tsx';
import { useLogout } from '@/features/auth/hooks/use-logout.ts';

// Loaded only for a logged admin: the freelancer's shell does not download the admin panel's
// navigation (and the login page never does).
const AdminNav = lazy(() =>
  import('@/features/admin-shell/components/admin-nav.tsx').then((module) => ({
    default: module.AdminNav,
  })),
);

/** The admin navigation (spec document 2 section 2), also on a freelancer's profile an admin views. */
const adminNavigation: ShellNavigation = {
  items: (vertical) => (
    <Suspense
      fallback={
        <Center h={vertical ? 120 : 40} miw={vertical ? undefined : 120}>
          <Loader size="sm" aria-label="Ładowanie nawigacji" role="status" />
        </Center>
      }
    >
      <AdminNav vertical={vertical} />
    </Suspense>
  ),
};

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
  const isAdmin = user.role === 'ADMIN';
  return (
    <ShellLayout
      user={{
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        isAdmin,
      }}
      onLogout={logout}
      navigation={isAdmin ? adminNavigation : undefined}
    >
      <Outlet />
    </ShellLayout>
  );
}
