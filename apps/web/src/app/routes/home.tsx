import { Navigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { landingPathFor, useUser } from '@/features/auth/index.ts';

/** '/': the logged user's landing page (the guard has already sent everyone else to /login). */
export default function HomeRoute() {
  const { data: user } = useUser();
  if (!user) return <PageLoader />;
  return <Navigate to={landingPathFor(user.role)} replace />;
}
