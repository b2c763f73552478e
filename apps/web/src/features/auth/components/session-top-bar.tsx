import { TopBar } from '@/components/layouts/top-bar.tsx';
import { useUser } from '../api/get-me.ts';
import { useLogout } from '../hooks/use-logout.ts';

/**
 * The top bar with the current session: greeting and 'Wyloguj' when someone is logged in.
 * Reuse it in any full-page layout (public, onboarding).
 */
export function SessionTopBar({ showHelpLink }: { showHelpLink?: boolean }) {
  const { data: user } = useUser();
  const logout = useLogout();
  return <TopBar user={user ?? null} onLogout={logout} showHelpLink={showHelpLink} />;
}
