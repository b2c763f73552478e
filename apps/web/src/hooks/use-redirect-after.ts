import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Navigates to `to` (replacing the entry) `delayMs` after it becomes non-null; cancelled on unmount. */
export function useRedirectAfter(to: string | null, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (to === null) return;
    const timer = window.setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [to, delayMs, navigate]);
}
