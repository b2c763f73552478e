import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { useToken } from '@/hooks/use-token.ts';
import { useUser } from '../api/get-me.ts';
import { decideGuard } from '../utils/guard-decision.ts';

/**
 * Protects its children (or the nested routes): see `decideGuard`. Re-evaluated whenever the
 * token changes, so a 403 anywhere (which removes the token) ends on /login.
 */
export function AuthGuard({ children }: { children?: ReactNode }) {
  const token = useToken();
  const me = useUser();
  const { pathname } = useLocation();
  const decision = decideGuard({
    hasToken: token !== null,
    user: me.data,
    failed: me.isError,
    pathname,
  });

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'wait') return <PageLoader />;
  return children ?? <Outlet />;
}
