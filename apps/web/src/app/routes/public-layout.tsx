import { Outlet } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout.tsx';
import { SessionTopBar } from '@/features/auth/index.ts';

export default function PublicLayoutRoute() {
  return (
    <PublicLayout topBar={<SessionTopBar />}>
      <Outlet />
    </PublicLayout>
  );
}
