import { Navigate } from 'react-router';
import { paths } from '@/config/paths.ts';

/** /profile, the spec's dashboard link: Pulpit now lives at /freelancer/dashboard (issue 25). */
export default function DashboardRoute() {
  return <Navigate to={paths.freelancer.dashboard} replace />;
}
