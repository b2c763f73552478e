import { QueryClient } from '@tanstack/react-query';

/** Defaults of every QueryClient of the app (the tests build theirs from the same function). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A failed call is an answer (403, 404…): retrying only delays the redirect or the message.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}
