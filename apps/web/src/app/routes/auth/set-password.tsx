import { useParams } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page.tsx';
import { SetPasswordForm } from '@/features/auth/index.ts';

export default function SetPasswordRoute() {
  const { token } = useParams();
  if (!token) return <NotFoundPage />;
  return <SetPasswordForm token={token} />;
}
