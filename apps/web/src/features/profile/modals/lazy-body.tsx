import { Center, Loader } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';

/** A modal opens at once with its title; its body arrives with its lazy chunk. */
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
