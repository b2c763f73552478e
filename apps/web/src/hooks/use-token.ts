import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from '@/lib/token.ts';

/** The stored token, re-rendering when it is set or removed (also from another tab). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}
