import { Center, Loader } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';

/**
 * A modal's body whose code loads on its first opening: the modal opens at once with its title,
 * a status loader stands in for the body until its chunk arrives.
 */
export function LazyBody({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center h={160}>
          <Loader aria-label="Ładowanie" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
