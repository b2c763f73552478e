import { useToken } from '@/hooks/use-token.ts';
import { decodeRole } from '@/lib/token.ts';

/** The caller is an admin: they may hide others' messages and see who of the team wrote. */
export function useViewerIsAdmin(): boolean {
  const token = useToken();
  if (!token) return false;
  try {
    return decodeRole(token) === 'ADMIN';
  } catch {
    return false;
  }
}
