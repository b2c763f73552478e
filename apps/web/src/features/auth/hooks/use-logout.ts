import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { clearToken } from '@/lib/token.ts';

/**
 * Logs out: removes the token (the session reset then drops every cached query) and goes to
 * /login. There is no server call: the token simply stops being sent.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearToken();
    navigate(paths.login, { replace: true });
  }, [navigate]);
}
