import { useEffect } from 'react';

/**
 * Failures of the profile's secondary reads are only logged (spec document 2 section 8): the
 * block stays empty and the rest of the page works.
 */
export function useLoggedError(what: string, error: unknown): void {
  useEffect(() => {
    if (error) console.error(`Profil: nie udało się wczytać (${what})`, error);
  }, [what, error]);
}
