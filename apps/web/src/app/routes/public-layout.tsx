import { Outlet } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout.tsx';
// The feature's own modules, not its barrel: the login page needs none of the other screens.
import { SessionTopBar } from '@/features/auth/components/session-top-bar.tsx';

export default function PublicLayoutRoute() {
  return (
    <PublicLayout topBar={<SessionTopBar />}>
      <Outlet />
    </PublicLayout>
  );
}
