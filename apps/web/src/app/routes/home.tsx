import { Navigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { useUser } from '@/features/auth/api/get-me.ts';
import { landingPathFor } from '@/features/auth/utils/landing-path.ts';

/** '/': the logged user's landing page (the guard has already sent everyone else to /login). */
export default function HomeRoute() {
  const { data: user } = useUser();
  if (!user) return <PageLoader />;
  return <Navigate to={landingPathFor(user.role)} replace />;
}
