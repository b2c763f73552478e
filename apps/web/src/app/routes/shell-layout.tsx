import type { Role } from '@handlowo/contract';
import { Center, Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { ShellLayout, type ShellNavigation } from '@/components/layouts/shell-layout.tsx';
import type { ShellUser } from '@/components/layouts/user-menu.tsx';
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
 * The frame of a screen in the authenticated shell for a role. An investor reaches only a few
 * screens here (a freelancer's profile, issue 9; messages, notifications, settings): they get the
 * layout of their own screens, with the investor navigation, not the freelancer's navigation and
 * 'Przyjmij zlecenie'. The prerendered shells (app/prerender/pages.tsx) paint it with a user
 * without data, so the build's markup is this very frame.
 */
export function RoleShell({
  role,
  user,
  onLogout,
  children,
}: {
  role: Role;
  user: ShellUser;
  onLogout: () => void;
  children: ReactNode;
}) {
  if (role === 'INVESTOR') {
    return <PublicLayout topBar={<SessionTopBar />}>{children}</PublicLayout>;
  }
  return (
    <ShellLayout
      user={user}
      onLogout={onLogout}
      navigation={role === 'ADMIN' ? adminNavigation : undefined}
    >
      {children}
    </ShellLayout>
  );
}

/** The authenticated shell around freelancer and admin screens (always below the guard). */
export default function ShellLayoutRoute() {
  const { data: user } = useUser();
  const logout = useLogout();
  if (!user) return <PageLoader />;
  return (
    <RoleShell
      role={user.role}
      user={{
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        isAdmin: user.role === 'ADMIN',
      }}
      onLogout={logout}
    >
      <Outlet />
    </RoleShell>
  );
}
