import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { useToken } from '@/hooks/use-token.ts';
import { isTransientFailure } from '@/lib/api-error.ts';
import { useUser } from '../api/get-me.ts';
import { decideGuard } from '../utils/guard-decision.ts';
import { ServiceUnavailable } from './service-unavailable.tsx';

/**
 * Protects its children (or the nested routes): see `decideGuard`. Re-evaluated whenever the
 * token changes, so a 403 anywhere (which removes the token) ends on /login. A transient failure
 * of "me" (retried first by its query) keeps the session and shows a message with a retry.
 */
export function AuthGuard({ children }: { children?: ReactNode }) {
  const token = useToken();
  const me = useUser();
  const { pathname } = useLocation();
  const decision = decideGuard({
    hasToken: token !== null,
    user: me.data,
    failed: me.isError,
    transient: isTransientFailure(me.error),
    pathname,
  });

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'wait') return <PageLoader />;
  if (decision.type === 'unavailable') {
    return <ServiceUnavailable onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  }
  return children ?? <Outlet />;
}
